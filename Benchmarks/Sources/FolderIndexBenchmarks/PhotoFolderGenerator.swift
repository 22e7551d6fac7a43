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

    /// A template JPEG: distinct pixels per `seed`, EXIF with an embedded thumbnail.
    static func template(seed: Int) throws -> (data: Data, dateOffset: Int) {
        func picture(width: Int, height: Int) -> PixelImage {
            var pixels = [UInt8](repeating: 0, count: width * height * 3)
            let a = Double(seed % 7 + 1), b = Double(seed % 11 + 2)
            for y in 0..<height {
                for x in 0..<width {
                    let u = Double(x) / Double(width), v = Double(y) / Double(height)
                    let i = (y * width + x) * 3
                    pixels[i] = UInt8(127 + 127 * sin(a * u * 6.28 + Double(seed)))
                    pixels[i + 1] = UInt8(127 + 127 * cos(b * v * 6.28 + Double(seed) * 0.3))
                    pixels[i + 2] = UInt8(truncatingIfNeeded: Int(255 * u * v) + seed * 13)
                }
            }
            return PixelImage(width: width, height: height, pixels: pixels)
        }
        let cameras = [("Canon", "Canon EOS R6", "RF24-105mm F4 L IS USM"), ("FUJIFILM", "X-T30", "XF35mmF1.4 R"),
                       ("SONY", "ILCE-7M3", "FE 35mm F1.8"), ("Apple", "iPhone 13", "iPhone 13 back camera")]
        let camera = cameras[seed % cameras.count]
        let place = places[seed % places.count]
        let metadata = ExifMetadata(
            make: camera.0, model: camera.1, lens: camera.2, exposureTime: "1/250", aperture: "2.8", focalLength: "35", iso: 200,
            dateTaken: placeholderDate, latitude: place?.0, longitude: place?.1, keywords: seed % 5 == 0 ? ["harbour"] : [])
        let thumbnail = try JPEGEncoder(quality: 70).encode(picture(width: 160, height: 120))
        let data = try ExifWriter.insert(metadata, into: JPEGEncoder(quality: 80).encode(picture(width: 320, height: 240)),
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
