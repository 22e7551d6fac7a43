import ArgumentParser
import Foundation
import PhotoCore

/// `photo-tui show ID`: everything known about one photo, named as `search --json` printed it, by
/// its page's address, or by its path.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one photo in full: author, EXIF, location, tags.", discussion: SourceOrderHelp.text)

    @OptionGroup(title: "Global options") var global: GlobalOptions

    @Argument(help: "The photo's id, its page's address, or a photo file's path.") var id: String
    @Flag(help: "Print JSON instead of text.") var json = false

    mutating func validate() throws {
        guard PhotoReference(parsing: id) != nil else {
            throw ValidationError("""
                Give a photo id (Dwu85P9SOIk, openverse:UUID, offline:ID, folder:PATH), an Unsplash or Openverse photo \
                page (https://unsplash.com/photos/…, https://openverse.org/image/…), or a photo file's path.
                """)
        }
    }

    func run() throws {
        let configuration = try global.resolveConfiguration()
        let reference = PhotoReference(parsing: id)!
        let made = try PhotoServiceFactory.source(for: reference, configuration: configuration)
        CommandOutput.warnBeforeRunning(made)
        let result = made.service.photo(id: PhotoServiceFactory.id(of: reference, in: made)).blockingResult()
        withExtendedLifetime(made.service) {}
        let photo = try CommandOutput.unwrap(result.mapError { error in PhotoServiceFactory.explain(error, reference: reference, in: made) })
        print(json ? try PhotoJSON.encode(PhotoJSON.PhotoOutput(photo, detailed: true)) : CommandOutput.details(photo))
    }
}
