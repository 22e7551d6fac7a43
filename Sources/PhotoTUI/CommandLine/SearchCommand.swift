import ArgumentParser
import Foundation
import PhotoCore

/// `photo-tui search QUERY`: one page of search results as a table or JSON.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Search photos and print one page of results.",
        discussion: "\(SourceOrderHelp.text)\n\n--json output is described in PhotoJSON.swift.")

    @OptionGroup(title: "Global options") var global: GlobalOptions

    @Argument(help: "What to search for.")
    var query: [String]

    @Option(help: "Page number, from 1.") var page = 1
    @Option(help: "Results per page, 1 to 30.") var perPage = 10
    @Option(help: ArgumentHelp("How results are ordered (a source takes only some of these).", valueName: "order"))
    var orderBy: SearchQuery.Order = .relevant
    @Option(help: ArgumentHelp("Only photos of this orientation.", valueName: "orientation")) var orientation: SearchQuery.Orientation?
    @Option(help: ArgumentHelp("Only photos of this colour.", valueName: "color")) var color: SearchQuery.Color?
    @Flag(help: "Print JSON instead of a table.") var json = false

    mutating func validate() throws {
        guard !text.isEmpty else {
            throw ValidationError("Give something to search for, e.g. photo-tui search mountain")
        }
        guard page >= 1 else { throw ValidationError("--page starts at 1, got \(page).") }
        guard (1...30).contains(perPage) else { throw ValidationError("--per-page must be 1 to 30, got \(perPage).") }
    }

    private var text: String { query.joined(separator: " ").trimmingCharacters(in: .whitespaces) }

    /// The query the flags describe.
    func searchQuery() -> SearchQuery {
        SearchQuery(text, page: page, perPage: perPage, orderBy: orderBy, orientation: orientation, color: color)
    }

    func run() throws {
        let configuration = try global.resolveConfiguration()
        let made = try PhotoServiceFactory.make(configuration)
        CommandOutput.warnBeforeRunning(made)
        let searchQuery = searchQuery()
        try Self.check(searchQuery, against: made.service.traits)
        var result = made.service.searchPhotos(searchQuery).blockingResult()
        if case .success(var page) = result, !page.isTotalExact {
            // A folder still being scanned: its count (and so its pages) once the scan is done.
            if let total = try? made.service.count(searchQuery).blockingResult().get() {
                page.total = total
                page.totalPages = (total + searchQuery.perPage - 1) / searchQuery.perPage
                page.isTotalExact = true
            }
            result = .success(page)
        }
        withExtendedLifetime(made.service) {}
        let page = try CommandOutput.unwrap(result)
        if json {
            print(try PhotoJSON.encode(PhotoJSON.SearchOutput(
                query: searchQuery.text, page: searchQuery.page, perPage: searchQuery.perPage, total: page.total,
                totalPages: page.totalPages, results: page.results.map { PhotoJSON.PhotoOutput($0, detailed: false) })))
        } else {
            print(CommandOutput.searchTable(page, query: searchQuery))
        }
    }

    /// Refuses an order or filter the source does not take, saying which it does.
    static func check(_ query: SearchQuery, against traits: SourceTraits) throws {
        // Relevance is every source's default: a folder reads it as its own order.
        if query.orderBy != .relevant, !traits.orders.contains(query.orderBy) {
            let orders = traits.orders.map(\.rawValue).joined(separator: ", ")
            throw CommandFailure("\(traits.name) cannot be ordered by \(query.orderBy.rawValue): --order-by takes \(orders) here.")
        }
        if query.orientation != nil, !traits.filters.contains(.orientation) {
            throw CommandFailure("\(traits.name) has no orientation filter.")
        }
        if query.color != nil, !traits.filters.contains(.color) {
            throw CommandFailure("\(traits.name) has no colour filter.")
        }
    }
}
