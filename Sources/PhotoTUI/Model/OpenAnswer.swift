/// How opening a photo's page or file went (``BrowserAction/opened(_:)``).
enum OpenAnswer: Equatable {
    /// The opener took it: "Opening unsplash.com…", "Opening beach.jpg…".
    case opening(name: String)
    /// The opener refused at once, saying why (nothing to open with, a link not allowed).
    case refused(String)
    /// The folder photo's file is no longer there.
    case fileGone(name: String)

    /// The status line's words for it.
    var notice: String {
        switch self {
        case .opening(let name): return "Opening \(name)…"
        case .refused(let reason): return reason
        case .fileGone(let name): return "\(name) has been removed"
        }
    }
}
