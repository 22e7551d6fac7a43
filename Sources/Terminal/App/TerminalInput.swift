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
        let keys = decoder.feed(bytes[0..<count])
        escapeTimer?.cancel()
        escapeTimer = nil
        if decoder.hasPendingInput, let loop {
            escapeTimer = loop.schedule(after: escapeDelay) { [unowned self] in
                escapeTimer = nil
                for key in decoder.flush() { deliver?(.key(key)) }
            }
        }
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
