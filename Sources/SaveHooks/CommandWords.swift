/// Splits a command line into words as a POSIX shell does for quotes and backslashes, and
/// nothing more: no globbing, no variables, no command substitution, no operators. The words
/// go to `posix_spawnp` as they are; no shell ever reads them.
///
/// Outside quotes blanks separate words and a backslash keeps the next character (a
/// backslash-newline is removed); inside `'…'` everything is literal; inside `"…"` a backslash
/// escapes only `$`, `` ` ``, `"`, `\` and a newline. `''` is an empty word. An unquoted shell
/// operator or `$` is refused rather than passed on as text (``CommandWordsError/needsShell(_:)``),
/// and an unquoted `~` or `~/` at the start of a word is the home folder, as people expect.
///
/// ```swift
/// try CommandWords.split(#"swww img {} --transition-type 'grow'"#)
/// // ["swww", "img", "{}", "--transition-type", "grow"]
/// ```
public enum CommandWords {
    /// The characters a shell treats as syntax outside quotes.
    static let shellOnly: Set<Character> = ["|", "&", ";", "<", ">", "(", ")", "$", "`"]

    /// Splits `text` into words.
    /// - Parameters:
    ///   - text: the command as written in the config file or after `--exec`.
    ///   - home: the home folder for a leading `~`; `nil` leaves `~` as it is.
    /// - Throws: ``CommandWordsError`` for an empty command, an unclosed quote, a trailing
    ///   backslash or an unquoted shell character.
    public static func split(_ text: String, home: String? = nil) throws(CommandWordsError) -> [String] {
        var words: [String] = []
        var word = ""
        // A word exists once anything, even an empty quoted string, was read for it.
        var inWord = false
        var characters = Array(text)[...]

        func finishWord() {
            if inWord { words.append(word) }
            word = ""
            inWord = false
        }

        while let character = characters.popFirst() {
            switch character {
            case " ", "\t", "\n", "\r":
                finishWord()
            case "\\":
                guard let next = characters.popFirst() else { throw .trailingBackslash }
                if next != "\n" {
                    word.append(next)
                    inWord = true
                }
            case "'":
                inWord = true
                guard let close = characters.firstIndex(of: "'") else { throw .unclosedQuote("'") }
                word += String(characters[..<close])
                characters = characters[(close + 1)...]
            case "\"":
                inWord = true
                var closed = false
                while let inner = characters.popFirst() {
                    if inner == "\"" {
                        closed = true
                        break
                    }
                    if inner == "\\", let next = characters.first, ["$", "`", "\"", "\\", "\n"].contains(next) {
                        characters.removeFirst()
                        if next != "\n" { word.append(next) }
                    } else {
                        word.append(inner)
                    }
                }
                guard closed else { throw .unclosedQuote("\"") }
            case "~" where !inWord:
                inWord = true
                if let home, characters.first == nil || characters.first == "/" || isBlank(characters.first) {
                    word += home
                } else {
                    word.append(character)
                }
            default:
                if shellOnly.contains(character) { throw .needsShell(character) }
                word.append(character)
                inWord = true
            }
        }
        finishWord()
        // `'' img` would name no program at all.
        guard let program = words.first, !program.isEmpty else { throw .empty }
        return words
    }

    private static func isBlank(_ character: Character?) -> Bool {
        character == " " || character == "\t" || character == "\n" || character == "\r"
    }
}
