import EventStream
import EventStreamTesting
import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// The Duplicates screen's link to a real folder: the groups come from its index, the copy goes
/// to a Trash of the test's own and comes back, each answer off the calling thread (so it runs
/// under ThreadSanitizer); any other source offers no review.
@Suite("Folder duplicate review")
struct FolderDuplicateReviewTests {
    @Test func findsTheCopyMovesItToTheTrashAndPutsItBack() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-review-\(UUID().uuidString.prefix(8))")
        let root = base.appendingPathComponent("Pictures")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        var pixels = [UInt8]()
        for y in 0..<48 { for x in 0..<64 { pixels += [UInt8(x * 4), UInt8(y * 5), UInt8((x ^ y) * 3 % 256)] } }
        let jpeg = try JPEGEncoder(quality: 85).encode(PixelImage(width: 64, height: 48, pixels: pixels))
        try jpeg.write(to: root.appendingPathComponent("a.jpg"))
        try jpeg.write(to: root.appendingPathComponent("b.jpg"))
        let service = FolderPhotoService(roots: [root])
        defer { service.stopScanning() }
        let trash = FreedesktopTrash(directory: base.appendingPathComponent("data/Trash"))
        let review = try #require(FolderDuplicateReview.of(service, trash: trash))

        let groups = try review.duplicates().blockingResult(timeout: 30).get()
        #expect(groups.map(\.kind) == [.exact] && groups.first?.files.map(\.relativePath) == ["a.jpg", "b.jpg"])
        let copy = root.appendingPathComponent("b.jpg").path
        let batch = try review.moveToTrash([copy]).blockingResult(timeout: 30).get()
        #expect(batch.items.map(\.originalPath) == [copy] && batch.items.map(\.name) == ["b.jpg"] && batch.failures.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: copy))
        #expect(try review.duplicates().blockingResult(timeout: 30).get().isEmpty)
        #expect(try review.restore(batch).blockingResult(timeout: 30).get().isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == jpeg)
        #expect(try review.duplicates().blockingResult(timeout: 30).get().count == 1)
    }

    @Test func anotherSourceOffersNone() {
        #expect(FolderDuplicateReview.of(CatalogPhotoService(scheduler: TestScheduler(initialClock: 0))) == nil)
    }
}
