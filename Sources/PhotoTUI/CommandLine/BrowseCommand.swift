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

    @Option(name: .long, help: ArgumentHelp("The colours to draw with (PHOTO_TUI_COLOR, color).", valueName: "colors"))
    var color: ColorSetting?

    @Option(name: .long, help: ArgumentHelp("The characters images in cells are drawn with (PHOTO_TUI_SYMBOLS, symbols).", valueName: "set"))
    var symbols: ImageSymbols?

    @Option(name: .long, help: ArgumentHelp("How photos are drawn (PHOTO_TUI_GRAPHICS, graphics).", valueName: "mode"))
    var graphics: GraphicsMode?

    @Option(name: .long, help: ArgumentHelp("Write one line per image placement (rectangle, protocol, bytes, encode time) to this file.", valueName: "file"))
    var graphicsTrace: String?

    @OptionGroup var folderOrder: FolderOrderFlag
    @OptionGroup var plain: PlainFlag

    @Argument(help: ArgumentHelp("A folder of photos to browse instead (JPEG and PNG, recursively).", valueName: "folder"))
    var folder: String?

    func run() throws {
        try BrowseLaunch(self).run()
    }
}
