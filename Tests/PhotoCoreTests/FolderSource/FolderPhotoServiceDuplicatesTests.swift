import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import ImagePipeline
@testable import PhotoModel

/// Duplicates found in a real folder: byte copies, the same photo resized and recompressed, and
/// distinct photos (of similar colours) never grouped.
@Suite struct FolderPhotoServiceDuplicatesTests {
    /// A smooth random picture (a 6×5 grid of random greys and tints, interpolated), sampled at
    /// `width`×`height`: the same seed at another size is the same photo resized.
    static func picture(_ seed: UInt64, _ width: Int, _ height: Int) -> PixelImage {
        var numbers = DuplicateFinderTests.Numbers(state: seed)
        let grid = (0..<30).map { _ in Double(numbers.next() % 256) }
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let gx = Double(x) / Double(width - 1) * 5, gy = Double(y) / Double(height - 1) * 4
                let x0 = min(4, Int(gx)), y0 = min(3, Int(gy))
                let fx = gx - Double(x0), fy = gy - Double(y0)
                func at(_ i: Int, _ j: Int) -> Double { grid[j * 6 + i] }
                let value = (at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx) * (1 - fy) + (at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx) * fy
                let grey = UInt8(max(0, min(255, value)))
                pixels += [grey, grey, UInt8(clamping: Int(grey) / 2 + 60)]
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    @Test func groupsCopiesAndResizedVersionsNeverDistinctPhotos() throws {
        let fixture = try PhotoFolderFixture()
        let folder = fixture.root.appendingPathComponent("dupes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let original = try JPEGEncoder(quality: 92).encode(Self.picture(1, 320, 240))
        try original.write(to: folder.appendingPathComponent("a.jpg"))
        try original.write(to: folder.appendingPathComponent("a copy.jpg"))
        try JPEGEncoder(quality: 55).encode(Self.picture(1, 160, 120)).write(to: folder.appendingPathComponent("a small.jpg"))
        for seed in 2...6 {
            try JPEGEncoder(quality: 92).encode(Self.picture(UInt64(seed), 320, 240))
                .write(to: folder.appendingPathComponent("other\(seed).jpg"))
        }
        let service = FolderPhotoService(roots: [folder], index: .memory)
        let groups = try PhotoFolderFixture.await(service.duplicates())
        #expect(groups.map(\.kind) == [.exact, .similar])
        #expect(groups.map { $0.files.map(\.relativePath) } == [["a copy.jpg", "a.jpg"], ["a copy.jpg", "a.jpg", "a small.jpg"]])
        #expect(groups.first?.reclaimableBytes == original.count)
    }

    /// Camera files carry an EXIF thumbnail, which their hash comes from; a copy resized by
    /// another program has none, and its hash comes from its pixels. Each such pair is grouped,
    /// and nothing else.
    @Test func aResizedCopyIsGroupedWithAnOriginalWhoseHashIsItsThumbnails() throws {
        let fixture = try PhotoFolderFixture()
        let folder = fixture.root.appendingPathComponent("camera")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for seed in 1...4 {
            let picture = PerceptualHashTests.detailed(UInt64(seed), 640, 480)
            let thumbnail = try JPEGEncoder(quality: 70).encode(Resampler.resample(picture, to: PixelSize(width: 160, height: 120)))
            let photo = try ExifWriter.insert(ExifMetadata(make: "Test", model: "Camera"), into: JPEGEncoder(quality: 90).encode(picture),
                                              thumbnail: thumbnail)
            try photo.write(to: folder.appendingPathComponent("IMG_\(seed).jpg"))
            let copy = Resampler.resample(try JPEGDecoder().decode(photo), to: PixelSize(width: 200, height: 150))
            try JPEGEncoder(quality: 60).encode(copy).write(to: folder.appendingPathComponent("IMG_\(seed) small.jpg"))
        }
        let scanned = { (name: String) in try? FolderScanner.read(path: folder.appendingPathComponent(name).path, relativePath: name).get() }
        #expect(scanned("IMG_1.jpg")?.exifThumbnail != nil && scanned("IMG_1 small.jpg")?.exifThumbnail == nil)
        let service = FolderPhotoService(roots: [folder], index: .memory)
        let groups = try PhotoFolderFixture.await(service.duplicates())
        #expect(groups.map(\.kind) == Array(repeating: .similar, count: 4))
        #expect(Set(groups.map { Set($0.files.map(\.relativePath)) }) == Set((1...4).map { ["IMG_\($0).jpg", "IMG_\($0) small.jpg"] }))
    }

    /// Found in a user trial: a half-size copy of a smooth gradient (no edge, every pair of
    /// neighbours in a row level but for compression noise) was not grouped with its original,
    /// and a white-to-black gradient was grouped with a blue-to-yellow one. Gradients the other
    /// ways and a plain picture are other pictures.
    @Test func aHalfSizeCopyOfASmoothGradientIsGroupedWithItsOriginal() throws {
        let fixture = try PhotoFolderFixture()
        let folder = fixture.root.appendingPathComponent("gradients")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let gradient = PerceptualHashTests.Smooth.blueToYellow.picture(640, 480)
        try JPEGEncoder(quality: 92).encode(gradient).write(to: folder.appendingPathComponent("gradient.jpg"))
        try JPEGEncoder(quality: 75).encode(Resampler.resample(gradient, to: PixelSize(width: 320, height: 240)))
            .write(to: folder.appendingPathComponent("gradient half.jpg"))
        // (Not a grey gradient rising downwards: its grey levels, what the hash sees, are the same.)
        for other in [PerceptualHashTests.Smooth.downwards, .across, .plain] {
            try JPEGEncoder(quality: 92).encode(other.picture(640, 480)).write(to: folder.appendingPathComponent("\(other).jpg"))
        }
        let service = FolderPhotoService(roots: [folder], index: .memory)
        let groups = try PhotoFolderFixture.await(service.duplicates())
        #expect(groups.map(\.kind) == [.similar])
        #expect(groups.map { $0.files.map(\.relativePath) } == [["gradient.jpg", "gradient half.jpg"]])
        let related = try PhotoFolderFixture.await(service.relatedPhotos(of: "folder:" + folder.appendingPathComponent("gradient.jpg").path))
        #expect(related.map(\.title) == ["gradient half.jpg"])
    }

    /// Esc on the Duplicates screen disposes the finding: it never answers, and a finding under
    /// way reads no more files (its groups are dropped).
    @Test func aFindingDisposedNeverAnswersAndACancelledOneGivesNothing() throws {
        let fixture = try PhotoFolderFixture()
        let folder = fixture.root.appendingPathComponent("dupes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let original = try JPEGEncoder(quality: 92).encode(Self.picture(1, 320, 240))
        for name in ["a.jpg", "a copy.jpg", "a again.jpg"] { try original.write(to: folder.appendingPathComponent(name)) }
        let service = FolderPhotoService(roots: [folder], index: .memory)
        let first = BlockingResult<[DuplicateGroup]>()
        service.duplicates().subscribe(onSuccess: { first.set(.success($0)) }, onFailure: { first.set(.failure($0)) }).dispose()
        // A second finding answers once the folder is hashed: the first would have by then.
        let groups = try PhotoFolderFixture.await(service.duplicates())
        #expect(groups.map(\.files.count) == [3])
        #expect(first.wait(seconds: 0.2) == nil)
        #expect(service.findDuplicates(isCancelled: { true }).isEmpty)
        #expect(service.findDuplicates().map(\.files.count) == [3])
    }
}
