import Foundation
import ImagePipeline
import PhotoModel

/// A photo's EXIF thumbnail (the small JPEG cameras embed, usually 160×120), read from where the
/// index found it: a few kilobytes with one `pread`, where the freedesktop cache or a decode of
/// the photo costs a file or a megapixel decode. Handed on as a JPEG carrying the photo's
/// orientation (the thumbnail has none of its own), so the loader turns it upright as it would
/// the photo.
enum ExifThumbnail {
    /// The thumbnail of the file at `path` (lossless string), `location` being
    /// `OFFSET-LENGTH-ORIENTATION`, when it is whole and covers `size`; `nil` otherwise (the
    /// caller takes another path).
    static func read(path: String, location: String, covering size: PixelSize) -> Data? {
        let parts = location.split(separator: "-")
        guard parts.count == 3, let offset = Int(parts[0]), let length = Int(parts[1]), offset >= 0, length > 0,
              let orientation = Int(parts[2]).flatMap(ImageOrientation.init(rawValue:)) else { return nil }
        guard let bytes = PerceptualHash.read(path, range: offset..<(offset + length)), ImageFormat(sniffing: bytes) == .jpeg,
              let stored = bytes.withUnsafeBytes({ JPEGSegments.frameSize($0.bindMemory(to: UInt8.self)) }) else { return nil }
        let upright = orientation.uprightSize(stored)
        guard upright.width >= size.width, upright.height >= size.height else { return nil }
        guard orientation != .up else { return bytes }
        return try? ExifWriter.insert(ExifMetadata(orientation: orientation), into: bytes)
    }
}
