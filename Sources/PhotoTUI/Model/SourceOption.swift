import PhotoCore

/// One choice of the filters overlay's Source row: a source, or one shelf of the library.
enum SourceOption: Hashable, CustomStringConvertible {
    case source(SourceID)
    case shelf(LibraryShelf)

    /// The option a source is (a shelf is found by its title).
    init(_ traits: SourceTraits) {
        if traits.id == .library, let shelf = LibraryShelf.allCases.first(where: { $0.title == traits.name }) {
            self = .shelf(shelf)
        } else {
            self = .source(traits.id)
        }
    }

    /// What the row shows: `unsplash`, `openverse`, `offline`, `folder`, `favourites`…
    var description: String {
        switch self {
        case .source(let id): return id.rawValue
        case .shelf(let shelf): return shelf.rawValue
        }
    }
}
