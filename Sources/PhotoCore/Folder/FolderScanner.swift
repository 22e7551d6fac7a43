import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Walks folders for photos: recursively, in name order (so pages can be served while it
/// walks), entering each folder once however many links lead to it (no symlink loops), reading
/// only the first bytes of each file (format, size and EXIF).
///
/// JPEG and PNG files are listed; other files are counted by extension and skipped, as are
/// files that are not images whatever their name, and files that cannot be read. Hidden files
/// and folders (a leading dot) are not visited.
public struct FolderScanner: Sendable {
    /// Extensions worth opening.
    public static let photoExtensions: Set<String> = ["jpg", "jpeg", "jpe", "jfif", "png"]

    /// The folders to walk.
    public let roots: [URL]
    /// Files per batch handed to the caller.
    public var batchSize: Int

    /// Creates a scanner.
    public init(roots: [URL], batchSize: Int = 64) {
        self.roots = roots
        self.batchSize = max(1, batchSize)
    }

    /// Walks every root on the calling thread, handing over batches of files with the progress
    /// so far; the last call has `progress.finished` set (and may have no files).
    /// - Parameter isCancelled: checked between files; the walk stops when it returns true.
    public func scan(isCancelled: () -> Bool = { false }, batch: ([LocalPhotoFile], FolderScanProgress) -> Void) {
        withoutActuallyEscaping(isCancelled) { isCancelled in
            withoutActuallyEscaping(batch) { batch in
                var walk = Walk(batchSize: batchSize, isCancelled: isCancelled, deliver: batch)
                for root in roots {
                    let path = root.standardizedFileURL.path
                    walk.enter(directory: path, relativeTo: path)
                    if walk.stopped { break }
                }
                walk.progress.finished = !walk.stopped
                batch(walk.pending, walk.progress)
            }
        }
    }

    /// Reads one file's header: `nil` with the reason when it is not a readable photo.
    public static func read(path: String, relativePath: String) -> Result<LocalPhotoFile, SkipReason> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(.unreadable) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.notImage) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(.unreadable) }
        defer { close(descriptor) }
        let want = min(Int(info.st_size), ExifReader.headerBytes)
        var head = Data(count: want)
        let got = head.withUnsafeMutableBytes { buffer -> Int in
            var total = 0
            while total < want {
                let count = Glibc.read(descriptor, buffer.baseAddress! + total, want - total)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                total += count
            }
            return total
        }
        if got < want && got == 0 && want > 0 { return .failure(.unreadable) }
        head.count = got
        let format = ImageFormat(sniffing: head)
        let metadata: ExifMetadata?
        let stored: PixelSize?
        switch format {
        case .jpeg:
            metadata = ExifReader.read(head)
            stored = try? JPEGDecoder().size(of: head)
        case .png:
            metadata = nil
            stored = try? PNGDecoder().size(of: head)
        default:
            return .failure(.notImage)
        }
        let orientation = metadata?.orientation ?? .up
        return .success(LocalPhotoFile(
            path: path, relativePath: relativePath, byteCount: Int(info.st_size), modified: Int(info.st_mtim.tv_sec),
            format: format, pixelSize: stored.map { orientation.uprightSize($0) } ?? PixelSize(width: 0, height: 0),
            metadata: metadata))
    }

    /// Why a file was not listed.
    public enum SkipReason: Error, Sendable {
        case notImage
        case unreadable
    }

    // MARK: - Private

    private struct DirectoryID: Hashable {
        let device: UInt
        let inode: UInt
    }

    private struct Walk {
        let batchSize: Int
        let isCancelled: () -> Bool
        let deliver: ([LocalPhotoFile], FolderScanProgress) -> Void
        var progress = FolderScanProgress()
        var pending: [LocalPhotoFile] = []
        var visited = Set<DirectoryID>()
        var stopped = false

        init(batchSize: Int, isCancelled: @escaping () -> Bool, deliver: @escaping ([LocalPhotoFile], FolderScanProgress) -> Void) {
            self.batchSize = batchSize
            self.isCancelled = isCancelled
            self.deliver = deliver
        }

        mutating func enter(directory path: String, relativeTo root: String) {
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                progress.unreadable += 1
                return
            }
            guard visited.insert(DirectoryID(device: UInt(info.st_dev), inode: UInt(info.st_ino))).inserted else {
                progress.loopsAvoided += 1
                return
            }
            guard let directory = opendir(path) else {
                progress.unreadable += 1
                return
            }
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: &entry.pointee.d_name) {
                    String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
                }
                if !name.hasPrefix(".") { names.append(name) }
            }
            closedir(directory)
            names.sort { $0.localizedStandardCompare($1) == .orderedAscending }

            var subdirectories: [String] = []
            for name in names {
                if stopped || isCancelled() {
                    stopped = true
                    return
                }
                let child = path == "/" ? "/" + name : path + "/" + name
                var childInfo = stat()
                guard stat(child, &childInfo) == 0 else {
                    // A dangling link, or the file vanished since the listing.
                    progress.unreadable += 1
                    continue
                }
                if (childInfo.st_mode & S_IFMT) == S_IFDIR {
                    subdirectories.append(child)
                    continue
                }
                let ext = (name as NSString).pathExtension.lowercased()
                guard FolderScanner.photoExtensions.contains(ext) else {
                    progress.skippedByExtension[ext.isEmpty ? "(none)" : ext, default: 0] += 1
                    continue
                }
                let relative = String(child.dropFirst(root.count + (root.hasSuffix("/") ? 0 : 1)))
                switch FolderScanner.read(path: child, relativePath: relative) {
                case .success(let file):
                    pending.append(file)
                    progress.photos += 1
                    if pending.count >= batchSize {
                        deliver(pending, progress)
                        pending.removeAll(keepingCapacity: true)
                    }
                case .failure(.notImage):
                    progress.notImages += 1
                case .failure(.unreadable):
                    progress.unreadable += 1
                }
            }
            // Files of a folder come before its subfolders' files.
            for child in subdirectories {
                enter(directory: child, relativeTo: root)
                if stopped { return }
            }
        }
    }
}
