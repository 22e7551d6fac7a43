import Foundation
import PhotoCore

/// A temporary folder for the Duplicates screen's tests: an exact pair (`2024/IMG_0001.jpg` and
/// `copies/IMG_0001 copy.jpg`, the same bytes) and a similar trio (`beach.jpg` and two smaller
/// copies), as files on disk and as the groups a folder's index would give, with a Trash beside
/// it. Removed at deinit.
final class DuplicateFolder {
    let base: URL
    let root: URL
    let trash: FreedesktopTrash
    let exact: DuplicateGroup
    let similar: DuplicateGroup

    init() throws {
        base = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-dupview-\(UUID().uuidString.prefix(8))")
        root = base.appendingPathComponent("Pictures")
        trash = FreedesktopTrash(directory: base.appendingPathComponent("data/Trash"))
        for folder in ["2024", "copies"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let root = self.root
        func file(_ relative: String, bytes: Int, width: Int, height: Int, modified: Int) throws -> LocalPhotoFile {
            let path = root.appendingPathComponent(relative).path
            try Data(repeating: UInt8(bytes % 251), count: bytes).write(to: URL(fileURLWithPath: path))
            return LocalPhotoFile(path: path, relativePath: relative, byteCount: bytes, modified: modified, format: .jpeg,
                                  pixelSize: PixelSize(width: width, height: height), metadata: nil)
        }
        exact = DuplicateGroup(kind: .exact, files: [
            try file("2024/IMG_0001.jpg", bytes: 2_000, width: 4000, height: 3000, modified: 1_700_000_000),
            try file("copies/IMG_0001 copy.jpg", bytes: 2_000, width: 4000, height: 3000, modified: 1_710_000_000),
        ])
        similar = DuplicateGroup(kind: .similar, files: [
            try file("beach edit.jpg", bytes: 3_000, width: 2000, height: 1500, modified: 1_700_000_100),
            try file("beach.jpg", bytes: 2_500, width: 4000, height: 3000, modified: 1_700_000_000),
            try file("beach small.jpg", bytes: 500, width: 1000, height: 750, modified: 1_700_000_200),
        ])
    }

    deinit { try? FileManager.default.removeItem(at: base) }

    /// The path of `relative` in the folder.
    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    func exists(_ relative: String) -> Bool { FileManager.default.fileExists(atPath: path(relative)) }

    /// The names in the Trash's `files/` and `info/`.
    var trashed: (files: [String], info: [String]) {
        let list = { (folder: String) in
            ((try? FileManager.default.contentsOfDirectory(atPath: self.trash.directory.appendingPathComponent(folder).path)) ?? []).sorted()
        }
        return (list("files"), list("info"))
    }
}
