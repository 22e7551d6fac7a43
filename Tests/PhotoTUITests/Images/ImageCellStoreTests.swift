import EventStream
import EventStreamTesting
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

@Suite("Image cell store")
struct ImageCellStoreTests {
    /// A source whose loads finish when the test says, recording starts and cancellations.
    final class ScriptedSource: ImageSource {
        var started: [ImageRequest] = []
        var cancelled: [ImageRequest] = []
        private var pending: [ImageRequest: (SingleEvent<PixelImage>) -> Void] = [:]
        var cacheSummary: String { "" }

        func placeholder(blurHash: String, size: PixelSize) -> PixelImage? {
            try? BlurHashDecoder.decode(blurHash, size: size)
        }

        func image(for request: ImageRequest, priority: ImagePriority) -> Single<PixelImage> {
            Single.create { [self] observer in
                started.append(request)
                pending[request] = observer
                return Disposables.create { [self] in
                    if pending.removeValue(forKey: request) != nil { cancelled.append(request) }
                }
            }
        }

        func fail(_ request: ImageRequest) {
            struct Truncated: Error {}
            pending.removeValue(forKey: request)?(.failure(Truncated()))
        }

        func finish(_ request: ImageRequest, red: UInt8) {
            let size = request.size
            let image = PixelImage(width: size.width, height: size.height,
                                   pixels: Array((0..<size.width * size.height).flatMap { _ in [red, 0, 0] }))
            pending.removeValue(forKey: request)?(.success(image))
        }
    }

    private let size = Size(width: 10, height: 3)

    @Test func aFailedImageShowsTheBrokenPlaceholderAndIsTriedAgainLater() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ScriptedSource()
        var changes = 0
        let store = ImageCellStore(source: source, mode: .palette240, main: scheduler) { changes += 1 }
        let photo = TestPhotos.photo("half-written")
        store.load([(photo, size)], kind: .thumbnail)
        source.fail(source.started[0])
        scheduler.advanceTo(10)
        let broken = try #require(store.cells(for: photo, size: size, kind: .thumbnail))
        #expect(broken.lines[1].contains("✕"))
        #expect(changes == 1 && source.started.count == 1)
        // The same rows again (a frame, no scroll) do not hammer the file.
        store.load([(photo, size)], kind: .thumbnail)
        #expect(source.started.count == 1)
        // Five seconds later it is tried again, and the finished file shows.
        scheduler.advanceTo(10 + 5_000)
        #expect(source.started.count == 2)
        source.finish(source.started[1], red: 255)
        scheduler.advanceTo(5_020)
        #expect(store.hasImage(for: photo, size: size, kind: .thumbnail))
    }

    @Test func aRetryIsDroppedWhenTheRowScrollsAway() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ScriptedSource()
        let store = ImageCellStore(source: source, mode: .palette240, main: scheduler) {}
        let photo = TestPhotos.photo("gone")
        store.load([(photo, size)], kind: .thumbnail)
        source.fail(source.started[0])
        scheduler.advanceTo(10)
        store.load([], kind: .thumbnail)
        scheduler.advanceTo(10_000)
        #expect(source.started.count == 1)
    }

    @Test func placeholderFirstThenTheImage() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ScriptedSource()
        var changes = 0
        let store = ImageCellStore(source: source, mode: .palette240, main: scheduler) { changes += 1 }
        let photo = TestPhotos.photo("a")
        store.load([(photo, size)], kind: .thumbnail)
        let placeholder = try #require(store.cells(for: photo, size: size, kind: .thumbnail))
        #expect(placeholder.columns == 10 && placeholder.rows == 3)
        #expect(!store.hasImage(for: photo, size: size, kind: .thumbnail))
        // Four by eight pixels a cell, for chafa's symbols.
        #expect(source.started.map(\.size) == [PixelSize(width: 40, height: 24)])

        source.finish(source.started[0], red: 255)
        scheduler.start()
        let cells = try #require(store.cells(for: photo, size: size, kind: .thumbnail))
        // A flat cell is a space on the photo's colour (one byte where a block symbol takes three).
        let visible = cells[0, 0].symbol == " " ? cells[0, 0].background : cells[0, 0].foreground
        #expect(visible == .palette(Palette240.index(255, 0, 0)))
        #expect(changes == 1)
        #expect(store.inFlightCount == 0)
    }

    @Test func rowsThatScrollAwayAreCancelledAndLoadedOnesAreNotRefetched() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ScriptedSource()
        let store = ImageCellStore(source: source, mode: .palette240, main: scheduler) {}
        let photos = (0..<6).map { TestPhotos.photo("p\($0)") }
        store.load(photos[0..<3].map { ($0, size) }, kind: .thumbnail)
        source.finish(source.started[0], red: 10)
        scheduler.start()
        store.load(photos[0..<1].map { ($0, size) } + photos[3..<6].map { ($0, size) }, kind: .thumbnail)
        #expect(source.cancelled.count == 2)  // p1 and p2 scrolled away
        #expect(source.started.count == 6)     // p0 was loaded: not fetched again
        #expect(store.inFlightCount == 3)
    }

    @Test func aPreviewDoesNotCancelThumbnails() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = ScriptedSource()
        let store = ImageCellStore(source: source, mode: .truecolor, main: scheduler) {}
        let photo = TestPhotos.photo("a")
        store.load([(photo, size)], kind: .thumbnail)
        store.load([(photo, Size(width: 20, height: 8))], kind: .preview)
        #expect(source.cancelled.isEmpty)
        #expect(source.started.last?.size == PixelSize(width: 80, height: 64))
        source.finish(source.started[1], red: 200)
        scheduler.start()
        #expect(store.hasImage(for: photo, size: Size(width: 20, height: 8), kind: .preview))
        store.load([], kind: .preview)
        #expect(source.cancelled.isEmpty)
        #expect(store.inFlightCount == 1)
    }
}

@Suite struct UnsupportedFormatNoticeTests {
    @Test func theNoticeIsWrappedAndCentredInTheImagesPlace() {
        let cells = ImageCellStore.notice("WebP not supported", columns: 10, rows: 3)
        #expect(cells.lines == [" WebP not ", "supported ", "          "])
        #expect(ImageCellStore.notice("WebP not supported", columns: 30, rows: 1).lines == ["      WebP not supported      "])
    }
}
