import CExempi
import Foundation
import PhotoModel

/// A folder photo's rating in its XMP sidecar, `PHOTO.EXT.xmp` beside it (`IMG_0042.CR2.xmp`):
/// the name darktable and digiKam look for first (Lightroom's `PHOTO.xmp` is digiKam's second
/// choice), the one ``CreditSidecar`` writes too. `xmp:Rating` holds the stars (0 = not rated)
/// or -1 for a rejected photo, as Lightroom, darktable and digiKam read it.
///
/// Only with `[library] write_xmp = true`. An existing sidecar is read by exempi (Adobe's XMP
/// toolkit) and written back with the rating changed and everything else it held; one that
/// cannot be parsed is left as it is, with an error that says so. The photo itself is never
/// opened for writing; the sidecar is replaced atomically (a temporary file renamed over it).
public enum RatingSidecar {
    /// Why a sidecar was not written.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The sidecar there is not XMP exempi can read: left untouched.
        case unreadable(name: String)
        /// Not a regular file (a folder, a link to elsewhere…): left untouched.
        case notAFile(name: String)
        /// The folder cannot be written (read-only, full).
        case cannotWrite(name: String, reason: String)

        public var description: String {
            switch self {
            case .unreadable(let name): return "\(name) is not XMP photo-tui can read, so it was left as it is"
            case .notAFile(let name): return "\(name) is not a plain file, so it was left as it is"
            case .cannotWrite(let name, let reason): return "\(name) could not be written (\(reason))"
            }
        }
    }

    /// The largest sidecar read (a few KB is usual; anything huge is not one).
    static let maximumBytes = 4 << 20

    /// Where the sidecar of the photo at `file` is.
    public static func url(of file: URL) -> URL { CreditSidecar.url(beside: file) }

    /// Writes `rating` into the sidecar of the photo at `file`, merging it into the sidecar there.
    /// - Throws: ``Failure``.
    public static func write(_ rating: PhotoRating, for file: URL) throws {
        let sidecar = url(of: file)
        let name = sidecar.lastPathComponent
        guard initialized else { throw Failure.cannotWrite(name: name, reason: "the XMP toolkit did not start") }
        let xmp = try existing(at: sidecar) ?? xmp_new_empty()
        guard let xmp else { throw Failure.cannotWrite(name: name, reason: "out of memory") }
        defer { xmp_free(xmp) }
        guard xmp_set_property_int32(xmp, photo_tui_ns_xap(), "Rating", Int32(rating.xmpValue), 0) else {
            throw Failure.unreadable(name: name)
        }
        guard let text = serialized(xmp) else { throw Failure.cannotWrite(name: name, reason: "exempi could not write XMP") }
        // Asked first, so the reason is the folder's, in words (Foundation's would be "The volume is read only.").
        let folder = sidecar.deletingLastPathComponent().path
        if access(folder, W_OK) != 0 {
            let reason = errno == EROFS ? "the folder is on a read-only file system" : "the folder cannot be written (\(String(cString: strerror(errno))))"
            throw Failure.cannotWrite(name: name, reason: reason)
        }
        do {
            try Data(text.utf8).write(to: sidecar, options: .atomic)
        } catch {
            throw Failure.cannotWrite(name: name, reason: LibraryOpening.describe(error, at: sidecar))
        }
    }

    /// The rating the sidecar of the photo at `file` holds; nil when it has none (or no sidecar).
    public static func read(for file: URL) -> PhotoRating? {
        guard initialized, let xmp = try? existing(at: url(of: file)) else { return nil }
        defer { xmp_free(xmp) }
        var value: Int32 = 0
        guard xmp_get_property_int32(xmp, photo_tui_ns_xap(), "Rating", &value, nil) else { return nil }
        return value < 0 ? PhotoRating(isRejected: true) : PhotoRating(stars: Int(value))
    }

    // MARK: - Private

    private static let initialized = xmp_init()

    /// The sidecar at `url` parsed; nil when there is none.
    private static func existing(at url: URL) throws -> XmpPtr? {
        let name = url.lastPathComponent
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        guard (info.st_mode & S_IFMT) == S_IFREG else { throw Failure.notAFile(name: name) }
        guard Int(info.st_size) <= maximumBytes, let data = FileManager.default.contents(atPath: url.path) else {
            throw Failure.unreadable(name: name)
        }
        guard !data.isEmpty else { return nil }
        let parsed = data.withUnsafeBytes { raw in
            raw.bindMemory(to: CChar.self).baseAddress.flatMap { xmp_new($0, raw.count) }
        }
        guard let parsed else { throw Failure.unreadable(name: name) }
        return parsed
    }

    /// The XMP as text, without the packet wrapper (a sidecar is a file of its own, as darktable
    /// and digiKam write theirs), after an XML declaration.
    private static func serialized(_ xmp: XmpPtr) -> String? {
        guard let buffer = xmp_string_new() else { return nil }
        defer { xmp_string_free(buffer) }
        guard xmp_serialize(xmp, buffer, UInt32(XMP_SERIAL_OMITPACKETWRAPPER), 0), let text = xmp_string_cstr(buffer) else {
            return nil
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + String(cString: text)
    }
}
