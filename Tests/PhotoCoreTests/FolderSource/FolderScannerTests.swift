import EventStream
import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import ImagePipeline
@testable import PhotoModel

@Suite struct FolderScannerTests {
    private func scan(_ fixture: PhotoFolderFixture, batchSize: Int = 64) -> (files: [LocalPhotoFile], progress: FolderScanProgress, batches: Int) {
        var files: [LocalPhotoFile] = []
        var last = FolderScanProgress()
        var batches = 0
        FolderScanner(roots: [fixture.root], batchSize: batchSize).scan { batch, progress in
            files += batch
            last = progress
            batches += 1
        }
        return (files, last, batches)
    }

    @Test func listsPhotosInNameOrderAndCountsWhatItSkips() throws {
        let fixture = try PhotoFolderFixture()
        let (files, progress, _) = scan(fixture)
        var expected = ["holiday/IMG_0001.jpg", "holiday/IMG_0002.jpg", "holiday/IMG_0003.JPEG", "screens/half.jpg"]
        if PhotoFolderFixture.readsLockedFiles { expected.append("screens/locked.jpg") }
        expected.append("screens/screenshot.png")
        #expect(files.map(\.relativePath) == expected)
        #expect(progress.finished)
        #expect(progress.skippedByExtension == ["txt": 1])
        #expect(progress.notImages == 1)
        // The dangling link; and the mode-000 file unless we are root, who reads it anyway.
        #expect(progress.unreadable == (PhotoFolderFixture.readsLockedFiles ? 1 : 2))
        // `loop -> .` leads back to the root: entered once only.
        #expect(progress.loopsAvoided == 1)
        #expect(progress.description.contains("skipped"))
        let photos = PhotoFolderFixture.readsLockedFiles ? 6 : 5
        #expect(progress.summary == "\(photos) photos, \(progress.skipped) skipped")
        var scanning = FolderScanProgress()
        scanning.photos = 1
        #expect(scanning.summary == "1 photo…")
    }

    @Test func readsSizeFormatAndEXIFFromTheHeader() throws {
        let fixture = try PhotoFolderFixture()
        let files = Dictionary(uniqueKeysWithValues: scan(fixture).files.map { ($0.name, $0) })
        let canon = try #require(files["IMG_0001.jpg"])
        #expect(canon.metadata?.model == "Canon EOS R6")
        #expect(canon.pixelSize == PixelSize(width: 64, height: 32))
        // Stored landscape, turned upright by its orientation: portrait.
        #expect(try #require(files["IMG_0002.jpg"]).pixelSize == PixelSize(width: 32, height: 64))
        let png = try #require(files["screenshot.png"])
        #expect(png.format == .png && png.pixelSize == PixelSize(width: 40, height: 30) && png.metadata == nil)
        // The half-written JPEG is listed (its header is whole); decoding it will fail.
        #expect(files["half.jpg"] != nil)
    }

    /// The first read of a file is bounded (``FolderScanner/firstRead``): segments running past
    /// it (a long comment, then XMP, then the frame) are read too.
    @Test func readsAHeaderLongerThanTheFirstRead() throws {
        let fixture = try PhotoFolderFixture()
        let xmp = Array("http://ns.adobe.com/xap/1.0/\u{0}".utf8) + Array("""
            <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description><dc:subject><rdf:Bag>\
            <rdf:li>far</rdf:li></rdf:Bag></dc:subject></rdf:Description></rdf:RDF></x:xmpmeta>
            """.utf8)
        func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
            [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
        }
        let jpeg = try JPEGEncoder().encode(TestImages.gradient(width: 64, height: 32))
        var data = Data(jpeg.prefix(2))
        for _ in 0..<2 { data.append(contentsOf: segment(0xFE, [UInt8](repeating: 0x41, count: 40_000))) }
        data.append(contentsOf: segment(0xE1, xmp))
        data.append(jpeg.dropFirst(2))
        #expect(data.count > FolderScanner.firstRead)
        try fixture.write(data, "long header.jpg")
        let file = try FolderScanner.read(path: fixture.path("long header.jpg"), relativePath: "long header.jpg").get()
        #expect(file.pixelSize == PixelSize(width: 64, height: 32))
        #expect(file.metadata?.keywords == ["far"])
    }

    @Test func handsOverBatchesAsItGoes() throws {
        let fixture = try PhotoFolderFixture()
        let (files, _, batches) = scan(fixture, batchSize: 1)
        #expect(batches == files.count + 1)
    }

    @Test func stopsWhenCancelled() throws {
        let fixture = try PhotoFolderFixture()
        var progress = FolderScanProgress()
        FolderScanner(roots: [fixture.root]).scan(isCancelled: { true }) { _, last in progress = last }
        #expect(!progress.finished && progress.photos == 0)
    }

    @Test func aMissingRootIsCountedNotFatal() {
        var progress = FolderScanProgress()
        FolderScanner(roots: [URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)")]).scan { _, last in progress = last }
        #expect(progress.finished && progress.unreadable == 1 && progress.photos == 0)
    }
}
