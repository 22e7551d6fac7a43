import PhotoCore

/// The source a person named with `--source`, `PHOTO_TUI_SOURCE` or `source = "…"`: a source's
/// name (``SourceID``), or `library` with a shelf (`library:recent`; favourites by default).
///
/// `folder:PATH` is the local-folder source, parsed beside this (it carries a path).
enum SourceChoice: Equatable {
    case unsplash
    case openverse
    case offline
    case library(LibraryShelf)

    /// The names accepted, for messages.
    static let names = ["unsplash", "openverse", "offline", "library[:favourites|recent|downloads]"]

    /// Parses a name (case-insensitive); `nil` when it is none of ``names``.
    init?(_ text: String) {
        let name = text.trimmingCharacters(in: .whitespaces).lowercased()
        if name.hasPrefix("library:") {
            guard let shelf = LibraryShelf(rawValue: String(name.dropFirst("library:".count))) else { return nil }
            self = .library(shelf)
            return
        }
        switch SourceID(rawValue: name) {
        case .unsplash?: self = .unsplash
        case .openverse?: self = .openverse
        case .offline?: self = .offline
        case .library?: self = .library(.favourites)
        case .folder?, nil: return nil
        }
    }
}
