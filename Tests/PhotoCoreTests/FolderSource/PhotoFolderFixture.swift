import EventStream
import Foundation
@testable import PhotoCore
@testable import ImagePipeline
@testable import PhotoModel

/// A folder of real photo files made for a test, removed at the end:
///
/// ```
/// holiday/IMG_0001.jpg   Canon EOS R6, 2024-07-14, keyword "harbour", GPS
/// holiday/IMG_0002.jpg   FUJIFILM X-T30, 2023-01-02, stored 64×32 with orientation 6 (portrait)
/// holiday/IMG_0003.JPEG  no EXIF
/// screens/screenshot.png
/// screens/half.jpg       a JPEG cut in half (a file being written)
/// screens/notes.jpg      text with a photo's name
/// screens/readme.txt     not a photo
/// screens/locked.jpg     mode 000 (still readable by root: the tests run as root in CI)
/// loop -> .              a symlink loop
/// gone.jpg -> nowhere    a dangling link
/// ```
final class PhotoFolderFixture {
    let root: URL

    static let canon = ExifMetadata(make: "Canon", model: "Canon EOS R6", lens: "RF24-105mm F4 L IS USM",
                                    exposureTime: "1/500", aperture: "8", focalLength: "50", iso: 100,
                                    dateTaken: "2024:07:14 09:15:00", latitude: 35.1796, longitude: 129.0756,
                                    keywords: ["harbour", "Busan"])
    static let fuji = ExifMetadata(make: "FUJIFILM", model: "X-T30", dateTaken: "2023:01:02 16:00:00", orientation: .right)

    /// Whether this process can read a mode-000 file (root can).
    static var readsLockedFiles: Bool { geteuid() == 0 }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("photo-folder-\(UUID().uuidString)")
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("holiday"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("screens"), withIntermediateDirectories: true)
        let landscape = try JPEGEncoder(quality: 90).encode(Self.halves(width: 64, height: 32))
        try write(ExifWriter.insert(Self.canon, into: landscape), "holiday/IMG_0001.jpg")
        try write(ExifWriter.insert(Self.fuji, into: landscape), "holiday/IMG_0002.jpg")
        try write(landscape, "holiday/IMG_0003.JPEG")
        try write(PNGEncoder().encode(TestImages.gradient(width: 40, height: 30)), "screens/screenshot.png")
        try write(landscape.prefix(landscape.count / 2), "screens/half.jpg")
        try write(Data("not a photo at all".utf8), "screens/notes.jpg")
        try write(Data("read me".utf8), "screens/readme.txt")
        try write(landscape, "screens/locked.jpg")
        chmod(root.appendingPathComponent("screens/locked.jpg").path, 0)
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("loop").path, withDestinationPath: ".")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("gone.jpg").path, withDestinationPath: "nowhere.jpg")
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    func write(_ data: Data, _ relative: String) throws {
        try data.write(to: root.appendingPathComponent(relative))
    }

    /// The left half dark, the right half white: which way it was turned shows.
    static func halves(width: Int, height: Int) -> PixelImage {
        var pixels = [UInt8]()
        for _ in 0..<height { for x in 0..<width { pixels += x < width / 2 ? [0, 0, 0] : [255, 255, 255] } }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    /// Waits (at most 60 s: a folder indexed under ThreadSanitizer on a loaded machine) for a
    /// single's result from another thread.
    static func await<Value>(_ single: Single<Value>) throws -> Value {
        let result = BlockingResult<Value>()
        let subscription = single.subscribe(onSuccess: { result.set(.success($0)) }, onFailure: { result.set(.failure($0)) })
        defer { subscription.dispose() }
        guard let outcome = result.wait(seconds: 60) else { throw TimedOut() }
        return try outcome.get()
    }

    struct TimedOut: Error {}
}
