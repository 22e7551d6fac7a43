import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Asks the terminal what it can do, before ncurses takes it: one burst of queries (kitty
/// graphics, XTVERSION, cell size, sixel registers, synchronized output, direct colour, the
/// background) ending in DA1, which every terminal answers, so the wait ends as soon as the
/// last reply is in (a few milliseconds locally) and never lasts beyond `budget`.
///
/// Inside tmux, tmux answers XTVERSION and DA1 itself: a first stage asks it, then the burst goes
/// to the outer terminal in passthrough with a second DA1 as its end marker. Keys typed meanwhile
/// are kept (`typeahead`) for the key decoder; replies that come after the budget are swallowed
/// by the key decoder, never read as keys.
public struct TerminalProbe: Sendable {
    /// What came back.
    public struct Result: Sendable {
        /// The replies, in order.
        public var replies: [TerminalReply]
        /// Everything read, for `doctor`.
        public var rawReplies: [UInt8]
        /// Bytes that were not replies (keys typed during the probe).
        public var typeahead: [UInt8]
        /// How long it took.
        public var milliseconds: Double
        /// The wait ended at the budget, not at the end marker.
        public var timedOut: Bool
        /// Inside tmux: the outer terminal never answered (passthrough off).
        public var passthroughSilent: Bool
        /// Inside tmux: the pane's top-left cell on the outer terminal.
        public var tmuxPaneOffset: Point?
        /// Inside tmux: the client's terminal device (see ``TmuxPane``).
        public var tmuxClientTTY: String?
        /// What was found.
        public var capabilities: TerminalCapabilities
        /// Remembered from an earlier run (``TerminalProbeCache``), not asked this time.
        public var remembered = false

        /// A result as the probe makes it (tests make their own).
        public init(replies: [TerminalReply], rawReplies: [UInt8], typeahead: [UInt8], milliseconds: Double, timedOut: Bool,
                    passthroughSilent: Bool, tmuxPaneOffset: Point?, tmuxClientTTY: String? = nil, capabilities: TerminalCapabilities) {
            self.replies = replies
            self.rawReplies = rawReplies
            self.typeahead = typeahead
            self.milliseconds = milliseconds
            self.timedOut = timedOut
            self.passthroughSilent = passthroughSilent
            self.tmuxPaneOffset = tmuxPaneOffset
            self.tmuxClientTTY = tmuxClientTTY
            self.capabilities = capabilities
        }

        /// An answer remembered from an earlier run: no replies, no wait.
        public init(remembered capabilities: TerminalCapabilities) {
            self.init(replies: [], rawReplies: [], typeahead: [], milliseconds: 0, timedOut: false, passthroughSilent: false,
                      tmuxPaneOffset: nil, capabilities: capabilities)
            remembered = true
        }
    }

    /// Longest wait, all stages together.
    public var budget: Double
    /// Inside tmux, turn the pane's `allow-passthrough` on when it is off (the user allowed it).
    public var setTmuxPassthrough: Bool
    /// The environment (`TMUX`, `TERM_PROGRAM`…).
    public var environment: [String: String]
    /// Inside tmux, asks tmux (`tmux display …`, `tmux set …`); its answer, or nil. Tests answer for it.
    public var askTmux: @Sendable ([String]) -> String?
    /// Where the object of kitty's shared-memory query is made (nil: not asked).
    public var sharedMemory: SharedMemoryObjects?

    /// Creates a probe.
    public init(budget: Double = 0.25, setTmuxPassthrough: Bool = false, environment: [String: String] = ProcessInfo.processInfo.environment,
                askTmux: @escaping @Sendable ([String]) -> String? = { TmuxCommand.run($0) },
                sharedMemory: SharedMemoryObjects? = .process) {
        self.budget = budget
        self.setTmuxPassthrough = setTmuxPassthrough
        self.environment = environment
        self.askTmux = askTmux
        self.sharedMemory = sharedMemory
    }

    /// How long, in nanoseconds, the terminal outside tmux is waited for when passthrough is on.
    static let passthroughGrace: UInt64 = 2_500_000_000

    /// Whether this process runs inside tmux.
    public var insideTmux: Bool { environment["TMUX"].map { !$0.isEmpty } ?? false }

    /// Runs the probe on `input`/`output` (a terminal), in raw mode for its duration.
    public func run(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Result {
        let start = DispatchTime.now().uptimeNanoseconds
        let deadline = start + UInt64(budget * 1_000_000_000)
        var saved = termios()
        let hasMode = tcgetattr(input, &saved) == 0
        if hasMode {
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
            raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
            _ = tcsetattr(input, TCSANOW, &raw)
        }
        defer { if hasMode { _ = tcsetattr(input, TCSANOW, &saved) } }

        var session = insideTmux ? TerminalProbeSession.insideTmux(sharedMemory: sharedMemory) : TerminalProbeSession(sharedMemory: sharedMemory)
        var reader = Reader(input: input)
        var timedOut = false
        var passthroughSilent = false
        var pane: TmuxPane?
        Self.write(session.queries, to: output)
        if insideTmux {
            let firstDeadline = min(deadline, start + UInt64(budget * 0.4 * 1_000_000_000))
            if !reader.read(into: &session, until: firstDeadline) { timedOut = true }
            if setTmuxPassthrough { _ = askTmux(TmuxPane.setPassthroughArguments) }
            pane = TmuxPane.current(asking: askTmux)
            let passthrough = setTmuxPassthrough ? .on : pane?.passthrough ?? .unknown
            if passthrough == .off {
                // tmux drops whatever is wrapped for the terminal outside: asking it would only
                // wait out the budget, on every launch.
                passthroughSilent = true
            } else {
                Self.write(session.askOuterTerminal(), to: output)
                // With passthrough on, the terminal outside will answer (every terminal answers DA1):
                // a busy one (kitty under software GL while tmux relays, on a loaded machine) is given
                // up to 2.5 s rather than taken for a silent one, which would mean symbols for the
                // whole session. A prompt terminal ends the wait at its answer, as always. An unknown
                // setting (a tmux too old to have it) is waited for within the budget only.
                let secondDeadline = passthrough == .on ? max(deadline, DispatchTime.now().uptimeNanoseconds + Self.passthroughGrace) : deadline
                if !reader.read(into: &session, until: secondDeadline) {
                    timedOut = true
                    passthroughSilent = true
                }
            }
        } else {
            if !reader.read(into: &session, until: deadline) { timedOut = true }
        }
        let window = Self.windowSize(of: output)
        let capabilities = session.capabilities(environment: environment, windowPixels: window.pixels, cells: window.cells)
        return Result(replies: session.replies, rawReplies: reader.raw, typeahead: reader.typeahead + session.flush(),
                      milliseconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000,
                      timedOut: timedOut, passthroughSilent: passthroughSilent, tmuxPaneOffset: pane?.offset, tmuxClientTTY: pane?.clientTTY, capabilities: capabilities)
    }

    /// The window's size in cells and, when the kernel knows it, in pixels (`TIOCGWINSZ`).
    public static func windowSize(of output: Int32) -> (cells: Size, pixels: Size?) {
        var size = winsize()
        let hasSize = ioctl(output, UInt(TIOCGWINSZ), &size) == 0
        let cells = Size(width: hasSize ? Int(size.ws_col) : 0, height: hasSize ? Int(size.ws_row) : 0)
        let pixels = hasSize && size.ws_xpixel > 0 && size.ws_ypixel > 0 ? Size(width: Int(size.ws_xpixel), height: Int(size.ws_ypixel)) : nil
        return (cells, pixels)
    }

    /// Parses `pane_left pane_top status status-position` into the pane's top-left cell.
    static func paneOffset(parsing text: String) -> Point? { TmuxPane(parsing: text)?.offset }

    private static func write(_ bytes: [UInt8], to output: Int32) {
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(output, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { return }
            }
        }
    }

    /// Reads the terminal into a session until the session is complete or the deadline passed:
    /// the session decides which bytes are replies and when the last one came.
    private struct Reader {
        let input: Int32
        /// Everything read, for `doctor`.
        var raw: [UInt8] = []
        /// Keys typed meanwhile.
        var typeahead: [UInt8] = []

        init(input: Int32) { self.input = input }

        /// - Returns: whether the session completed before the deadline.
        mutating func read(into session: inout TerminalProbeSession, until deadline: UInt64) -> Bool {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !session.isComplete {
                let now = DispatchTime.now().uptimeNanoseconds
                guard now < deadline else { return false }
                var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
                let timeout = Int32(max(1, (deadline - now) / 1_000_000))
                let ready = poll(&descriptor, 1, timeout)
                if ready < 0 && errno == EINTR { continue }
                guard ready > 0 else { continue }
                let count = Glibc.read(input, &buffer, buffer.count)
                guard count > 0 else { return false }
                raw += buffer[0..<count]
                typeahead += session.feed(buffer[0..<count])
            }
            return true
        }
    }
}
