/// A probe that does not wait: its queries go out after the first frame and its replies come in
/// through the app's own input, mixed with keys. ``feed(_:)`` takes every byte read while it
/// lasts, keeps the replies and hands back the rest for the `KeyDecoder`, so a reply is never
/// read as keys typed into the search box; it is over at the end marker (DA1, which every
/// terminal answers) or when the app gives up waiting (``finish()``).
public struct TerminalProbeSession: Sendable {
    /// What to write to the terminal.
    public let queries: [UInt8]
    /// The replies so far, in order.
    public private(set) var replies: [TerminalReply] = []
    private var parser = ReplyParser()
    private let wantedPrimaryAttributes: Int
    private var primaryAttributes = 0

    /// A session for the terminal outside tmux (one DA1 ends it).
    public init() {
        queries = ProbeQuery.burst
        wantedPrimaryAttributes = 1
    }

    /// All the replies came (the end marker is in).
    public var isComplete: Bool { primaryAttributes >= wantedPrimaryAttributes }

    /// True while an unfinished sequence is held back (a lone ESC, or half a reply).
    public var hasPartialSequence: Bool { parser.hasPartialSequence }

    /// Takes bytes read from the terminal.
    /// - Returns: the bytes that were not replies (keys), for the key decoder.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        for reply in parser.feed(bytes) {
            replies.append(reply)
            if case .primaryAttributes = reply { primaryAttributes += 1 }
        }
        return parser.takeTypeahead()
    }

    /// Gives up on what is held back (after the Esc delay, or at the end): its bytes, for the key
    /// decoder, which swallows a reply that completes later and reads anything else as keys.
    public mutating func flush() -> [UInt8] { parser.flush() }

    /// What the replies say, with the environment and the window's size (see ``TerminalCapabilities``).
    public func capabilities(environment: [String: String], windowPixels: Size?, cells: Size) -> TerminalCapabilities {
        TerminalCapabilities(replies: replies, environment: environment, windowPixels: windowPixels, cells: cells)
    }
}
