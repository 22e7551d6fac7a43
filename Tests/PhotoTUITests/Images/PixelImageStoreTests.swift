import EventStream
import EventStreamTesting
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// The store of photos in real pixels: thumbnails beside the preview, each at its cells' pixel
/// size, encoded on the worker, kept per (photo, cells, kind), cancelled when their rows leave.
@Suite("Pixel image store")
struct PixelImageStoreTests {
    typealias ScriptedSource = ImageCellStoreTests.ScriptedSource
    private let thumbnail = Size(width: 10, height: 3)

    private func store(_ graphicsProtocol: GraphicsProtocol = .kitty, source: ScriptedSource, scheduler: TestScheduler,
                       thumbnailCapacity: Int = 300, onChange: @escaping () -> Void = {}) -> PixelImageStore {
        PixelImageStore(graphicsProtocol: graphicsProtocol, cellPixels: Size(width: 9, height: 18), source: source, main: scheduler,
                        thumbnailCapacity: thumbnailCapacity, onChange: onChange)
    }

    /// Thumbnails in pixels on every protocol (issue #26: sixel and iTerm2 too); images keep
    /// their pixels where the protocol cannot crop when placing, so an overlay leaves the rest.
    @Test func everyProtocolEncodesThumbnailsAndPreviewsCanShowAPart() throws {
        var pixels: [UInt8] = []
        for index in 0..<(90 * 54) {
            let x = UInt8(index % 90 * 2), y = UInt8(index / 90 * 4)
            pixels += [x, y, 128]
        }
        let image = PixelImage(width: 90, height: 54, pixels: pixels)
        for graphicsProtocol in GraphicsProtocol.allCases {
            let thumbnail = try #require(PixelImageStore.encode(image, protocol: graphicsProtocol, columns: 10, rows: 3,
                                                                cell: Size(width: 9, height: 18), kind: .thumbnail))
            let preview = try #require(PixelImageStore.encode(image, protocol: graphicsProtocol, columns: 10, rows: 3,
                                                              cell: Size(width: 9, height: 18), kind: .preview))
            #expect(thumbnail.graphicsProtocol == graphicsProtocol)
            #expect(thumbnail.canCrop, "\(graphicsProtocol)")
            #expect(preview.canCrop, "\(graphicsProtocol)")
            if case .reencoded(let part) = preview.cropping {
                let left = try #require(part(Rect(x: 0, y: 0, width: 45, height: 54)))
                #expect(left.columns == 5 && left.rows == 3 && left.pixelWidth == 45)
            }
        }
    }

    /// Kitty reading shared memory: images keep their RGB pixels (no PNG), counted in what the
    /// store keeps; one too large for a quarter of the previews' budget is a PNG as before.
    @Test func withSharedMemoryKittyImagesKeepTheirPixelsWithinABudget() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ScriptedSource()
        // 90×54 pixels are 14,580 bytes of RGB: under a quarter of the previews' share of 500 KB
        // (13 % is 65,000 bytes, a quarter 16,250); 180×108 are not.
        let store = PixelImageStore(graphicsProtocol: .kitty, cellPixels: Size(width: 9, height: 18), source: source, main: scheduler,
                                    budget: ImageMemoryBudget(totalBytes: 500_000), kittySharedMemory: true, onChange: {})
        let (small, large) = (TestPhotos.photo("small"), TestPhotos.photo("large"))
        store.load([(small, thumbnail), (large, Size(width: 20, height: 6))], kind: .preview)
        source.finish(source.started[0], red: 200)
        source.finish(source.started[1], red: 100)
        scheduler.start()
        let raw = try #require(store.image(for: small, size: thumbnail))
        #expect(raw.rawPixels?.count == 90 * 54 * 3)
        #expect(raw.chunks.isEmpty)
        #expect(raw.retainedBytes == 90 * 54 * 3)
        let png = try #require(store.image(for: large, size: Size(width: 20, height: 6)))
        #expect(png.rawPixels == nil)
        #expect(!png.chunks.isEmpty)
    }

    @Test func aThumbnailIsLoadedAtItsCellsPixelSizeAndEncodedOnce() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ScriptedSource()
        var changes = 0
        let store = store(source: source, scheduler: scheduler) { changes += 1 }
        let photo = TestPhotos.photo("a")
        store.load([(photo, thumbnail)], kind: .thumbnail)
        #expect(source.started.map(\.size) == [PixelSize(width: 90, height: 54)])
        #expect(store.image(for: photo, size: thumbnail, kind: .thumbnail) == nil)
        source.finish(source.started[0], red: 200)
        scheduler.start()
        let image = try #require(store.image(for: photo, size: thumbnail, kind: .thumbnail))
        #expect(image.graphicsProtocol == .kitty && image.columns == 10 && image.rows == 3)
        #expect(image.pixelWidth == 90 && image.pixelHeight == 54)
        #expect(changes == 1)
        // The same rows again: nothing fetched again; the preview of that photo is another image.
        store.load([(photo, thumbnail)], kind: .thumbnail)
        #expect(source.started.count == 1)
        #expect(store.image(for: photo, size: thumbnail) == nil)
    }

    /// A failed thumbnail is tried again after the cell store's delay, as its cells are, so a
    /// kitty row does not stay in cells until it scrolls; one that left the screen is not.
    @Test func aFailedThumbnailIsTriedAgainLaterWhileItsRowIsWanted() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ScriptedSource()
        let store = store(source: source, scheduler: scheduler)
        let photo = TestPhotos.photo("half-written"), gone = TestPhotos.photo("gone")
        store.load([(photo, thumbnail), (gone, thumbnail)], kind: .thumbnail)
        source.fail(source.started[0])
        source.fail(source.started[1])
        scheduler.advanceTo(10)
        // A frame with the same rows does not start it again before the delay.
        store.load([(photo, thumbnail), (gone, thumbnail)], kind: .thumbnail)
        #expect(source.started.count == 2)
        store.load([(photo, thumbnail)], kind: .thumbnail)
        scheduler.advanceTo(10 + 5_000)
        #expect(source.started.count == 3)
        source.finish(source.started[2], red: 255)
        scheduler.advanceTo(5_020)
        #expect(store.image(for: photo, size: thumbnail, kind: .thumbnail) != nil)
        #expect(store.image(for: gone, size: thumbnail, kind: .thumbnail) == nil)
    }

    @Test func rowsThatScrollAwayAreCancelledAndThePreviewIsLeftAlone() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ScriptedSource()
        let store = store(source: source, scheduler: scheduler)
        let photos = (0..<5).map { TestPhotos.photo("p\($0)") }
        store.load((photos[0], Size(width: 40, height: 20)))
        store.load(photos[0..<3].map { ($0, thumbnail) }, kind: .thumbnail)
        store.load(photos[2..<5].map { ($0, thumbnail) }, kind: .thumbnail)
        #expect(Set(source.cancelled.map(\.rawURL.lastPathComponent)) == ["p0", "p1"])
        #expect(source.cancelled.allSatisfy { $0.size == PixelSize(width: 90, height: 54) })
        // Thumbnails leaving cancel no preview, and a preview changing cancels no thumbnail.
        store.load(nil)
        #expect(source.cancelled.count == 3)
        #expect(source.cancelled.last?.size == PixelSize(width: 360, height: 360))
    }

    @Test func thumbnailsAreKeptUpToTheirCapacityLeastRecentlyUsedFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ScriptedSource()
        let store = store(source: source, scheduler: scheduler, thumbnailCapacity: 3)
        let photos = (0..<4).map { TestPhotos.photo("p\($0)") }
        for photo in photos {
            store.load([(photo, thumbnail)], kind: .thumbnail)
            source.finish(source.started.last!, red: 10)
            scheduler.start()
        }
        #expect(store.image(for: photos[0], size: thumbnail, kind: .thumbnail) == nil)
        #expect(photos[1...].allSatisfy { store.image(for: $0, size: thumbnail, kind: .thumbnail) != nil })
    }
}
