import ArgumentParser

/// `photo-tui show ID`: everything known about one photo.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one photo in full: author, EXIF, location, tags.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The photo's id.") var id: String
    @Flag(help: "Print JSON instead of text.") var json = false

    func run() throws {
        _ = try global.resolveConfiguration()
        throw NotBuiltYet(feature: "photo-tui show")
    }
}
