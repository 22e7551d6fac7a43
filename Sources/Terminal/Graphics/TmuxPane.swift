/// Where the program's tmux pane is and which terminal shows it, from one `tmux display`: the
/// pane's top-left cell on the outer terminal (below the status line when that is on top), the
/// client's terminal device, where bytes tmux would not pass on can be written directly, and
/// whether the pane passes escape sequences through to that terminal at all.
public struct TmuxPane: Equatable, Sendable {
    /// The pane's top-left cell on the outer terminal.
    public var offset: Point
    /// The attached client's terminal (`/dev/pts/3`); nil when tmux did not say.
    public var clientTTY: String?
    /// The pane's `allow-passthrough`.
    public var passthrough: TmuxPassthroughSetting

    public init(offset: Point, clientTTY: String? = nil, passthrough: TmuxPassthroughSetting = .unknown) {
        self.offset = offset
        self.clientTTY = clientTTY
        self.passthrough = passthrough
    }

    /// The `tmux display` arguments whose answer ``init(parsing:)`` reads.
    public static let displayArguments = ["display", "-p", "#{pane_left} #{pane_top} #{status} #{status-position} #{allow-passthrough} #{client_tty}"]

    /// The `tmux set` arguments that turn the pane's `allow-passthrough` on (when the user allowed it).
    public static let setPassthroughArguments = ["set", "-p", "allow-passthrough", "on"]

    /// The pane the program runs in, asked of tmux now (a process: a few milliseconds, so never
    /// on the loop's thread; ``TmuxPaneQuestion`` asks on a worker).
    /// - Parameter askTmux: runs `tmux ARGUMENTS` and returns its output (a stand-in in tests).
    public static func current(asking askTmux: ([String]) -> String? = { TmuxCommand.run($0) }) -> TmuxPane? {
        askTmux(displayArguments).flatMap(TmuxPane.init(parsing:))
    }

    /// Parses `pane_left pane_top status status-position allow-passthrough client_tty`, all but
    /// the first two optional: a tmux without the option (before 3.3) or a detached client
    /// leaves its word out.
    public init?(parsing text: String) {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count >= 2, let left = Int(words[0]), let top = Int(words[1]) else { return nil }
        var statusLines = 0
        if words.count >= 4, words[3] == "top" {
            statusLines = words[2] == "on" ? 1 : Int(words[2]) ?? 0
        }
        offset = Point(x: left, y: top + statusLines)
        clientTTY = words.dropFirst(4).first { $0.hasPrefix("/dev/") }
        passthrough = words.count >= 5 && !words[4].hasPrefix("/dev/") ? TmuxPassthroughSetting(answer: words[4]) : .unknown
    }
}
