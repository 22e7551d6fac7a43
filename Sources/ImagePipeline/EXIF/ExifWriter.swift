import CExif
import Foundation

/// Writes ``ExifMetadata`` into a JPEG as an EXIF APP1 segment with libexif: how the tests and
/// the scan benchmark make real camera-like files (keywords go in as EXIF `XPKeywords`).
///
/// ```swift
/// let jpeg = try ExifWriter.insert(ExifMetadata(make: "Canon", orientation: .right), into: JPEGEncoder().encode(image))
/// ```
public enum ExifWriter {
    /// `jpeg` with an EXIF segment right after its start-of-image marker.
    /// - Throws: `JPEGError.unsupportedFormat` when `jpeg` is not a JPEG.
    /// - Parameter thumbnail: a small JPEG to embed as the EXIF thumbnail (IFD1), as cameras do.
    public static func insert(_ metadata: ExifMetadata, into jpeg: Data, thumbnail: Data? = nil) throws -> Data {
        let format = ImageFormat(sniffing: jpeg)
        guard format == .jpeg else { throw JPEGError.unsupportedFormat(format) }
        let segment = app1(metadata, thumbnail: thumbnail)
        var result = Data(jpeg.prefix(2))
        result.append(contentsOf: [0xFF, 0xE1, UInt8((segment.count + 2) >> 8), UInt8((segment.count + 2) & 0xFF)])
        result.append(contentsOf: segment)
        result.append(jpeg.dropFirst(2))
        return result
    }

    /// The APP1 body (`Exif\0\0` and the TIFF structure).
    static func app1(_ metadata: ExifMetadata, thumbnail: Data? = nil) -> [UInt8] {
        guard let exif = exif_data_new() else { return [] }
        defer { exif_data_unref(exif) }
        if let thumbnail, !thumbnail.isEmpty, let copy = malloc(thumbnail.count)?.assumingMemoryBound(to: UInt8.self) {
            // libexif owns and frees `data`; it writes IFD1 and the JPEGInterchangeFormat tags.
            thumbnail.copyBytes(to: copy, count: thumbnail.count)
            exif.pointee.data = copy
            exif.pointee.size = UInt32(thumbnail.count)
        }
        exif_data_set_byte_order(exif, EXIF_BYTE_ORDER_INTEL)
        let order = EXIF_BYTE_ORDER_INTEL

        func add(_ ifd: ExifIfd, _ tag: ExifTag, format: ExifFormat, components: Int, bytes: [UInt8]) {
            guard let content = photo_tui_exif_content(exif, ifd), let entry = exif_entry_new() else { return }
            defer { exif_entry_unref(entry) }
            guard let storage = malloc(max(bytes.count, 1))?.assumingMemoryBound(to: UInt8.self) else { return }
            bytes.withUnsafeBufferPointer { storage.update(from: $0.baseAddress!, count: bytes.count) }
            entry.pointee.tag = tag
            entry.pointee.format = format
            entry.pointee.components = UInt(components)
            entry.pointee.size = UInt32(bytes.count)
            entry.pointee.data = storage
            exif_content_add_entry(content, entry)
        }
        func ascii(_ ifd: ExifIfd, _ tag: ExifTag, _ value: String?) {
            guard let value else { return }
            let bytes = Array(value.utf8) + [0]
            add(ifd, tag, format: EXIF_FORMAT_ASCII, components: bytes.count, bytes: bytes)
        }
        func rationals(_ ifd: ExifIfd, _ tag: ExifTag, _ values: [(UInt32, UInt32)]) {
            var bytes = [UInt8](repeating: 0, count: values.count * 8)
            for (index, value) in values.enumerated() {
                bytes.withUnsafeMutableBufferPointer { buffer in
                    exif_set_rational(buffer.baseAddress! + index * 8, order, ExifRational(numerator: value.0, denominator: value.1))
                }
            }
            add(ifd, tag, format: EXIF_FORMAT_RATIONAL, components: values.count, bytes: bytes)
        }
        func short(_ ifd: ExifIfd, _ tag: ExifTag, _ value: Int) {
            var bytes = [UInt8](repeating: 0, count: 2)
            bytes.withUnsafeMutableBufferPointer { exif_set_short($0.baseAddress!, order, ExifShort(value)) }
            add(ifd, tag, format: EXIF_FORMAT_SHORT, components: 1, bytes: bytes)
        }
        func fraction(_ text: String?) -> (UInt32, UInt32)? {
            guard let text else { return nil }
            if text.hasPrefix("1/"), let denominator = UInt32(text.dropFirst(2)) { return (1, denominator) }
            guard let value = Double(text) else { return nil }
            return (UInt32((value * 100).rounded()), 100)
        }
        func dms(_ value: Double) -> [(UInt32, UInt32)] {
            let magnitude = abs(value)
            let degrees = magnitude.rounded(.down)
            let minutes = ((magnitude - degrees) * 60).rounded(.down)
            let seconds = ((magnitude - degrees) * 60 - minutes) * 60
            return [(UInt32(degrees), 1), (UInt32(minutes), 1), (UInt32((seconds * 10_000).rounded()), 10_000)]
        }

        ascii(EXIF_IFD_0, EXIF_TAG_MAKE, metadata.make)
        ascii(EXIF_IFD_0, EXIF_TAG_MODEL, metadata.model)
        ascii(EXIF_IFD_0, EXIF_TAG_IMAGE_DESCRIPTION, metadata.imageDescription)
        ascii(EXIF_IFD_0, EXIF_TAG_ARTIST, metadata.artist)
        ascii(EXIF_IFD_0, EXIF_TAG_COPYRIGHT, metadata.copyright)
        if metadata.orientation != .up { short(EXIF_IFD_0, EXIF_TAG_ORIENTATION, metadata.orientation.rawValue) }
        if !metadata.keywords.isEmpty {
            let units = Array(metadata.keywords.joined(separator: ";").utf16) + [0]
            let bytes = units.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            add(EXIF_IFD_0, EXIF_TAG_XP_KEYWORDS, format: EXIF_FORMAT_BYTE, components: bytes.count, bytes: bytes)
        }
        ascii(EXIF_IFD_EXIF, EXIF_TAG_DATE_TIME_ORIGINAL, metadata.dateTaken)
        ascii(EXIF_IFD_EXIF, EXIF_TAG_LENS_MODEL, metadata.lens)
        if let exposure = fraction(metadata.exposureTime) { rationals(EXIF_IFD_EXIF, EXIF_TAG_EXPOSURE_TIME, [exposure]) }
        if let aperture = fraction(metadata.aperture) { rationals(EXIF_IFD_EXIF, EXIF_TAG_FNUMBER, [aperture]) }
        if let focal = fraction(metadata.focalLength) { rationals(EXIF_IFD_EXIF, EXIF_TAG_FOCAL_LENGTH, [focal]) }
        if let iso = metadata.iso { short(EXIF_IFD_EXIF, EXIF_TAG_ISO_SPEED_RATINGS, iso) }
        if let latitude = metadata.latitude, let longitude = metadata.longitude {
            let tag = { (value: Int32) in ExifTag(rawValue: UInt32(value)) }
            ascii(EXIF_IFD_GPS, tag(EXIF_TAG_GPS_LATITUDE_REF), latitude < 0 ? "S" : "N")
            rationals(EXIF_IFD_GPS, tag(EXIF_TAG_GPS_LATITUDE), dms(latitude))
            ascii(EXIF_IFD_GPS, tag(EXIF_TAG_GPS_LONGITUDE_REF), longitude < 0 ? "W" : "E")
            rationals(EXIF_IFD_GPS, tag(EXIF_TAG_GPS_LONGITUDE), dms(longitude))
        }

        var buffer: UnsafeMutablePointer<UInt8>? = nil
        var size: UInt32 = 0
        exif_data_save_data(exif, &buffer, &size)
        defer { free(buffer) }
        guard let buffer, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
    }
}
