import ArgumentParser
import Foundation
import PhotoCore
import Terminal

/// `photo-tui library export`: the photos starred, rated or rejected, out of the library, as JSON or CSV.
struct LibraryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "library", abstract: "Your library: favourites (s in the browser), ratings (1-5) and rejects (x), viewed photos, searches, downloads.",
        discussion: "Read from $XDG_DATA_HOME/photo-tui/library.sqlite; no photo source is asked, so the source options do not apply.",
        subcommands: [LibraryExportCommand.self])
}

/// `photo-tui library export [--format json|csv] [--min-rating N] [--rejected]`.
struct LibraryExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Print every photo you starred, rated or rejected, most recently marked first.",
        discussion: """
            JSON: the search output's fields and favourite (true/false), rating (0-5), rejected (true/false) \
            and path (a local file's, else null). CSV: provider,id,title,author,page,image,licence,credit,\
            favourite,rating,rejected,path.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, csv }

    @Option(help: "The export's format.") var format = Format.json

    @Option(help: ArgumentHelp("Only photos with at least this many stars (1-5), rejected ones left out.", valueName: "stars"))
    var minRating: Int?

    @Flag(help: "Only rejected photos.") var rejected = false

    mutating func validate() throws {
        if let minRating, !(1...PhotoRating.maximumStars).contains(minRating) {
            throw ValidationError("--min-rating takes 1 to 5 stars, not \(minRating).")
        }
    }

    func run() throws {
        let library = PhotoLibrary(at: PhotoLibrary.defaultURL())
        // A read-only library exports what it holds; one in memory holds nothing.
        if library.persistence == .notSaved, let problem = library.problem { throw CommandFailure(Sanitizer.sanitize(problem)) }
        print(try Self.export(library, format: format, selection: PhotoLibrary.MarkSelection(minimumStars: minRating, rejectedOnly: rejected)))
    }

    /// The export's text: a JSON array, or CSV with its header, one photo a line.
    static func export(_ library: PhotoLibrary, format: Format, selection: PhotoLibrary.MarkSelection) throws -> String {
        let photos = try library.markedPhotos(selection)
        switch format {
        case .json: return try PhotoJSON.encode(photos.map(LibraryExportRecord.init))
        case .csv: return ([LibraryCSV.markedHeader] + photos.map(LibraryCSV.row(for:))).joined(separator: "\n")
        }
    }
}
