import Testing
@testable import Terminal

/// What terminals on the project's machine answered to the probe burst (BRIEF.md §2: kitty
/// 0.26.5, xterm 379, mlterm 3.9.0, foot 1.13.1, tmux 3.3a), byte for byte, in the order they
/// answer, with the environment and window size they run with.
struct RecordedTerminal: Sendable, CustomTestStringConvertible {
    var name: String
    var replies: String
    var environment: [String: String]
    var windowPixels: Size?
    var cells: Size

    var bytes: [UInt8] { Array(replies.utf8) }
    var testDescription: String { name }

    var capabilities: TerminalCapabilities {
        var parser = ReplyParser()
        return TerminalCapabilities(replies: parser.feed(bytes), environment: environment, windowPixels: windowPixels, cells: cells)
    }

    static let kittyReplies = "\u{1B}_Gi=31;OK\u{1B}\\" + "\u{1B}P>|kitty(0.26.5)\u{1B}\\" + "\u{1B}[6;18;9t"
        + "\u{1B}[?2026;2$y" + "\u{1B}[?62;c"
    static let footReplies = "\u{1B}P>|foot(1.13.1)\u{1B}\\" + "\u{1B}[6;17;8t" + "\u{1B}[?1;0;1024S"
        + "\u{1B}[?2;0;952;595S" + "\u{1B}[?2026;2$y" + "\u{1B}[?62;4;22c"
    /// tmux answers XTVERSION and DA1 itself, before any wrapped query reaches the outer terminal.
    static let tmuxReplies = "\u{1B}P>|tmux 3.3a\u{1B}\\" + "\u{1B}[?1;2c"
    static let tmuxEnvironment = [
        "TERM": "tmux-256color", "TMUX": "/tmp/tmux-1000/default,4242,0", "TERM_PROGRAM": "tmux",
        "TERM_PROGRAM_VERSION": "3.3a",
    ]

    static let kitty = RecordedTerminal(
        name: "kitty 0.26.5", replies: kittyReplies,
        environment: ["TERM": "xterm-kitty", "COLORTERM": "truecolor", "KITTY_WINDOW_ID": "1"],
        windowPixels: Size(width: 720, height: 432), cells: Size(width: 80, height: 24))

    /// `-ti vt340`; `16t` is answered only with `allowWindowOps`, which is off.
    static let xtermVT340 = RecordedTerminal(
        name: "xterm 379 -ti vt340",
        replies: "\u{1B}P>|XTerm(379)\u{1B}\\" + "\u{1B}[?1;0;1024S" + "\u{1B}[?2;0;990;684S" + "\u{1B}[?2026;0$y"
            + "\u{1B}[?63;1;2;4;6;9;15;16;22;28c",
        environment: ["TERM": "xterm", "XTERM_VERSION": "XTerm(379)"],
        windowPixels: Size(width: 994, height: 688), cells: Size(width: 110, height: 36))

    /// The brief elides the DA1 after `?64;1;2;6;9;`; the rest is xterm's VT420 list.
    static let xtermDefault = RecordedTerminal(
        name: "xterm 379",
        replies: "\u{1B}P>|XTerm(379)\u{1B}\\" + "\u{1B}[?1;3S" + "\u{1B}[?2026;0$y"
            + "\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c",
        environment: ["TERM": "xterm", "XTERM_VERSION": "XTerm(379)"],
        windowPixels: Size(width: 994, height: 688), cells: Size(width: 110, height: 36))

    /// No XTVERSION; DA2 says 24 (the brief's burst asked DA2 too).
    static let mlterm = RecordedTerminal(
        name: "mlterm 3.9.0",
        replies: "\u{1B}[6;19;10t" + "\u{1B}[?1;0;1024S" + "\u{1B}[?2026;0$y" + "\u{1B}[>24;279;0c"
            + "\u{1B}[?63;1;2;3;4;6;7;15;18;22;29c",
        environment: ["TERM": "xterm", "MLTERM": "3.9.0"],
        windowPixels: nil, cells: Size(width: 80, height: 24))

    static let foot = RecordedTerminal(
        name: "foot 1.13.1", replies: footReplies, environment: ["TERM": "foot"],
        windowPixels: Size(width: 640, height: 408), cells: Size(width: 80, height: 24))

    static let tmuxKitty = RecordedTerminal(
        name: "kitty 0.26.5 in tmux 3.3a", replies: tmuxReplies + kittyReplies, environment: tmuxEnvironment,
        windowPixels: Size(width: 720, height: 432), cells: Size(width: 80, height: 24))

    static let tmuxFoot = RecordedTerminal(
        name: "foot 1.13.1 in tmux 3.3a", replies: tmuxReplies + footReplies, environment: tmuxEnvironment,
        windowPixels: Size(width: 640, height: 408), cells: Size(width: 80, height: 24))

    /// `allow-passthrough off`: the wrapped queries vanish, only tmux's own replies come.
    static let tmuxPassthroughOff = RecordedTerminal(
        name: "tmux 3.3a, passthrough off", replies: tmuxReplies, environment: tmuxEnvironment,
        windowPixels: Size(width: 640, height: 408), cells: Size(width: 80, height: 24))

    static let all = [kitty, xtermVT340, xtermDefault, mlterm, foot, tmuxKitty, tmuxFoot, tmuxPassthroughOff]
}
