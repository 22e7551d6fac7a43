import Foundation

/// The browser's own symbols as words, for plain mode: what a screen reader reads aloud should
/// say "Enter", not "return symbol", and no decoration. Only the program's own strings go through
/// it (hints, notices, headings), never a photo's text.
enum PlainText {
    /// Symbols and the words that replace them, longest first.
    private static let words: [(String, String)] = [
        ("↑↓", "Up Down"), ("←→", "Left Right"), ("⏎", "Enter"), ("^U", "Ctrl-U"), ("^R", "Ctrl-R"), ("^D", "Ctrl-D"),
        ("↑", "Up"), ("↓", "Down"), ("←", "Left"), ("→", "Right"), ("⌫", "Backspace"), ("PgUp", "Page Up"), ("PgDn", "Page Down"), ("★ ", ""), ("♥ ", ""), (" · ", ", "),
        (" › ", " / "), ("✓ ", ""), ("×", " by "),
    ]

    /// `text` with the program's symbols as words.
    static func words(_ text: String) -> String {
        words.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    /// Status-line hints ("⏎ open  / search") as a list of words ("Enter open, / search").
    static func hints(_ hints: String) -> String {
        words(hints).components(separatedBy: "  ").filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
