/// Why the screen could not start.
public enum ScreenError: Error, CustomStringConvertible {
    /// stdin or stdout is not a terminal (piped, redirected).
    case notATerminal
    /// ncurses has no terminfo entry for `$TERM`.
    case unknownTerminal(String)

    public var description: String {
        switch self {
        case .notATerminal: return "not running in a terminal (stdin and stdout must be a tty)"
        case .unknownTerminal(let name): return "unknown terminal type '\(name)' (check $TERM)"
        }
    }
}
