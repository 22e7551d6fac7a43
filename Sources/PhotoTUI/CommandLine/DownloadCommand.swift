import ArgumentParser

/// `photo-tui download ID`: the original image, with Unsplash's download tracking.
struct DownloadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "download", abstract: "Download a photo's original image.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The photo's id.") var id: String
    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the file.", valueName: "path")) var output: String?

    func run() throws {
        _ = try global.resolveConfiguration()
        throw NotBuiltYet(feature: "photo-tui download")
    }
}
