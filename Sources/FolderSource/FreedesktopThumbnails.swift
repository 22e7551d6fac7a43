import CGLib
import Foundation
import Logging
#if canImport(Glibc)
import Glibc
#endif
import ImagePipeline
import PhotoModel

/// The freedesktop thumbnail cache (`$XDG_CACHE_HOME/thumbnails/normal|large|…`), shared with
/// file managers and image viewers: a PNG per file, named by the MD5 of the file's URI, that
/// records the URI and modification time (`Thumb::URI`, `Thumb::MTime`) in text chunks.
///
/// A thumbnail is read when present and current; when absent, or older than the file, it is
/// made (decoded upright, scaled to fit) and written for everyone. A file that fails to decode
/// (half-written, damaged) gets no thumbnail, so it is tried again next time.
public final class FreedesktopThumbnails: @unchecked Sendable {
    /// `…/thumbnails`.
    public let directory: URL
    private let decoder: ImageDecoder
    private let logger: Logger
    private let counters = Locked(Statistics())

    /// What the cache did since creation.
    public struct Statistics: Sendable, Equatable {
        public var hits = 0
        public var written = 0
        public var refreshed = 0
        public var failures = 0
    }

    /// Creates the cache over `directory` (created when first written).
    public init(directory: URL, decoder: ImageDecoder = ImageDecoder(), logger: Logger = Logger(label: "photo-tui.thumbnails")) {
        self.directory = directory
        self.decoder = decoder
        self.logger = logger
    }

    /// `$XDG_CACHE_HOME/thumbnails`, else `~/.cache/thumbnails`.
    public static func defaultDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache).appendingPathComponent("thumbnails")
        }
        let home = environment["HOME"] ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/thumbnails")
    }

    /// The file's URI as the standard wants it (GLib's `g_filename_to_uri`, as GNOME writes it).
    public static func uri(forPath path: String) -> String {
        // The path's own bytes (a lossless string may stand for a name that is not UTF-8):
        // the URI percent-encodes them, as every other program's would.
        guard let uri = FileNameBytes.withCString(path, { g_filename_to_uri($0, nil, nil) }) else {
            return LocalFileURL.make(path: path).absoluteString
        }
        defer { g_free(uri) }
        return String(cString: uri)
    }

    /// Where the thumbnail of `path` at `size` lives.
    public func thumbnailURL(forPath path: String, size: ThumbnailSize) -> URL {
        let uri = Self.uri(forPath: path)
        let name: String
        if let digest = g_compute_checksum_for_string(G_CHECKSUM_MD5, uri, -1) {
            name = String(cString: digest)
            g_free(digest)
        } else {
            name = SHA256.hex(Array(uri.utf8))
        }
        return directory.appendingPathComponent(size.rawValue).appendingPathComponent(name + ".png")
    }

    /// The thumbnail's PNG bytes: from the cache when it matches the file's URI and mtime, else
    /// made from the file now and written to the cache.
    /// - Throws: `PhotoServiceError.gone` when the file is missing; decode errors otherwise.
    public func thumbnail(forPath path: String, size: ThumbnailSize) throws -> Data {
        var info = stat()
        guard FileNameBytes.withCString(path, { stat($0, &info) }) == 0 else { throw PhotoServiceError.gone }
        let mtime = String(Int(info.st_mtim.tv_sec))
        let uri = Self.uri(forPath: path)
        let target = thumbnailURL(forPath: path, size: size)
        var stale = false
        if let cached = try? Data(contentsOf: target) {
            let text = PNGTextChunks.read(cached)
            if text["Thumb::URI"] == uri, text["Thumb::MTime"] == mtime, (try? PNGDecoder().size(of: cached)) != nil {
                count { $0.hits += 1 }
                return cached
            }
            stale = true
        }
        let original: Data
        do {
            original = try PerceptualHash.readWhole(path)
        } catch {
            throw FileNameBytes.withCString(path, { access($0, F_OK) }) == 0 ? error : PhotoServiceError.gone
        }
        let png: Data
        do {
            // A square target: the DCT scale covers the box, so the fitted image is never enlarged.
            let decoded = try decoder.decode(original, atLeast: PixelSize(width: size.pixels, height: size.pixels))
            let fitted = Self.fit(decoded, within: size.pixels)
            png = try PNGEncoder().encode(fitted, text: [
                ("Thumb::URI", uri), ("Thumb::MTime", mtime), ("Thumb::Size", String(info.st_size)),
                ("Software", "photo-tui \(PhotoTUIVersion.current)"),
            ])
        } catch {
            count { $0.failures += 1 }
            throw error
        }
        write(png, to: target)
        count { stale ? ($0.refreshed += 1) : ($0.written += 1) }
        return png
    }

    /// Counters since creation.
    public var statistics: Statistics { counters.withLock { $0 } }

    // MARK: - Private

    private func count(_ change: (inout Statistics) -> Void) { counters.withLock { change(&$0) } }

    /// `image` scaled so its longest side is `side` (never enlarged).
    static func fit(_ image: PixelImage, within side: Int) -> PixelImage {
        let longest = max(image.width, image.height)
        guard longest > side else { return image }
        let scale = Double(side) / Double(longest)
        let size = PixelSize(width: max(1, Int((Double(image.width) * scale).rounded())),
                             height: max(1, Int((Double(image.height) * scale).rounded())))
        return Resampler.resample(image, to: size)
    }

    /// Written under a temporary name and renamed, private to the user (the standard asks 0600
    /// files in 0700 folders); a read-only cache is logged once per file and otherwise ignored.
    private func write(_ png: Data, to target: URL) {
        let folder = target.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
            // Plain POSIX calls: Foundation's atomic write syncs to disk, which costs more than
            // making the thumbnail, and a lost thumbnail is only made again.
            let temporary = folder.appendingPathComponent("photo-tui-\(UUID().uuidString).png.part").path
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission) }
            let complete = png.withUnsafeBytes { raw in Glibc.write(descriptor, raw.baseAddress, raw.count) == raw.count }
            close(descriptor)
            guard complete, rename(temporary, target.path) == 0 else {
                unlink(temporary)
                throw CocoaError(.fileWriteUnknown)
            }
        } catch {
            logger.debug("thumbnail not cached: \(error)")
        }
    }
}
