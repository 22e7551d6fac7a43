import CExif
import Foundation
import PhotoModel

/// Reads ``ExifMetadata`` from the first bytes of a JPEG (EXIF through libexif, keywords from
/// EXIF `XPKeywords` and XMP `dc:subject`). Nothing here trusts the file: a damaged or missing
/// block gives fewer fields, never a crash.
///
/// ```swift
/// let metadata = ExifReader.read(try Data(contentsOf: url).prefix(ExifReader.headerBytes))
/// ```
public enum ExifReader {
    /// How much of a file to read: EXIF sits in the first 64 KiB segment, XMP right after it.
    public static let headerBytes = 256 * 1024

    /// The metadata of `data` (a JPEG, or its first ``headerBytes``); `nil` when it has none.
    public static func read(_ data: Data) -> ExifMetadata? {
        readWithThumbnail(data).metadata
    }

    /// The metadata of `data`, and where in `data` the EXIF thumbnail (a small JPEG cameras embed)
    /// lies, when there is one: what the index keeps, so a list row's picture is read from
    /// those few kilobytes and never the whole file.
    public static func readWithThumbnail(_ data: Data) -> (metadata: ExifMetadata?, thumbnail: Range<Int>?) {
        guard ImageFormat(sniffing: data) == .jpeg else { return (nil, nil) }
        var metadata = ExifMetadata()
        var found = false
        var thumbnail: Range<Int>?
        if let exif = load(data) {
            defer { exif_data_unref(exif) }
            found = fill(&metadata, from: exif)
            thumbnail = locate(thumbnailOf: exif, in: data)
        }
        let xmp = XMPKeywords.read(jpeg: data)
        if !xmp.isEmpty {
            found = true
            for keyword in xmp where !metadata.keywords.contains(keyword) { metadata.keywords.append(keyword) }
        }
        return (found ? metadata : nil, thumbnail)
    }

    /// Where libexif's copy of the thumbnail sits in `data` (libexif keeps the bytes, not their
    /// offset): found by content, so what is recorded is exactly what libexif read. Only a JPEG
    /// thumbnail counts (old TIFF-strip thumbnails are left to the other paths).
    private static func locate(thumbnailOf exif: UnsafeMutablePointer<ExifData>, in data: Data) -> Range<Int>? {
        guard let bytes = exif.pointee.data, exif.pointee.size >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        let length = Int(exif.pointee.size)
        return data.withUnsafeBytes { raw -> Range<Int>? in
            guard let offset = ByteSearch.find(UnsafeRawBufferPointer(start: bytes, count: length), in: raw) else { return nil }
            return offset..<(offset + length)
        }
    }

    /// Only the orientation (what every decode of a camera JPEG needs); `.up` without one.
    public static func orientation(of data: Data) -> ImageOrientation {
        guard ImageFormat(sniffing: data) == .jpeg, mayHaveExif(data), let exif = load(data) else { return .up }
        defer { exif_data_unref(exif) }
        guard let entry = photo_tui_exif_entry_in(exif, EXIF_IFD_0, EXIF_TAG_ORIENTATION), entry.pointee.data != nil,
              entry.pointee.format == EXIF_FORMAT_SHORT, entry.pointee.size >= 2 else { return .up }
        return ImageOrientation(rawValue: Int(exif_get_short(entry.pointee.data, exif_data_get_byte_order(exif)))) ?? .up
    }

    // MARK: - Private

    /// libexif's reading of `data`, as read: without `FOLLOW_SPECIFICATION`, which after loading
    /// adds every tag the standard makes mandatory and drops misplaced ones (`exif_content_fix`,
    /// a quarter of the EXIF cost per file, for tags never read here: each is looked up in its
    /// own IFD).
    static func load(_ data: Data) -> UnsafeMutablePointer<ExifData>? {
        guard let exif = exif_data_new() else { return nil }
        exif_data_unset_option(exif, EXIF_DATA_OPTION_FOLLOW_SPECIFICATION)
        data.withUnsafeBytes { raw in
            exif_data_load_data(exif, raw.bindMemory(to: UInt8.self).baseAddress, UInt32(raw.count))
        }
        return exif
    }

    /// What EXIF text loses at its ends (one set, made once: a union per field cost more than
    /// the field).
    private static let trimmed = CharacterSet.whitespacesAndNewlines.union(.controlCharacters)

    /// Whether an APP1 segment comes before the image data: `false` only when the segments up to
    /// the scan are well formed and none is APP1. libexif would find no EXIF then either, after
    /// looking through the whole file (about 40 µs for a 26 KB thumbnail, per decode); anything
    /// unexpected is left to libexif.
    static func mayHaveExif(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var app1 = false
            let end = JPEGSegments.walk(raw.bindMemory(to: UInt8.self)) { marker, _ in
                app1 = marker == 0xE1
                return !app1
            }
            return app1 || end != .imageData
        }
    }

    private static func fill(_ metadata: inout ExifMetadata, from exif: UnsafeMutablePointer<ExifData>) -> Bool {
        let order = exif_data_get_byte_order(exif)
        var found = false
        func entry(_ ifd: ExifIfd, _ tag: ExifTag) -> UnsafeMutablePointer<ExifEntry>? {
            guard let entry = photo_tui_exif_entry_in(exif, ifd, tag), entry.pointee.data != nil else { return nil }
            found = true
            return entry
        }
        func text(_ ifd: ExifIfd, _ tag: ExifTag) -> String? {
            guard let entry = entry(ifd, tag), entry.pointee.format == EXIF_FORMAT_ASCII else { return nil }
            let bytes = UnsafeBufferPointer(start: entry.pointee.data, count: Int(entry.pointee.size))
            // Trimmed by scalars (Foundation's trimmingCharacters went through NSString).
            let scalars = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self).unicodeScalars
            guard let first = scalars.firstIndex(where: { !trimmed.contains($0) }),
                  let last = scalars.lastIndex(where: { !trimmed.contains($0) }) else { return nil }
            return String(scalars[first...last])
        }
        func rationals(_ ifd: ExifIfd, _ tag: ExifTag) -> [(numerator: UInt32, denominator: UInt32)] {
            guard let entry = entry(ifd, tag), entry.pointee.format == EXIF_FORMAT_RATIONAL else { return [] }
            let count = min(Int(entry.pointee.components), Int(entry.pointee.size) / 8)
            return (0..<count).map { index in
                let value = exif_get_rational(entry.pointee.data + index * 8, order)
                return (value.numerator, value.denominator)
            }
        }
        func decimal(_ value: (numerator: UInt32, denominator: UInt32)) -> Double? {
            value.denominator == 0 ? nil : Double(value.numerator) / Double(value.denominator)
        }
        func short(_ ifd: ExifIfd, _ tag: ExifTag) -> Int? {
            guard let entry = entry(ifd, tag), entry.pointee.format == EXIF_FORMAT_SHORT, entry.pointee.size >= 2 else { return nil }
            return Int(exif_get_short(entry.pointee.data, order))
        }

        metadata.make = text(EXIF_IFD_0, EXIF_TAG_MAKE)
        metadata.model = text(EXIF_IFD_0, EXIF_TAG_MODEL)
        metadata.imageDescription = text(EXIF_IFD_0, EXIF_TAG_IMAGE_DESCRIPTION)
        metadata.artist = text(EXIF_IFD_0, EXIF_TAG_ARTIST)
        // "photographer\0editor": the first part is the photographer's notice.
        metadata.copyright = text(EXIF_IFD_0, EXIF_TAG_COPYRIGHT)
        metadata.lens = text(EXIF_IFD_EXIF, EXIF_TAG_LENS_MODEL)
        metadata.dateTaken = text(EXIF_IFD_EXIF, EXIF_TAG_DATE_TIME_ORIGINAL) ?? text(EXIF_IFD_0, EXIF_TAG_DATE_TIME)
        if let exposure = rationals(EXIF_IFD_EXIF, EXIF_TAG_EXPOSURE_TIME).first, exposure.denominator > 0 {
            // Cameras write 1/250 as 1/250 or 10/2500; both read "1/250".
            let (n, d) = (exposure.numerator, exposure.denominator)
            metadata.exposureTime = n > 0 && n < d && d % n == 0 ? "1/\(d / n)" : format(Double(n) / Double(d))
        }
        metadata.aperture = rationals(EXIF_IFD_EXIF, EXIF_TAG_FNUMBER).first.flatMap(decimal).map(format)
        metadata.focalLength = rationals(EXIF_IFD_EXIF, EXIF_TAG_FOCAL_LENGTH).first.flatMap(decimal).map(format)
        metadata.iso = short(EXIF_IFD_EXIF, EXIF_TAG_ISO_SPEED_RATINGS)
        if let raw = short(EXIF_IFD_0, EXIF_TAG_ORIENTATION), let orientation = ImageOrientation(rawValue: raw) {
            metadata.orientation = orientation
        }
        metadata.latitude = coordinate(rationals(EXIF_IFD_GPS, gpsTag(EXIF_TAG_GPS_LATITUDE)),
                                       reference: text(EXIF_IFD_GPS, gpsTag(EXIF_TAG_GPS_LATITUDE_REF)), negative: "S")
        metadata.longitude = coordinate(rationals(EXIF_IFD_GPS, gpsTag(EXIF_TAG_GPS_LONGITUDE)),
                                        reference: text(EXIF_IFD_GPS, gpsTag(EXIF_TAG_GPS_LONGITUDE_REF)), negative: "W")
        if metadata.latitude == nil || metadata.longitude == nil {
            metadata.latitude = nil
            metadata.longitude = nil
        }
        if let entry = entry(EXIF_IFD_0, EXIF_TAG_XP_KEYWORDS) {
            // UCS-2 little-endian, semicolon-separated (Windows Explorer's tag).
            let bytes = UnsafeBufferPointer(start: entry.pointee.data, count: Int(entry.pointee.size))
            let units = stride(from: 0, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }
            let text = String(decoding: units.prefix { $0 != 0 }, as: UTF16.self)
            metadata.keywords = text.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        }
        return found
    }

    private static func gpsTag(_ value: Int32) -> ExifTag { ExifTag(rawValue: UInt32(value)) }

    private static func coordinate(_ parts: [(numerator: UInt32, denominator: UInt32)], reference: String?, negative: String) -> Double? {
        guard parts.count == 3, parts.allSatisfy({ $0.denominator != 0 }) else { return nil }
        let values = parts.map { Double($0.numerator) / Double($0.denominator) }
        let degrees = values[0] + values[1] / 60 + values[2] / 3600
        guard degrees <= 180 else { return nil }
        return reference?.uppercased() == negative ? -degrees : degrees
    }

    /// `2.8`, `35`, `0.3`, `1.05`: at most two decimals, none when whole. Digits by hand:
    /// `String(format:)` went through Foundation's formatter, 3 % of a first index.
    static func format(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return String(value) }
        let hundredths = Int((abs(value) * 100).rounded())
        var text = (value < 0 && hundredths > 0 ? "-" : "") + String(hundredths / 100)
        let fraction = hundredths % 100
        if fraction != 0 {
            text += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        return text
    }
}
