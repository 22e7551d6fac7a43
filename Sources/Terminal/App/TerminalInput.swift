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
    /// Keys and replies out of stdin; while a probe is open, its replies stay with it.
    private var router = InputRouter()
    private var escapeTimer: LoopTimer?
    /// What to do when the open probe is over.
    private var probeFinished: ((TerminalProbeSession) -> Void)?

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
            send(router.feed(typeahead))
        }
    }

    /// Reads the replies to `session`'s queries (written by the caller) out of the input from
    /// now on, so none becomes a key; `finished` gets the session when its end marker came or
    /// ``finishProbe()`` gave up.
    public func startProbe(_ session: TerminalProbeSession, finished: @escaping (TerminalProbeSession) -> Void) {
        router.open(session)
        probeFinished = finished
    }

    /// Stops reading replies for the probe (a reply that completes later goes to the app, which
    /// ignores what it did not ask for), and hands the session to its `finished`.
    public func finishProbe() {
        guard let finished = probeFinished, let session = router.close() else { return }
        probeFinished = nil
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
        let events = router.feed(bytes[0..<count])
        escapeTimer?.cancel()
        escapeTimer = nil
        if router.hasPendingInput, let loop {
            escapeTimer = loop.schedule(after: escapeDelay) { [unowned self] in
                escapeTimer = nil
                send(router.flush())
            }
        }
        send(events)
        if router.probe?.isComplete == true { finishProbe() }
    }

    private func send(_ events: [InputEvent]) {
        for event in events { deliver?(event) }
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
