import Foundation
import PhotoCore

/// Writes a folder of small camera-like JPEGs fast: a template per subfolder (320×240, an EXIF
/// block written by libexif with camera, lens, a 160×120 EXIF thumbnail and, in some folders, a
/// GPS position), copied for each file with only its DateTimeOriginal bytes patched. 100,000
/// files in about a minute on this machine; nothing here is committed.
struct PhotoFolderGenerator {
    static let placeholderDate = "2024:06:14 10:00:00"
    static let places: [(Double, Double)?] = [(33.4996, 126.5312), (35.1796, 129.0756), (37.5665, 126.9780), (48.8566, 2.3522), nil, nil]

    let root: URL
    let files: Int
    let perFolder: Int

    /// The subfolder of file `index`.
    func folder(_ number: Int) -> URL {
        root.appendingPathComponent(String(format: "%04d/album-%03d", 2015 + number % 10, number))
    }

    /// Seed `seed`'s picture at any size (the thumbnail is the photo made smaller): random colours
    /// on a 7×6 grid, blended smoothly, with a ripple of random direction and fineness for
    /// detail. Every seed draws its own, so no two pictures of a folder are alike (the sines of
    /// earlier rounds repeated their frequencies every 77 seeds, and their pictures were grouped
    /// as near-duplicates).
    static func picture(seed: Int) -> (Int, Int) -> PixelImage {
        // SplitMix64 from a scrambled seed: neighbouring seeds start far apart.
        var random = SeededRandom(seed: UInt64(bitPattern: Int64(seed)) &* 0xD1B5_4A32_D192_ED03)
        let grid = (0..<(7 * 6 * 3)).map { _ in random.unit() * 255 }
        let ripple = (x: random.unit() * 16 - 8, y: random.unit() * 16 - 8, phase: random.unit() * 6.283, depth: 10 + random.unit() * 30)
        return { width, height in
            var pixels = [UInt8](repeating: 0, count: width * height * 3)
            for y in 0..<height {
                let gy = Double(y) / Double(max(1, height - 1)) * 5, row = min(4, Int(gy)), fy = gy - Double(row)
                for x in 0..<width {
                    let gx = Double(x) / Double(max(1, width - 1)) * 6, column = min(5, Int(gx)), fx = gx - Double(column)
                    let u = Double(x) / Double(width), v = Double(y) / Double(height)
                    let detail = ripple.depth * sin(6.283 * (ripple.x * u + ripple.y * v) + ripple.phase)
                    for channel in 0..<3 {
                        func at(_ i: Int, _ j: Int) -> Double { grid[(j * 7 + i) * 3 + channel] }
                        let top = at(column, row) * (1 - fx) + at(column + 1, row) * fx
                        let bottom = at(column, row + 1) * (1 - fx) + at(column + 1, row + 1) * fx
                        pixels[(y * width + x) * 3 + channel] = UInt8(max(0, min(255, top * (1 - fy) + bottom * fy + detail)))
                    }
                }
            }
            return PixelImage(width: width, height: height, pixels: pixels)
        }
    }

    /// A template JPEG: a picture of its own per `seed`, EXIF with an embedded thumbnail.
    static func template(seed: Int) throws -> (data: Data, dateOffset: Int) {
        let picture = Self.picture(seed: seed)
        let cameras = [("Canon", "Canon EOS R6", "RF24-105mm F4 L IS USM"), ("FUJIFILM", "X-T30", "XF35mmF1.4 R"),
                       ("SONY", "ILCE-7M3", "FE 35mm F1.8"), ("Apple", "iPhone 13", "iPhone 13 back camera")]
        let camera = cameras[seed % cameras.count]
        let place = places[seed % places.count]
        let metadata = ExifMetadata(
            make: camera.0, model: camera.1, lens: camera.2, exposureTime: "1/250", aperture: "2.8", focalLength: "35", iso: 200,
            dateTaken: placeholderDate, latitude: place?.0, longitude: place?.1, keywords: seed % 5 == 0 ? ["harbour"] : [])
        let thumbnail = try JPEGEncoder(quality: 70).encode(picture(160, 120))
        let data = try ExifWriter.insert(metadata, into: JPEGEncoder(quality: 80).encode(picture(320, 240)),
                                         thumbnail: thumbnail)
        let marker = Data(placeholderDate.utf8)
        guard let range = data.range(of: marker) else { throw CocoaError(.fileWriteUnknown) }
        return (data, range.lowerBound)
    }

    /// Writes every file; returns how many.
    @discardableResult
    func generate() throws -> Int {
        let folders = (files + perFolder - 1) / perFolder
        var written = 0
        let start = Date(timeIntervalSince1970: 1_420_070_400)  // 2015-01-01
        for number in 0..<folders {
            let directory = folder(number)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var (template, offset) = try Self.template(seed: number)
            let count = min(perFolder, files - written)
            for index in 0..<count {
                // About 37 photos a day over the years, in bursts.
                let seconds = Double(written) * 2335 + Double(index % 37) * 60
                let date = start.addingTimeInterval(seconds)
                let text = Self.exifFormatter.string(from: date)
                template.withUnsafeMutableBytes { (raw: UnsafeMutableRawBufferPointer) in
                    for (i, byte) in text.utf8.enumerated() { raw[offset + i] = byte }
                }
                let path = directory.appendingPathComponent(String(format: "IMG_%04d.jpg", index)).path
                let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission) }
                _ = template.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
                written += 1
            }
        }
        return written
    }

    static let exifFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy:MM:dd HH:mm:ss"
        return formatter
    }()
}
