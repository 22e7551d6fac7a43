import ArgumentParser
import PhotoCore
import Terminal

/// `photo-tui [browse]`: the full-screen browser.
struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse", abstract: "Open the full-screen browser (the default).", discussion: SourceOrderHelp.text)

    @OptionGroup(title: "Global options") var global: GlobalOptions
    @OptionGroup var downloadFlags: DownloadFlags

    @Option(name: .shortAndLong, help: ArgumentHelp("A search to start with instead of the home feed.", valueName: "text"))
    var query: String?

    @Option(name: .long, help: ArgumentHelp("Colours: auto, truecolor, 256, 16 or none (default auto: from TERM and COLORTERM).", valueName: "colors"))
    var color: String?

    @Option(name: .long, help: ArgumentHelp("Characters for images: blocks (every font has them) or sextants (finer; fonts may lack them).", valueName: "set"))
    var symbols: String?

    @Option(name: .long, help: ArgumentHelp("Photos in real pixels: auto (ask the terminal), kitty, sixel, iterm2, or symbols (character cells). See `photo-tui doctor`.", valueName: "mode"))
    var graphics: String?

    @Option(name: .long, help: ArgumentHelp("Write one line per image placement (rectangle, protocol, bytes, encode time) to this file.", valueName: "file"))
    var graphicsTrace: String?

    @OptionGroup var folderOrder: FolderOrderFlag
    @OptionGroup var plain: PlainFlag

    @Argument(help: ArgumentHelp("A folder of photos to browse instead (JPEG and PNG, recursively).", valueName: "folder"))
    var folder: String?

    mutating func validate() throws {
        if let color, ColorSetting(parsing: color) == nil {
            throw ValidationError("--color must be one of: \(ColorSetting.names); got '\(EchoedValue.text(color))'.")
        }
        if let symbols, ImageSymbols(rawValue: symbols.lowercased()) == nil {
            throw ValidationError("--symbols must be blocks or sextants; got '\(EchoedValue.text(symbols))'.")
        }
        if let graphics, GraphicsMode(rawValue: graphics.lowercased()) == nil {
            throw ValidationError("--graphics must be one of: auto, kitty, sixel, iterm2, symbols; got '\(EchoedValue.text(graphics))'.")
        }
    }

    func run() throws {
        var configuration = try global.resolveConfiguration(
            folder: folder, color: color, symbols: symbols, graphics: graphics, downloads: downloadFlags, plain: plain.plain)
        try folderOrder.apply(to: &configuration)
        let environment = try AppEnvironment(configuration: configuration)
        defer { environment.shutDown() }
        let app = try BrowserApp(query: query, environment: environment, color: configuration.color, symbols: configuration.imageSymbols,
                                 graphicsTrace: graphicsTrace)
        // After the terminal's handlers: a signal removes unfinished downloads, then restores the terminal.
        PartialFiles.installSignalCleanup()
        PartialFiles.sweep(environment.downloadsDirectory)
        app.run()
    }
}
