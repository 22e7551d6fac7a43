/// The source a person named with `--source`, `PHOTO_TUI_SOURCE` or `source = "…"`.
///
/// `folder:PATH` is reserved for the local-folder source.
enum SourceChoice: Equatable {
    case unsplash
    case openverse
    case offline

    /// The names accepted, for messages.
    static let names = ["unsplash", "openverse", "offline"]

    /// Parses a name (case-insensitive); `nil` when it is none of ``names``.
    init?(_ text: String) {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "unsplash": self = .unsplash
        case "openverse": self = .openverse
        case "offline": self = .offline
        default: return nil
        }
    }
}
