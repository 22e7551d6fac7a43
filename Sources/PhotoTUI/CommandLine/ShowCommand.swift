import ArgumentParser
import Foundation
import PhotoCore

/// `photo-tui show ID`: everything known about one photo.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one photo in full: author, EXIF, location, tags.", discussion: SourceOrderHelp.text)

    @OptionGroup(title: "Global options") var global: GlobalOptions

    @Argument(help: "The photo's id.") var id: String
    @Flag(help: "Print JSON instead of text.") var json = false

    mutating func validate() throws {
        guard !id.isEmpty, !id.contains("/") else { throw ValidationError("Give a photo id such as Dwu85P9SOIk.") }
    }

    func run() throws {
        let configuration = try global.resolveConfiguration()
        let made = try PhotoServiceFactory.make(configuration)
        CommandOutput.warnBeforeRunning(made)
        let result = made.service.photo(id: PhotoID(parsing: id, defaultProvider: made.provider).value).blockingResult()
        withExtendedLifetime(made.offlineServer) {}
        let photo = try CommandOutput.unwrap(result)
        print(json ? try PhotoJSON.encode(PhotoJSON.PhotoOutput(photo, detailed: true)) : CommandOutput.details(photo))
    }
}
