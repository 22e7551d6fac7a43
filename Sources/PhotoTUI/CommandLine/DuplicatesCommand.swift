import ArgumentParser
import Foundation
import PhotoCore
import Terminal

/// `photo-tui duplicates PATH… [--json]`: a folder's exact copies and near-duplicates (the same
/// photo resized or recompressed), from its index. Reads only files of a size another has (for
/// their SHA-256) and compares perceptual hashes through a BK-tree, never all pairs. Deletes
/// nothing and writes nothing into the folder.
struct DuplicatesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "duplicates",
        abstract: "List a folder's exact copies and near-duplicates (nothing is deleted).",
        discussion: """
            Exact copies have the same bytes; similar photos are the same picture resized or \
            recompressed (perceptual hashes a few bits apart). Each group lists the largest file \
            first. --json prints one object a line: {"group": N, "kind": "exact"|"similar", "paths": [...]}.
            """)

    @OptionGroup var global: GlobalOptions

    @Argument(help: ArgumentHelp("The folders to look in.", valueName: "path")) var paths: [String]

    @Flag(help: "Print one JSON object a line per group.") var json = false

    @Flag(name: .long, help: "Follow links that lead out of the folder (by default only links inside it are followed).")
    var followLinks = false

    func run() throws {
        var configuration = try global.resolveConfiguration()
        if followLinks { configuration.folderFollowsLinks = true }
        let folders = PhotoSourceSetting.folder(paths: paths.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        let made = try PhotoServiceFactory.make(source: folders, configuration: configuration)
        guard let service = made.service as? FolderPhotoService else { throw CommandFailure("duplicates looks in folders only.") }
        defer { service.stopScanning() }
        let groups = try CommandOutput.unwrap(service.duplicates().blockingResult(timeout: 3600))
        if json {
            for (number, group) in groups.enumerated() {
                print(try PhotoJSON.encode(Line(group: number + 1, kind: group.kind.rawValue,
                                                paths: group.files.map { FileNameBytes.escaped($0.path) }), compact: true))
            }
        } else {
            print(Self.text(groups), terminator: "")
        }
    }

    /// One group as `--json` prints it.
    struct Line: Encodable {
        var group: Int
        var kind: String
        var paths: [String]
    }

    /// The groups for people: a heading each (what kind, how many, the bytes the copies take),
    /// the paths below it, and a total.
    static func text(_ groups: [DuplicateGroup]) -> String {
        guard !groups.isEmpty else { return "No duplicates.\n" }
        var text = ""
        for (number, group) in groups.enumerated() {
            let kind = group.kind == .exact ? "exact copies" : "the same photo, resized or recompressed"
            text += "\(number + 1). \(kind): \(group.files.count) files, \(Formatting.bytes(group.reclaimableBytes)) in all but the first\n"
            for file in group.files {
                let size = file.pixelSize.width > 0 ? "  \(file.pixelSize.width)×\(file.pixelSize.height)" : ""
                text += "   \(Sanitizer.sanitize(FileNameBytes.display(file.path)))  \(Formatting.bytes(file.byteCount))\(size)\n"
            }
        }
        let exact = groups.filter { $0.kind == .exact }.count
        text += "\(groups.count) \(groups.count == 1 ? "group" : "groups") (\(exact) exact, \(groups.count - exact) similar); nothing was deleted.\n"
        return text
    }
}
