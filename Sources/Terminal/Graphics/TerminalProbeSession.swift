/// One probe of the terminal, and the one place that decides when it is over: it collects the
/// replies to its queries and is complete at its end marker (DA1, which every terminal answers).
///
/// Two ways in, one fold:
/// - after the first frame the app's input decodes keys and replies together (`InputRouter`) and
///   hands each reply to ``take(_:)``, which keeps the ones this probe asked for;
/// - before ncurses starts (`TerminalProbe`, `doctor`) ``feed(_:)`` takes raw bytes, separates the
///   replies from keys typed meanwhile and hands the keys back for the `KeyDecoder`.
///
/// Inside tmux the probe has two stages: tmux answers XTVERSION and DA1 itself
/// (``insideTmux()``); when the pane passes escape sequences through, ``askOuterTerminal()``
/// wraps the burst for the terminal outside, whose DA1 is the second end marker.
public struct TerminalProbeSession: Sendable {
    /// What to write to the terminal first.
    public let queries: [UInt8]
    /// The replies so far, in order.
    public private(set) var replies: [TerminalReply] = []
    private var parser = ReplyParser()
    private var wantedPrimaryAttributes = 1
    private var primaryAttributes = 0

    /// The id of the kitty graphics query in ``ProbeQuery/burst`` (`i=31`): its answer is the
    /// probe's; kitty's answers about the app's own images are not.
    static let kittyQueryID = 31
    /// The id of kitty's shared-memory query (``ProbeQuery/burst(sharedMemoryName:)``).
    static let kittySharedMemoryQueryID = 32

    /// Where the shared-memory query's object is made; nil asks no such question.
    private let sharedMemory: SharedMemoryObjects?
    /// The shared-memory query's object, once the burst that names it was made: kitty unlinks it
    /// when it reads it, this session at its end marker (kitty answered the query before DA1, so
    /// an object still there was not read) or the objects' sweep when no end marker comes.
    public private(set) var sharedMemoryName: String?

    /// A session for the terminal outside tmux (one DA1 ends it).
    /// - Parameter sharedMemory: where to make the object of kitty's shared-memory query (the
    ///   process's objects in the app); nil leaves that question out.
    public init(sharedMemory: SharedMemoryObjects? = nil) {
        self.sharedMemory = sharedMemory
        sharedMemoryName = sharedMemory.flatMap(Self.makeQueryObject)
        queries = sharedMemoryName.map { ProbeQuery.burst(sharedMemoryName: $0) } ?? ProbeQuery.burst
    }

    private init(queries: [UInt8], sharedMemory: SharedMemoryObjects?) {
        self.queries = queries
        self.sharedMemory = sharedMemory
    }

    /// A session inside tmux: its first stage asks tmux itself (XTVERSION and DA1).
    public static func insideTmux(sharedMemory: SharedMemoryObjects? = nil) -> TerminalProbeSession {
        TerminalProbeSession(queries: ProbeQuery.tmuxFirstStage, sharedMemory: sharedMemory)
    }

    /// The query's object: one black RGB pixel.
    private static func makeQueryObject(in objects: SharedMemoryObjects) -> String? { objects.create([0, 0, 0]) }

    /// All the replies came (the last end marker is in).
    public var isComplete: Bool { primaryAttributes >= wantedPrimaryAttributes }

    /// True while an unfinished sequence given to ``feed(_:)`` is held back (a lone ESC, or half a reply).
    public var hasPartialSequence: Bool { parser.hasPartialSequence }

    /// Inside tmux, once tmux answered and its pane passes escape sequences through: the burst
    /// for the terminal outside, wrapped for tmux, to write. The session is complete at the
    /// second DA1 in all (tmux's and the outer terminal's): counting from what the first stage
    /// got would take a late tmux answer for the terminal's and stop before its replies.
    public mutating func askOuterTerminal() -> [UInt8] {
        wantedPrimaryAttributes = 2
        sharedMemoryName = sharedMemory.flatMap(Self.makeQueryObject)
        return ProbeQuery.wrappedForTmux(sharedMemoryName.map { ProbeQuery.burst(sharedMemoryName: $0) } ?? ProbeQuery.burst)
    }

    /// Takes one reply decoded from the terminal's input.
    /// - Returns: whether it answers this probe (kept); false for anything else (kitty's answer
    ///   about one of the app's images), which goes on to the app.
    public mutating func take(_ reply: TerminalReply) -> Bool {
        if case .kittyGraphics(let id, _) = reply, id != Self.kittyQueryID, id != Self.kittySharedMemoryQueryID { return false }
        replies.append(reply)
        if case .primaryAttributes = reply { primaryAttributes += 1 }
        if isComplete, let name = sharedMemoryName {
            sharedMemory?.unlink(name)
            sharedMemoryName = nil
        }
        return true
    }

    /// Takes raw bytes read from the terminal (before the app's input decodes them).
    /// - Returns: the bytes that were not replies (keys), for the key decoder.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        for reply in parser.feed(bytes) { _ = take(reply) }
        return parser.takeTypeahead()
    }

    /// Gives up on what ``feed(_:)`` holds back (after the Esc delay, or at the end): its bytes,
    /// for the key decoder, which swallows a reply that completes later and reads anything else as keys.
    public mutating func flush() -> [UInt8] { parser.flush() }

    /// What the replies say, with the environment and the window's size (see ``TerminalCapabilities``).
    public func capabilities(environment: [String: String], windowPixels: Size?, cells: Size) -> TerminalCapabilities {
        TerminalCapabilities(replies: replies, environment: environment, windowPixels: windowPixels, cells: cells)
    }
}
