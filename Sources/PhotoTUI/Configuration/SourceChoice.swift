import ArgumentParser
import PhotoCore

/// The source a person named with `--source`, `PHOTO_TUI_SOURCE` or `source = "…"`: a source's
/// name (``SourceID``), `folder:PATH`, or `library` with a shelf (`library:recent`; favourites by
/// default). Its names come from ``SourceID`` and ``LibraryShelf``, for help, completion and
/// messages alike.
enum SourceChoice: Equatable, Sendable, ExpressibleByArgument {
    case unsplash
    case openverse
    case offline
    case folder(String)
    case library(LibraryShelf)

    static let kind = "a source"

    /// Every name accepted, `folder:PATH` standing for any folder: for help and messages.
    static let allValueStrings: [String] = SourceID.allCases.map { $0 == .folder ? "folder:PATH" : $0.rawValue }
        + LibraryShelf.allCases.map { "library:\($0.rawValue)" }

    /// What each name chooses, for the help's list.
    static let allValueDescriptions: [String: String] = [
        "unsplash": "Unsplash (needs UNSPLASH_ACCESS_KEY or access_key)",
        "openverse": "Openverse's Creative Commons works, no key",
        "offline": "the built-in offline library",
        "folder:PATH": "the photos in a folder, recursively",
        "library": "your library's favourites, as library:favourites",
        "library:favourites": "your favourites",
        "library:recent": "photos you viewed recently",
        "library:downloads": "photos you downloaded",
    ]

    /// The names a shell completes (every one but the folder's pattern).
    static let defaultCompletionKind = CompletionKind.list(allValueStrings.filter { $0 != "folder:PATH" })

    /// Parses a name (case-insensitive) or `folder:PATH`; `nil` when it is none of ``allValueStrings``.
    init?(argument text: String) {
        if text.hasPrefix("folder:") {
            guard text.count > "folder:".count else { return nil }
            self = .folder(String(text.dropFirst("folder:".count)))
            return
        }
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

    var defaultValueDescription: String {
        switch self {
        case .unsplash: return "unsplash"
        case .openverse: return "openverse"
        case .offline: return "offline"
        case .folder(let path): return "folder:" + path
        case .library(let shelf): return "library:" + shelf.rawValue
        }
    }
}
