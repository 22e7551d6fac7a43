import ArgumentParser
import PhotoCore

/// `photo-tui [browse]`: the full-screen browser.
struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse", abstract: "Open the full-screen browser (the default).")

    @OptionGroup var global: GlobalOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("A search to start with instead of the home feed.", valueName: "text"))
    var query: String?

    @Argument(help: ArgumentHelp("A folder of photos to browse instead (JPEG and PNG, recursively).", valueName: "folder"))
    var folder: String?

    func run() throws {
        let configuration = try global.resolveConfiguration(folder: folder)
        let environment = try AppEnvironment(configuration: configuration)
        defer { environment.shutDown() }
        let app = try BrowserApp(query: query, environment: environment, color: configuration.color, symbols: configuration.imageSymbols)
        // After the terminal's handlers: a signal removes unfinished downloads, then restores the terminal.
        PartialFiles.installSignalCleanup()
        PartialFiles.sweep(environment.downloadsDirectory)
        app.run()
    }
}
