import Foundation
import PhotoCore

/// What an empty list says: what is empty, and what to do about it, naming the keys that do it
/// from where the person is (from the search box, "Esc, then r"). A folder with no photos, a
/// search with no results, a shelf with nothing on it, a screen with nothing to show.
enum EmptyListMessage {
    /// The message for `state`'s empty list, or nil while it has rows.
    static func text(for state: BrowserState, keys: KeyTable) -> String? {
        guard state.list.rows.isEmpty else { return nil }
        let context = state.keyContext, picking = state.picker != nil
        func key(_ command: BrowserCommand) -> String {
            // Picking, Esc goes back through the screens before it cancels.
            let fallback: BrowserCommand? = command == .back ? .cancelPick : nil
            return keys.reach(command, from: context, picking: picking) ?? fallback.flatMap { keys.reach($0, from: context, picking: picking) } ?? "?"
        }
        if state.loading != .idle { return "Loading…" }
        if state.error != nil { return "Nothing to show — press \(key(.retry)) to retry" }
        // The rating filter left every loaded photo out: the source had some.
        if let rating = state.filters.rating.summary, state.culling.sourceRows.contains(where: { if case .photo = $0 { true } else { false } }) {
            return "No loaded photo is \(rating): press \(key(.showFilters)) to change the rating filter"
        }
        let query = state.query.text.trimmingCharacters(in: .whitespaces)
        if let screen = state.screens.last {
            let back = "\(key(.back)) goes back"
            switch screen {
            case .topics: return "\(state.source) lists no topics: \(back)"
            case .collections(let query?): return "No collections match “\(query)”: \(back)"
            case .collections(nil): return "No featured collections: \(back)"
            default: return "No photos in \(screen.title): \(back)"
            }
        }
        if !query.isEmpty {
            if state.listTakesFilters, let filters = state.filters.summary {
                return "No photos match “\(query)” with \(filters): press \(key(.showFilters)) to change the filters"
            }
            return "No photos match “\(query)”: try other words (\(key(.focusSearch)) edits the search)"
        }
        switch state.traits.id {
        case .folder:
            let scan = state.scanSummary.map { " (\($0))" } ?? ""
            return "No JPEG or PNG photos in \(state.source)\(scan): add some, or open another folder with photo-tui PATH"
        case .library:
            return shelfMessage(state.source, key: key)
        default:
            return "Nothing here yet: press \(key(.focusSearch)) to search"
        }
    }

    /// A library shelf with nothing on it: how things get there.
    private static func shelfMessage(_ shelf: String, key: (BrowserCommand) -> String) -> String {
        let other = "press \(key(.showFilters)) to browse another source"
        switch shelf {
        case LibraryShelf.favourites.title: return "No favourites yet: press \(key(.toggleFavorite)) on a photo to star it, or \(other)"
        case LibraryShelf.recent.title: return "Nothing viewed yet: the photos you open appear here; \(other)"
        case LibraryShelf.downloads.title: return "No downloads yet: press \(key(.download)) on a photo to save it; \(other)"
        default: return "\(shelf) is empty: \(other)"
        }
    }
}
