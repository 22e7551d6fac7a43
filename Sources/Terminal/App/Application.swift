import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A full-screen app: the `Screen`, the `EventLoop` it runs on, key decoding from stdin, resize
/// and suspend handling, and one render per loop turn when something called `setNeedsRender()`.
///
/// ```swift
/// let app = try Application()
/// app.onKey = { key in if key == .character("q") { app.quit() } else { state.handle(key); app.setNeedsRender() } }
/// app.view = { buffer in MyView(state: state).render(in: buffer.area, into: &buffer) }
/// app.run()
/// ```
public final class Application {
    public let loop: EventLoop
    public let screen: Screen
    /// Draws the app into the frame buffer (which starts blank each frame).
    public var view: ((inout CellBuffer) -> Void)?
    /// Receives every decoded key, paste and mouse event (Ctrl-Z is handled here unless
    /// `suspendsOnCtrlZ` is false).
    public var onKey: ((Key) -> Void)?
    /// Called after the terminal was resized (a render follows).
    public var onResize: ((Size) -> Void)?
    /// Ctrl-Z suspends to the shell and resumes on `fg`.
    public var suspendsOnCtrlZ = true
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Esc key.
    public var escapeDelay: DispatchTimeInterval = .milliseconds(25)

    private let renderer: FrameRenderer
    private var decoder = KeyDecoder()
    private var escapeTimer: LoopTimer?

    /// Starts the screen (alternate screen, raw mode, colors). Throws when not on a terminal.
    public init(loop: EventLoop = .main, options: Screen.Options = Screen.Options(), minimumSize: Size = .minimum) throws {
        self.loop = loop
        self.screen = try Screen(options: options)
        self.renderer = FrameRenderer(backend: screen.backend, minimumSize: minimumSize)
    }

    /// The terminal size.
    public var size: Size { screen.size }

    /// Asks for a render in this or the next loop turn. Thread-safe.
    public func setNeedsRender() { loop.setNeedsRender() }

    /// Makes `run()` return (the screen is restored then). Thread-safe.
    public func quit() { loop.stop() }

    /// Runs until `quit()`, then restores the terminal.
    public func run() {
        loop.renderHandler = { [unowned self] in renderer.render { buffer in view?(&buffer) } }
        loop.watch(fileDescriptor: STDIN_FILENO) { [unowned self] in readInput() }
        loop.watch(fileDescriptor: screen.signalDescriptor) { [unowned self] in handleSignals() }
        loop.setNeedsRender()
        loop.run()
        loop.unwatch(fileDescriptor: STDIN_FILENO)
        loop.unwatch(fileDescriptor: screen.signalDescriptor)
        loop.renderHandler = nil
        escapeTimer?.cancel()
        screen.end()
    }

    /// Ctrl-Z by hand (for a menu item or a custom binding).
    public func suspend() {
        screen.suspend()
        onResize?(size)
        setNeedsRender()
    }

    /// One read per readable turn: stdin stays blocking (O_NONBLOCK would be shared with the shell
    /// and outlive a crash), and poll reports it again if more is waiting.
    private func readInput() {
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(STDIN_FILENO, &bytes, bytes.count)
        if count == 0 {
            quit()  // the terminal went away
            return
        }
        guard count > 0 else { return }  // EINTR: poll will say so again
        let keys = decoder.feed(bytes[0..<count])
        escapeTimer?.cancel()
        escapeTimer = nil
        if decoder.hasPendingInput {
            escapeTimer = loop.schedule(after: escapeDelay) { [unowned self] in
                escapeTimer = nil
                dispatch(decoder.flush())
            }
        }
        dispatch(keys)
    }

    private func dispatch(_ keys: [Key]) {
        for key in keys {
            if key == .ctrl("z") && suspendsOnCtrlZ {
                suspend()
            } else {
                onKey?(key)
            }
        }
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
        if resized {
            let size = screen.updateSize()
            onResize?(size)
            setNeedsRender()
        }
    }
}
