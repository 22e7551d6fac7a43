/// Walking past searches in the search box, as a shell walks its history: ↑ older, ↓ newer, and
/// past the newest the text typed before the walk comes back. Ctrl-R walks only the searches
/// containing what was typed.
struct SearchHistoryWalk: Equatable {
    /// Past searches, most recent first.
    let entries: [String]
    /// The text in the box when the walk began.
    let typed: String
    /// The entry shown; -1 before the first.
    var index = -1

    /// The next older entry, or `nil` at the oldest.
    mutating func older() -> String? {
        guard index + 1 < entries.count else { return nil }
        index += 1
        return entries[index]
    }

    /// The next newer entry, or the typed text past the newest (`nil` then ends the walk).
    mutating func newer() -> String? {
        guard index > 0 else { return nil }
        index -= 1
        return entries[index]
    }
}
