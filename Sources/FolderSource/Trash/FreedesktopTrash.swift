import Foundation
#if canImport(Glibc)
import Glibc
#endif
import PhotoModel

/// The desktop's wastebasket as the freedesktop.org Trash specification defines it
/// (`$XDG_DATA_HOME/Trash`, else `~/.local/share/Trash`): a discarded file is renamed into
/// `files/` beside an `info/NAME.trashinfo` saying where it came from and when, so file managers
/// list it and can put it back, and ``restore(_:)`` undoes it. photo-tui never deletes a photo.
///
/// Only files on the same disk as the Trash are moved (a rename, never a copy): another disk's
/// file is refused with a message, so nothing is half-moved.
public struct FreedesktopTrash: Sendable {
    /// One file in the Trash, as ``trash(_:)`` left it.
    public struct Item: Sendable, Equatable {
        /// Where it was (a lossless string, ``FileNameBytes``).
        public var originalPath: String
        /// Its name in `files/` (and `info/NAME.trashinfo`).
        public var name: String
    }

    /// Why a file could not be moved or put back, in words.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// The Trash folder (holding `files/` and `info/`).
    public let directory: URL

    /// The Trash of `environment` (`XDG_DATA_HOME`, else `HOME/.local/share`).
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share"
        directory = URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent("Trash", isDirectory: true)
    }

    /// A Trash at `directory` (tests).
    public init(directory: URL) { self.directory = directory }

    /// Moves the file at `path` (absolute, lossless string) into the Trash.
    /// - Throws: ``Failure`` when it is gone, on another disk, or the Trash cannot be written.
    public func trash(_ path: String, now: Date = Date()) throws -> Item {
        let files = directory.appendingPathComponent("files"), info = directory.appendingPathComponent("info")
        for folder in [files, info] {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        var source = stat(), target = stat()
        guard FileNameBytes.withCString(path, { lstat($0, &source) }) == 0 else { throw Failure(description: "\(Self.shown(path)) is gone") }
        guard stat(files.path, &target) == 0 else { throw Failure(description: "The Trash (\(directory.path)) cannot be written") }
        guard source.st_dev == target.st_dev else {
            throw Failure(description: "\(Self.shown(path)) is on another disk than the Trash: not moved")
        }
        let base = FileNameBytes.string(fromBytes: FileNameBytes.bytes(of: path).split(separator: 0x2F).last ?? [])
        // The info file is made first, exclusively: it reserves the name (as the specification asks).
        for attempt in 1...10_000 {
            let name = attempt == 1 ? base : Self.numbered(base, attempt)
            let infoPath = info.path + "/" + name + ".trashinfo"
            let descriptor = FileNameBytes.withCString(infoPath) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o600) }
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw Failure(description: "The Trash (\(directory.path)) cannot be written: \(String(cString: strerror(errno)))")
            }
            let text = Array(Self.trashInfo(path, date: now).utf8)
            let written = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            let moved = written == text.count
                && FileNameBytes.withCString(path, { from in FileNameBytes.withCString(files.path + "/" + name) { rename(from, $0) } }) == 0
            guard moved else {
                let reason = String(cString: strerror(errno))
                _ = FileNameBytes.withCString(infoPath) { unlink($0) }
                throw Failure(description: "\(Self.shown(path)) could not be moved to the Trash: \(reason)")
            }
            return Item(originalPath: path, name: name)
        }
        throw Failure(description: "The Trash holds too many files named \(Self.shown(base))")
    }

    /// Puts `item` back where it was, unless something is there now.
    /// - Throws: ``Failure`` when its place is taken or it is no longer in the Trash.
    public func restore(_ item: Item) throws {
        let inTrash = directory.path + "/files/" + item.name
        var existing = stat()
        guard FileNameBytes.withCString(item.originalPath, { lstat($0, &existing) }) != 0 else {
            throw Failure(description: "\(Self.shown(item.originalPath)) exists again: left in the Trash")
        }
        // link then unlink: fails rather than replaces if the place was taken meanwhile.
        let linked = FileNameBytes.withCString(inTrash) { from in FileNameBytes.withCString(item.originalPath) { link(from, $0) } }
        guard linked == 0 else {
            throw Failure(description: "\(Self.shown(item.originalPath)) could not be put back: \(String(cString: strerror(errno)))")
        }
        _ = FileNameBytes.withCString(inTrash) { unlink($0) }
        _ = FileNameBytes.withCString(directory.path + "/info/" + item.name + ".trashinfo") { unlink($0) }
    }

    /// The `.trashinfo` text: the path percent-encoded byte by byte, the local date and time.
    static func trashInfo(_ path: String, date: Date) -> String {
        let encoded = URLComponents(url: LocalFileURL.make(path: path), resolvingAgainstBaseURL: false)?.percentEncodedPath ?? path
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = .current
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return "[Trash Info]\nPath=\(encoded)\nDeletionDate=\(formatter.string(from: date))\n"
    }

    /// `IMG_0001.2.jpg` for the second `IMG_0001.jpg`.
    private static func numbered(_ name: String, _ number: Int) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "\(name).\(number)" }
        return "\(name[..<dot]).\(number)\(name[dot...])"
    }

    private static func shown(_ path: String) -> String { FileNameBytes.display(path) }
}
