/// Why a command line could not be split into words.
public enum CommandWordsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing but blanks.
    case empty
    /// A quote (`'` or `"`) opened and never closed.
    case unclosedQuote(Character)
    /// A backslash with nothing after it.
    case trailingBackslash
    /// An unquoted character that only a shell understands (`|`, `;`, `&`, `<`, `>`, `(`, `)`,
    /// `$`, `` ` ``): no shell runs the command, so it would reach the program as plain text.
    case needsShell(Character)

    /// What is wrong and how to fix it, for a config error or stderr.
    public var message: String {
        switch self {
        case .empty:
            return "the command is empty"
        case .unclosedQuote(let quote):
            return "a \(quote == "'" ? "single" : "double") quote (\(quote)) is not closed"
        case .trailingBackslash:
            return "the command ends with a backslash"
        case .needsShell(let character):
            return "“\(character)” needs a shell, and none runs the command; quote it, or write sh -c '…' to use one"
        }
    }

    public var description: String { message }
}
