import EventStream
import EventStreamTesting
import Foundation
import PhotoCore
import Terminal
import TerminalTesting
import Testing
@testable import PhotoTUI

/// The whole browser without a terminal: the model and its view models on a `TestScheduler`, a
/// catalog service answering in virtual time, the `Application` over a `TestBackend` and a
/// `ScriptedInput`. Type, let virtual time pass, read the frame.
///
/// ```swift
/// let browser = BrowserHarness()
/// browser.type("sea")
/// browser.advance(by: 400)
/// #expect(browser.lines[0].contains("75 photos"))
/// ```
final class BrowserHarness {
    let scheduler = TestScheduler(initialClock: 0)
    let service: CatalogPhotoService
    let images = StillImageSource()
    /// The image source of a browser drawing pixels.
    let flatImages = FlatImageSource()
    let library: PhotoLibrary
    let backend: TestBackend
    let input = ScriptedInput()
    let application: Application
    let model: BrowserModel
    private(set) var opened: [URL] = []
    private(set) var copied: [String] = []

    /// The kitty terminal the browser draws pixels on, with `pixels`.
    let kitty = KittyTerminalModel()

    /// - Parameters:
    ///   - picking: run as `photo-tui pick`.
    ///   - pixels: draw real pixels in this protocol at this cell size (onto ``kitty`` for kitty),
    ///     with every image load answered at once (`FlatImageSource`).
    ///   - keys: `[keys]` remaps (a table that conflicts fails the test).
    ///   - plain: plain mode (`--plain`).
    ///   - library: the personal library (by default one in memory, on purpose).
    ///   - minimumRating: `pick --min-rating`: the list starts filtered to photos rated this or more.
    ///   - downloader: fetches originals into `downloadsDirectory` (by default nothing is ever fetched).
    ///   - duplicates: the Duplicates screen's groups and Trash, made on the test's scheduler (by default none).
    init(size: Size = Size(width: 160, height: 48), query: String = "", sourceSwitcher: SourceSwitcher? = nil,
         picking: Bool = false, keys: [KeyRemap] = [], plain: Bool = false, pixels: (graphicsProtocol: GraphicsProtocol, cellPixels: Size)? = nil,
         library: PhotoLibrary = PhotoLibrary(), minimumRating: Int = 0, downloader: PhotoDownloading = NoDownloader(),
         downloadsDirectory: URL = URL(fileURLWithPath: "/nonexistent"), duplicates: (TestScheduler) -> DuplicateReviewing? = { _ in nil },
         configure: (CatalogPhotoService) -> Void = { _ in }) {
        self.library = library
        service = CatalogPhotoService(scheduler: scheduler)
        configure(service)
        backend = TestBackend(size: size)
        application = Application(backend: backend, input: input)
        var openedURLs: [URL] = []
        var copiedTexts: [String] = []
        var dependencies = BrowserDependencies(
            service: service, downloader: downloader, downloadsDirectory: downloadsDirectory,
            imageSource: pixels == nil ? images : flatImages, imageMode: .palette240, scheduler: scheduler,
            initialQuery: query,
            openURL: { url, _ in openedURLs.append(url); return nil },
            copyToClipboard: { copiedTexts.append($0); return Clipboard.Outcome(copied: true, detail: "through the terminal (OSC 52)") },
            timing: TimingLog(environment: [:]), sourceSwitcher: sourceSwitcher)
        dependencies.picking = picking
        dependencies.pixels = pixels.map { ($0.graphicsProtocol, $0.cellPixels, nil) }
        if let pixels { application.graphics = GraphicsLayer(graphicsProtocol: pixels.graphicsProtocol, output: kitty) }
        dependencies.library = library
        dependencies.libraryQueue = nil  // writes at once, so a test reads them back at once
        do {
            dependencies.keyTable = try KeyTable(remapping: keys)
        } catch {
            Issue.record("the keys conflict: \(error.message)")
        }
        dependencies.plain = plain
        dependencies.minimumRating = minimumRating
        let reviewer = duplicates(scheduler)
        dependencies.duplicateReviewer = { _ in reviewer }
        model = BrowserModel(dependencies: dependencies)
        model.attach(to: application)
        application.start()
        application.runPending()
        _ = (openedURLs, copiedTexts)
        recordEffects = { [unowned self] in opened = openedURLs; copied = copiedTexts }
    }

    private var recordEffects: () -> Void = {}

    deinit {
        model.shutDown()
        application.stop()
    }

    /// Lets `milliseconds` of virtual time pass, then draws the frame that is due.
    func advance(by milliseconds: Int) {
        scheduler.advanceTo(scheduler.clock + milliseconds)
        application.runPending()
        recordEffects()
    }

    /// Lets `milliseconds` of virtual time pass as the event loop would live through them: a
    /// frame (and what follows a frame, such as asking for the next page) every 10 ms.
    func run(for milliseconds: Int) {
        var left = milliseconds
        while left > 0 {
            advance(by: min(10, left))
            left -= 10
        }
    }

    /// Types text into whatever has focus, drawing after each key as the loop would.
    func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// One key, then one frame (and one virtual millisecond, as a real key takes time).
    func press(_ key: Key) {
        input.send(key)
        advance(by: 1)
    }

    func resize(to size: Size) {
        backend.size = size
        input.resize(to: size)
        application.runPending()
    }

    /// The browser asked to quit.
    var quitCalled: Bool { application.loop.isStopRequested }

    /// The last frame, one string per row.
    var lines: [String] { backend.buffer.lines }
    var text: String { lines.joined(separator: "\n") }
    var state: BrowserState { model.state }
    /// Whether the browser asked to end the program.
    var hasQuit: Bool { application.isQuitting }
}

/// Downloads nothing (most browser tests do not download).
struct NoDownloader: PhotoDownloading {
    func download(_ url: URL, to destination: URL) -> Observable<DownloadProgress> { .never() }
}
