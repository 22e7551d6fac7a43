import Foundation
#if canImport(Glibc)
import Glibc
#endif
import PhotoModel

/// Walks a folder tree for photo files without opening them: names as bytes from `readdir`
/// (never repaired into UTF-8), each folder's entries in ``NameSortKey`` order, a folder's files
/// before its subfolders, every folder entered once however many links lead to it.
///
/// Links: a link whose target lies inside the root is followed (a folder of albums linking to
/// each other still works); one leading out of it is not, unless `followLinks` (a link to `/`
/// must not index the whole disk). Hidden entries (a leading dot) are not visited. Only the
/// `stat` of each file is read here: size, modification time, inode, which tell the index
/// whether it changed.
public struct FolderWalker: Sendable {
    /// One file found: where it is below the root, and what `stat` says.
    public struct Entry: Sendable, Equatable {
        /// The path below the root, as bytes (`2024/trip/IMG_0001.jpg`).
        public var relativePath: [UInt8]
        public var byteCount: Int
        /// The modification time in nanoseconds since 1970.
        public var modifiedNanoseconds: Int64
        public var inode: UInt64
        public var device: UInt64

        /// Whole seconds since 1970 (what the thumbnail standard records).
        public var modifiedSeconds: Int { Int(modifiedNanoseconds / 1_000_000_000) }
    }

    /// The photo files of one folder, in order.
    public struct Folder: Sendable {
        /// The folder below the root (empty for the root itself).
        public var relativePath: [UInt8]
        public var files: [Entry]
        /// What the walk has counted so far, this folder included.
        public var progress: FolderScanProgress
    }

    /// The folder walked.
    public let root: URL
    /// Follow links out of the root too.
    public let followLinks: Bool

    /// Creates a walker of `root` (its links resolved: the real folder is what is walked).
    public init(root: URL, followLinks: Bool = false) {
        self.root = root
        self.followLinks = followLinks
    }

    /// The root as given, `.` and `..` resolved: the paths of its files start with it.
    public var givenRoot: String { root.standardizedFileURL.path }

    /// The root's real path (links resolved), against which links are judged inside or out; the
    /// path as given when it cannot be resolved.
    public var realRoot: String { Self.realPath(givenRoot) ?? givenRoot }

    /// Walks the tree, handing over each folder's photo files; counts what it passes over in
    /// `progress`. Stops between entries when `isCancelled` says so (and returns `false`).
    /// - Parameter below: a folder below the root to walk instead of the whole root.
    @discardableResult
    public func walk(below: [UInt8] = [], progress: inout FolderScanProgress, isCancelled: () -> Bool = { false },
                     folder visit: (Folder) -> Void) -> Bool {
        let base = givenRoot
        var state = WalkState(root: FileNameBytes.bytes(of: base), realRoot: FileNameBytes.bytes(of: realRoot), followLinks: followLinks)
        var info = stat()
        guard stat(base, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            progress.unreadable += 1
            return true
        }
        return state.enter(relative: below, progress: &progress, isCancelled: isCancelled, visit: visit)
    }

    /// Walks one folder below the root (not its subfolders), for a change seen while running.
    public func list(relativeFolder: [UInt8], progress: inout FolderScanProgress) -> Folder? {
        var state = WalkState(root: FileNameBytes.bytes(of: givenRoot), realRoot: FileNameBytes.bytes(of: realRoot), followLinks: followLinks)
        state.recursive = false
        var found: Folder?
        _ = state.enter(relative: relativeFolder, progress: &progress, isCancelled: { false }) { found = $0 }
        return found
    }

    /// `realpath(3)` of a lossless path string.
    static func realPath(_ path: String) -> String? {
        FileNameBytes.withCString(path) { pointer in
            guard let resolved = realpath(pointer, nil) else { return nil }
            defer { free(resolved) }
            return FileNameBytes.string(fromBytes: UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self),
                                                                       count: strlen(resolved)))
        }
    }

    /// Whether a file name (bytes) has a photo's extension.
    static func hasPhotoExtension(_ name: [UInt8]) -> (Bool, String) {
        guard let dot = name.lastIndex(of: 0x2E), dot > 0 else { return (false, "(none)") }
        let ext = String(decoding: name[(dot + 1)...].map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
        return (FolderScanner.photoExtensions.contains(ext), ext.isEmpty ? "(none)" : ext)
    }

    private struct DirectoryID: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    private struct WalkState {
        let root: [UInt8]
        let realRoot: [UInt8]
        let followLinks: Bool
        var recursive = true
        var visited = Set<DirectoryID>()

        init(root: [UInt8], realRoot: [UInt8], followLinks: Bool) {
            self.root = root
            self.realRoot = realRoot
            self.followLinks = followLinks
        }

        func absolute(_ relative: [UInt8]) -> [UInt8] {
            guard !relative.isEmpty else { return root }
            return (root == [0x2F] ? [] : root) + [0x2F] + relative
        }

        /// Whether a link's target (resolved) lies inside the root.
        func staysInside(_ path: [UInt8]) -> Bool {
            let resolved = withCPath(path) { pointer -> [UInt8]? in
                guard let real = realpath(pointer, nil) else { return nil }
                defer { free(real) }
                return Array(UnsafeBufferPointer(start: UnsafeRawPointer(real).assumingMemoryBound(to: UInt8.self), count: strlen(real)))
            }
            guard let resolved else { return false }
            if realRoot == [0x2F] { return true }
            return resolved == realRoot || (resolved.starts(with: realRoot) && resolved.count > realRoot.count
                                             && resolved[realRoot.count] == 0x2F)
        }

        mutating func enter(relative: [UInt8], progress: inout FolderScanProgress, isCancelled: () -> Bool,
                            visit: (Folder) -> Void) -> Bool {
            let path = absolute(relative)
            var info = stat()
            guard withCPath(path, { stat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                progress.unreadable += 1
                return true
            }
            guard visited.insert(DirectoryID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted else {
                progress.loopsAvoided += 1
                return true
            }
            let descriptor = withCPath(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
            guard descriptor >= 0, let directory = fdopendir(descriptor) else {
                if descriptor >= 0 { close(descriptor) }
                progress.unreadable += 1
                return true
            }
            var names: [(key: [UInt8], name: [UInt8])] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                    Array(raw.prefix { $0 != 0 })
                }
                guard let first = name.first, first != 0x2E else { continue }
                names.append((NameSortKey.component(name), name))
            }
            let directoryDescriptor = dirfd(directory)
            names.sort { $0.key.lexicographicallyPrecedes($1.key) }

            var files: [Entry] = []
            var subfolders: [[UInt8]] = []
            for (_, name) in names {
                if isCancelled() {
                    closedir(directory)
                    return false
                }
                let child = relative.isEmpty ? name : relative + [0x2F] + name
                var childInfo = stat()
                guard withCPath(name, { fstatat(directoryDescriptor, $0, &childInfo, AT_SYMLINK_NOFOLLOW) }) == 0 else {
                    progress.unreadable += 1  // vanished since the listing
                    continue
                }
                if (childInfo.st_mode & S_IFMT) == S_IFLNK {
                    let full = absolute(child)
                    guard withCPath(full, { stat($0, &childInfo) }) == 0 else {
                        progress.unreadable += 1  // a dangling link
                        continue
                    }
                    guard followLinks || staysInside(full) else {
                        progress.linksOutside += 1
                        continue
                    }
                }
                switch childInfo.st_mode & S_IFMT {
                case S_IFDIR:
                    subfolders.append(child)
                case S_IFREG:
                    let (isPhoto, ext) = FolderWalker.hasPhotoExtension(name)
                    guard isPhoto else {
                        progress.skippedByExtension[ext, default: 0] += 1
                        continue
                    }
                    files.append(Entry(
                        relativePath: child, byteCount: Int(childInfo.st_size),
                        modifiedNanoseconds: Int64(childInfo.st_mtim.tv_sec) * 1_000_000_000 + Int64(childInfo.st_mtim.tv_nsec),
                        inode: UInt64(childInfo.st_ino), device: UInt64(childInfo.st_dev)))
                default:
                    progress.notImages += 1  // a FIFO, a socket, a device named like a photo
                }
            }
            closedir(directory)
            visit(Folder(relativePath: relative, files: files, progress: progress))
            guard recursive else { return true }
            for child in subfolders {
                if !enter(relative: child, progress: &progress, isCancelled: isCancelled, visit: visit) { return false }
            }
            return true
        }
    }
}

/// Calls `body` with `path` as a NUL-terminated C string.
func withCPath<Result>(_ path: [UInt8], _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
    try (path + [0]).withUnsafeBufferPointer { buffer in
        try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
    }
}
