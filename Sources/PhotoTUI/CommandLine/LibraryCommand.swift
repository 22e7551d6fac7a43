import ArgumentParser
import Foundation
import PhotoCore
import Terminal

/// `photo-tui library export`: the favourites out of the library, as JSON or CSV.
struct LibraryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "library", abstract: "Your library: favourites (s in the browser), viewed photos, searches, downloads.",
        discussion: "Read from $XDG_DATA_HOME/photo-tui/library.sqlite; no photo source is asked, so the source options do not apply.",
        subcommands: [LibraryExportCommand.self])
}

/// `photo-tui library export [--format json|csv]`.
struct LibraryExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Print your favourites, newest first, as JSON (the search output's fields) or CSV.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case json, csv }

    @Option(help: "json or csv.") var format = Format.json

    func run() throws {
        let library = PhotoLibrary(at: PhotoLibrary.defaultURL())
        // A read-only library exports what it holds; one in memory holds nothing.
        if library.persistence == .notSaved, let problem = library.problem { throw CommandFailure(Sanitizer.sanitize(problem)) }
        let photos = try library.favorites(limit: Int.max).photos
        switch format {
        case .json:
            print(try PhotoJSON.encode(photos.map { PhotoJSON.PhotoOutput($0, detailed: false) }))
        case .csv:
            print(LibraryCSV.header)
            for photo in photos { print(LibraryCSV.row(for: photo)) }
        }
    }
}
