/// The one route from the bytes a terminal sends to the app's events: the `KeyDecoder` turns
/// them into keys and replies, in order; while a probe is open its session takes the replies it
/// asked for, and everything else (keys, kitty's `ENOENT` about an image) goes on to the app.
///
/// Pure: `TerminalInput` feeds it what it reads and delivers what comes out; tests feed bytes.
///
/// ```swift
/// var router = InputRouter()
/// router.open(TerminalProbeSession())
/// router.feed(Array("j\u{1B}[?62;c".utf8))  // [.key(.character("j"))]; the session is complete
/// ```
public struct InputRouter: Sendable {
    private var decoder = KeyDecoder()
    /// The probe whose replies are being read, if one is open.
    public private(set) var probe: TerminalProbeSession?

    public init() {}

    /// True when bytes are held back waiting for the rest of a sequence: flush after the Esc delay.
    public var hasPendingInput: Bool { decoder.hasPendingInput }

    /// Reads the replies to `session`'s queries (written by the caller) out of the input from now on.
    public mutating func open(_ session: TerminalProbeSession) {
        probe = session
    }

    /// Stops reading replies for the probe (its end marker came, or the app gave up).
    /// - Returns: the session, with what it took.
    public mutating func close() -> TerminalProbeSession? {
        defer { probe = nil }
        return probe
    }

    /// Decodes the bytes read from the terminal.
    /// - Returns: the events for the app, in order: keys, and the replies no open probe took.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) -> [InputEvent] where Bytes.Element == UInt8 {
        route(decoder.decode(bytes))
    }

    /// Gives up waiting for the rest of a sequence (a lone ESC is the Esc key).
    public mutating func flush() -> [InputEvent] {
        route(decoder.flushEvents())
    }

    private mutating func route(_ events: [InputEvent]) -> [InputEvent] {
        guard probe != nil else { return events }
        return events.filter { event in
            guard case .reply(let reply) = event else { return true }
            return probe?.take(reply) != true
        }
    }
}
