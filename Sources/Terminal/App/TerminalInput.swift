import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Input from the real terminal: keys decoded from stdin, resizes and job control from the
/// screen's signal pipe, and the terminal's answers to graphics commands.
public final class TerminalInput: InputSource {
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Esc key.
    public var escapeDelay: DispatchTimeInterval = .milliseconds(25)

    private let screen: Screen
    private var loop: EventLoop?
    private var deliver: ((InputEvent) -> Void)?
    private var decoder = KeyDecoder()
    private var escapeTimer: LoopTimer?
    /// A probe whose replies are being read, and what to do when it is over.
    private var probe: (session: TerminalProbeSession, finished: (TerminalProbeSession) -> Void)?

    public init(screen: Screen) {
        self.screen = screen
    }

    public func start(on loop: EventLoop, deliver: @escaping (InputEvent) -> Void) {
        self.loop = loop
        self.deliver = deliver
        loop.watch(fileDescriptor: STDIN_FILENO) { [unowned self] in readInput() }
        loop.watch(fileDescriptor: screen.signalDescriptor) { [unowned self] in handleSignals() }
        // Keys typed while the terminal was probed come first.
        if let typeahead = screen.probe?.typeahead, !typeahead.isEmpty {
            for key in decoder.feed(typeahead) { deliver(.key(key)) }
        }
    }

    /// Reads the replies to `session`'s queries (written by the caller) out of the input from
    /// now on, so none becomes a key; `finished` gets the session when its end marker came or
    /// ``finishProbe()`` gave up.
    public func startProbe(_ session: TerminalProbeSession, finished: @escaping (TerminalProbeSession) -> Void) {
        probe = (session, finished)
    }

    /// Stops reading replies: what was held back goes to the key decoder (which swallows a reply
    /// that completes later), and the session goes to its `finished`.
    public func finishProbe() {
        guard var (session, finished) = probe else { return }
        probe = nil
        let rest = session.flush()
        if !rest.isEmpty { deliverKeys(decoder.feed(rest)) }
        finished(session)
    }

    public func stop() {
        loop?.unwatch(fileDescriptor: STDIN_FILENO)
        loop?.unwatch(fileDescriptor: screen.signalDescriptor)
        escapeTimer?.cancel()
        escapeTimer = nil
        deliver = nil
        loop = nil
    }

    public func suspend() {
        screen.suspend()
        deliver?(.resize(screen.size))
    }

    /// One read per readable turn: stdin stays blocking (O_NONBLOCK would be shared with the shell
    /// and outlive a crash), and poll reports it again if more is waiting.
    private func readInput() {
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(STDIN_FILENO, &bytes, bytes.count)
        if count == 0 {
            loop?.stop()  // the terminal went away
            return
        }
        guard count > 0 else { return }  // EINTR: poll will say so again
        var keyBytes = Array(bytes[0..<count])
        if var (session, finished) = probe {
            let before = session.replies.count
            keyBytes = session.feed(keyBytes)
            probe = (session, finished)
            // Kitty's answers to our own images (ENOENT) go on to the graphics layer meanwhile.
            for reply in session.replies[before...] {
                if case .kittyGraphics = reply { deliver?(.reply(reply)) }
            }
        }
        let keys = decoder.feed(keyBytes)
        escapeTimer?.cancel()
        escapeTimer = nil
        if decoder.hasPendingInput || probe?.session.hasPartialSequence == true, let loop {
            escapeTimer = loop.schedule(after: escapeDelay) { [unowned self] in
                escapeTimer = nil
                // A lone Esc held by the probe's parser is a key after all.
                if var (session, finished) = probe, session.hasPartialSequence {
                    let held = session.flush()
                    probe = (session, finished)
                    deliverKeys(decoder.feed(held))
                }
                deliverKeys(decoder.flush())
            }
        }
        deliverKeys(keys)
        if probe?.session.isComplete == true { finishProbe() }
    }

    private func deliverKeys(_ keys: [Key]) {
        for key in keys { deliver?(.key(key)) }
        for reply in decoder.takeReplies() { deliver?(.reply(reply)) }
    }

    private func handleSignals() {
        var resized = false
        for signal in screen.takeSignals() {
            switch signal {
            case SIGWINCH: resized = true
            case SIGCONT:
                screen.resumeAfterContinue()
                resized = true
            case SIGTSTP: suspend()
            default: break
            }
        }
        if resized { deliver?(.resize(screen.updateSize())) }
    }
}
