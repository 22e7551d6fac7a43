import EventStream
import Foundation
import Logging
import PhotoCore
import Terminal

/// The running browser's lifecycle: enter full-screen mode, install EventStream's main scheduler
/// over the terminal's event loop, build the `BrowserModel` and attach it, run until quit, cancel
/// what is in flight. Everything the browser does is in the model.
final class BrowserApp {
    let application: Application
    let model: BrowserModel
    private let trace: GraphicsTraceFile?

    /// Enters full-screen mode. Throws when stdin/stdout is not a terminal.
    /// - Parameter picking: run as `photo-tui pick` (Enter chooses, Tab marks, Esc cancels).
    /// - Parameter graphicsTrace: a file to write one line per image placement to.
    /// - Parameter minimumRating: `pick --min-rating`: the list starts filtered to photos rated this or more.
    init(query: String?, environment: AppEnvironment, color: ColorSetting, symbols: ImageSymbols, picking: Bool = false,
         graphicsTrace: String? = nil, minimumRating: Int = 0) throws {
        let colorEnabled = color != .none
        let configuration = environment.configuration
        // Opened before the screen, so a path that cannot be written is said plainly.
        let trace = try graphicsTrace.map { try GraphicsTraceFile(path: $0) }
        // Plain mode draws no images: no pixels either.
        let application = try Application(options: Screen.Options(
            colorMode: color.colorMode, graphics: configuration.plain ? .symbols : configuration.graphics,
            setTmuxPassthrough: configuration.tmuxPassthrough, probeCache: Self.probeCache(configuration)))
        self.application = application
        self.trace = trace
        TimingLog.process.stampOnce("launch_screen_open")
        if let trace { Self.connect(trace, to: application) }
        let pixels = Self.pixelSettings(application)
        ImageAllocations.mapLargeBuffersAlone()
        MainScheduler.install(EventLoopScheduler(loop: application.loop))
        let colorMode = application.screen?.colorMode ?? ColorMode.none
        let downloadSize = configuration.downloadSize
        let cellPixels = application.screen?.cellPixels
        let downloadOptions = DownloadOptions(
            size: { downloadSize.resolve { ScreenPixelWidth.current(cellPixels: cellPixels) } }, hook: configuration.onSave)
        // Launch's background work joins here, the screen being set up: the offline library
        // listening (its failure ends the launch with the terminal restored, as any throw from
        // here does) and, inside the model, the library's marks for the first frame.
        let service = try environment.startedService()
        TimingLog.process.stampOnce("launch_service_ready")
        model = BrowserModel(dependencies: BrowserDependencies(
            service: service, downloader: environment.downloader,
            downloadsDirectory: environment.downloadsDirectory, downloadOptions: downloadOptions, imageSource: environment.imageSource,
            imageMode: ImageColorMode(colorMode), imageSymbols: symbols, pixels: pixels, scheduler: MainScheduler.instance,
            theme: colorEnabled ? environment.configuration.theme : .monochrome, initialQuery: query ?? "",
            sourceSwitcher: environment.sourceSwitcher(from: service), picking: picking, library: environment.library,
            // Configuration refused a table with conflicts: this one resolves.
            keyTable: (try? KeyTable(remapping: configuration.keyRemaps)) ?? .standard, plain: configuration.plain,
            writesXMP: configuration.writesXMP, minimumRating: minimumRating,
            memoryBudget: ImageMemoryBudget(totalBytes: configuration.memoryCacheBytes),
            kittySharedMemory: Self.kittySharedMemory(application)))
        model.attach(to: application)
        let imageSource = environment.imageSource
        let memoryBudget = ImageMemoryBudget(totalBytes: configuration.memoryCacheBytes)
        application.onGraphicsChange = { [weak model, weak application] in
            guard let model, let application else { return }
            if let trace { Self.connect(trace, to: application) }
            model.usePixelImages(Self.pixelSettings(application).map { settings in
                PixelImageStore(graphicsProtocol: settings.graphicsProtocol, cellPixels: settings.cellPixels, colorRegisters: settings.colorRegisters,
                                source: imageSource, main: MainScheduler.instance, budget: memoryBudget,
                                kittySharedMemory: Self.kittySharedMemory(application)) { [weak model] in model?.requestRender() }
            })
        }
    }

    /// Writes the probe's outcome to the trace and has the graphics layer write its events and
    /// frame stamps there (at start, and again when the probe's answer replaced the layer).
    private static func connect(_ trace: GraphicsTraceFile, to application: Application) {
        guard let screen = application.screen else { return }
        trace.writeHeader(choice: screen.graphicsChoice, probeMilliseconds: screen.probe?.milliseconds, cellPixels: screen.cellPixels)
        application.graphics?.trace = { trace.write($0) }
        application.graphics?.stamp = { trace.write($0) }
    }

    /// What pixel images are drawn with, from the screen's graphics choice; nil for cells.
    private static func pixelSettings(_ application: Application) -> (graphicsProtocol: GraphicsProtocol, cellPixels: Size, colorRegisters: Int?)? {
        application.graphics?.graphicsProtocol.map { graphicsProtocol in
            (graphicsProtocol: graphicsProtocol, cellPixels: application.screen?.cellPixels ?? Self.assumedCellPixels,
             colorRegisters: application.screen?.probe?.capabilities.sixelColorRegisters)
        }
    }

    /// Whether pixel images keep their RGB for kitty's shared memory: the screen's graphics
    /// choice, read here alone (at start and when the probe's answer replaced the layer).
    private static func kittySharedMemory(_ application: Application) -> Bool {
        application.screen?.graphicsChoice.kittySharedMemory ?? false
    }

    /// Where the terminal probe's answers are remembered: `terminals/` in the cache folder.
    static func probeCache(_ configuration: Configuration) -> TerminalProbeCache {
        let logger = Logger(label: "photo-tui.terminal")
        return TerminalProbeCache(directory: URL(fileURLWithPath: configuration.cacheDirectory, isDirectory: true).appendingPathComponent("terminals"),
                                  log: { logger.debug("\($0)") })
    }

    /// A cell's pixels when the terminal did not say (kitty scales to the cells anyway).
    static let assumedCellPixels = Size(width: 10, height: 20)

    /// Runs until quit; the terminal is restored when this returns (and on signals or crashes).
    func run() {
        application.run()
        model.shutDown()
    }
}
