import EventStream
import Foundation
import PhotoCore
import Terminal

/// The running browser's lifecycle: enter full-screen mode, install EventStream's main scheduler
/// over the terminal's event loop, build the `BrowserModel` and attach it, run until quit, cancel
/// what is in flight. Everything the browser does is in the model.
final class BrowserApp {
    let application: Application
    let model: BrowserModel

    /// Enters full-screen mode. Throws when stdin/stdout is not a terminal.
    /// - Parameter picking: run as `photo-tui pick` (Enter chooses, Tab marks, Esc cancels).
    init(query: String?, environment: AppEnvironment, color: ColorSetting, symbols: ImageSymbols, picking: Bool = false) throws {
        let colorEnabled = color != .none
        let application = try Application(options: Screen.Options(colorMode: color.colorMode))
        self.application = application
        MainScheduler.install(EventLoopScheduler(loop: application.loop))
        let colorMode = application.screen?.colorMode ?? ColorMode.none
        model = BrowserModel(dependencies: BrowserDependencies(
            service: environment.service, downloader: environment.downloader,
            downloadsDirectory: environment.downloadsDirectory, imageSource: environment.imageSource,
            imageMode: ImageColorMode(colorMode), imageSymbols: symbols, scheduler: MainScheduler.instance,
            sourceName: environment.sourceName,
            theme: colorEnabled ? environment.configuration.theme : .monochrome, initialQuery: query ?? "",
            startupNotice: (environment.service as? UnsplashClient)?.insecureKeyWarning
                ?? (environment.sourceKey == "offline" ? BrowserApp.offlineNote : nil),
            sourceSwitcher: environment.sourceSwitcher, sourceKey: environment.sourceKey,
            isLicensedSource: environment.service is OpenverseClient, picking: picking, library: environment.library,
            keyTable: KeyMap.table(remapping: environment.configuration.keyRemaps)))
        model.attach(to: application)
    }

    /// Told on every launch into the offline library, so nobody takes its photos for real ones.
    static let offlineNote = "synthetic photos · set UNSPLASH_ACCESS_KEY for Unsplash"

    /// Runs until quit; the terminal is restored when this returns (and on signals or crashes).
    func run() {
        application.run()
        model.shutDown()
    }
}
