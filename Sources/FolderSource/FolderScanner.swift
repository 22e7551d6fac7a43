import Foundation
#if canImport(Glibc)
import Glibc
#endif
import ImagePipeline
import PhotoModel

/// Walks folders for photos (``FolderWalker``: in name order, names as bytes, links out of the
/// root not followed) and reads each file's first bytes: format, size, EXIF and where its EXIF
/// thumbnail lies.
///
/// JPEG and PNG files are listed; other files are counted by extension and skipped, as are
/// files that are not images whatever their name, and files that cannot be read. Hidden files
/// and folders (a leading dot) are not visited. The persistent index (``FolderIndexer``) uses
/// the same walk and the same ``read(path:relativePath:)``, on worker threads.
public struct FolderScanner: Sendable {
    /// Extensions worth opening.
    public static let photoExtensions: Set<String> = ["jpg", "jpeg", "jpe", "jfif", "png"]

    /// The folders to walk.
    public let roots: [URL]
    /// Files per batch handed to the caller.
    public var batchSize: Int
    /// Follow links out of the roots too.
    public var followLinks: Bool

    /// Creates a scanner.
    public init(roots: [URL], batchSize: Int = 64, followLinks: Bool = false) {
        self.roots = roots
        self.batchSize = max(1, batchSize)
        self.followLinks = followLinks
    }

    /// Walks every root on the calling thread, handing over batches of files with the progress
    /// so far; the last call has `progress.finished` set (and may have no files).
    /// - Parameter isCancelled: checked between files; the walk stops when it returns true.
    public func scan(isCancelled: () -> Bool = { false }, batch: ([LocalPhotoFile], FolderScanProgress) -> Void) {
        var walked = FolderScanProgress()
        var read = FolderScanProgress()  // photos, and files that were not photos after all
        var pending: [LocalPhotoFile] = []
        var stopped = false
        func shown(_ walk: FolderScanProgress) -> FolderScanProgress {
            var progress = walk
            progress.photos = read.photos
            progress.notImages += read.notImages
            progress.unreadable += read.unreadable
            return progress
        }
        var last = FolderScanProgress()
        for root in roots where !stopped {
            let walker = FolderWalker(root: root, followLinks: followLinks)
            let base = walker.givenRoot
            var counted = walked
            stopped = !walker.walk(progress: &counted, isCancelled: isCancelled) { folder in
                last = folder.progress
                for entry in folder.files {
                    let relative = FileNameBytes.string(fromBytes: entry.relativePath)
                    switch Self.read(path: Self.join(base, relative), relativePath: relative) {
                    case .success(let file):
                        pending.append(file)
                        read.photos += 1
                        if pending.count >= batchSize {
                            batch(pending, shown(folder.progress))
                            pending.removeAll(keepingCapacity: true)
                        }
                    case .failure(.notImage): read.notImages += 1
                    case .failure(.unreadable): read.unreadable += 1
                    }
                }
            }
            walked = counted
            last = walked
        }
        var final = shown(last)
        final.finished = !stopped
        batch(pending, final)
    }

    /// `root/relative`.
    static func join(_ root: String, _ relative: String) -> String {
        root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    /// Reads one file's header: `nil` with the reason when it is not a readable photo. `path` is
    /// a lossless string (``FileNameBytes``); what is recorded (size, time, inode) is what the
    /// open file says, so a file replaced meanwhile is recorded as the one read.
    public static func read(path: String, relativePath: String) -> Result<LocalPhotoFile, SkipReason> {
        let descriptor = FileNameBytes.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else { return .failure(.unreadable) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.unreadable) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.notImage) }
        let most = min(Int(info.st_size), ExifReader.headerBytes)
        guard most > 0 else { return .failure(.notImage) }  // 0 bytes: not a photo (yet)
        // The segments before the scan (EXIF with its thumbnail, XMP, the frame) are all that is
        // read: most cameras' fit in the first read, the rest only when they run past it.
        var head = Data(count: min(most, firstRead))
        var got = readFully(descriptor, into: &head, from: 0)
        if got == head.count, got < most, !headerIsWhole(head) {
            head.count = most
            got += readFully(descriptor, into: &head, from: got)
        }
        guard got > 0 else { return .failure(.unreadable) }
        head.count = got
        let format = ImageFormat(sniffing: head)
        var metadata: ExifMetadata?
        var thumbnail: Range<Int>?
        let stored: PixelSize?
        switch format {
        case .jpeg:
            (metadata, thumbnail) = ExifReader.readWithThumbnail(head)
            stored = head.withUnsafeBytes { JPEGSegments.frameSize($0.bindMemory(to: UInt8.self)) }
        case .png:
            stored = try? PNGDecoder().size(of: head)
        default:
            return .failure(.notImage)
        }
        let orientation = metadata?.orientation ?? .up
        let nanoseconds = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        return .success(LocalPhotoFile(
            path: path, relativePath: relativePath, byteCount: Int(info.st_size), modified: Int(info.st_mtim.tv_sec),
            format: format, pixelSize: stored.map { orientation.uprightSize($0) } ?? PixelSize(width: 0, height: 0),
            metadata: metadata, modifiedNanoseconds: nanoseconds, inode: UInt64(info.st_ino), exifThumbnail: thumbnail))
    }

    /// The first read of a file's head: a camera's EXIF with its thumbnail, and the tables and
    /// frame after it, in most photos (the whole of a 256 KiB read cost more to copy than to parse).
    static let firstRead = 64 * 1024

    /// Reads into `data` from byte `offset` (the file's and the buffer's) to its end or the
    /// file's; the bytes read.
    private static func readFully(_ descriptor: Int32, into data: inout Data, from offset: Int) -> Int {
        data.withUnsafeMutableBytes { buffer -> Int in
            var total = 0
            while offset + total < buffer.count {
                let count = pread(descriptor, buffer.baseAddress! + offset + total, buffer.count - offset - total, off_t(offset + total))
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                total += count
            }
            return total
        }
    }

    /// Whether `head` holds every segment before a JPEG's scan (not a JPEG: nothing more to read).
    private static func headerIsWhole(_ head: Data) -> Bool {
        guard ImageFormat(sniffing: head) == .jpeg else { return true }
        return head.withUnsafeBytes { JPEGSegments.walk($0.bindMemory(to: UInt8.self)) { _, _ in true } == .imageData }
    }

    /// Why a file was not listed.
    public enum SkipReason: Error, Sendable {
        case notImage
        case unreadable
    }
}
