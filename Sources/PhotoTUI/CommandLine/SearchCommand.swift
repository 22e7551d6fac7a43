import Foundation
import ArgumentParser

/// `photo-tui search QUERY`: one page of search results as a table or JSON.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "search", abstract: "Search photos and print one page of results.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "What to search for.")
    var query: [String]

    @Option(help: "Page number, from 1.") var page = 1
    @Option(help: "Results per page, 1 to 30.") var perPage = 10
    @Flag(help: "Print JSON instead of a table.") var json = false

    mutating func validate() throws {
        guard !query.joined(separator: " ").trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ValidationError("Give something to search for, e.g. photo-tui search mountain")
        }
        guard page >= 1 else { throw ValidationError("--page starts at 1, got \(page).") }
        guard (1...30).contains(perPage) else { throw ValidationError("--per-page must be 1 to 30, got \(perPage).") }
    }

    func run() throws {
        _ = try global.resolveConfiguration()
        throw NotBuiltYet(feature: "photo-tui search")
    }
}
