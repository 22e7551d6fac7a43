import Foundation

/// A full-screen app: a backend to draw on, an input source, the `EventLoop` they run on, and one
/// render per loop turn when something called `setNeedsRender()`. On a terminal it owns the
/// `Screen` (`init(options:)`); in tests it takes any backend and a scripted input, and
/// `runPending()` stands in for the loop.
///
/// ```swift
/// let app = try Application()
/// app.onKey = { key in if key == .character("q") { app.quit() } else { state.handle(key); app.setNeedsRender() } }
/// app.view = { buffer in MyView(state: state).render(in: buffer.area, into: &buffer) }
/// app.run()
/// ```
public final class Application {
    public let loop: EventLoop
    public let backend: Backend
    public let input: InputSource
    /// The terminal, when the app runs on one.
    public let screen: Screen?
    /// Draws the app into the frame buffer (which starts blank each frame).
    public var view: ((inout CellBuffer) -> Void)?
    /// Called after each frame reached the backend, with its size: derive layout effects here.
    public var onFrame: ((Size) -> Void)?
    /// Receives every decoded key, paste and mouse event (Ctrl-Z is handled here unless
    /// `suspendsOnCtrlZ` is false).
    public var onKey: ((Key) -> Void)?
    /// Called after the terminal was resized (a render follows).
    public var onResize: ((Size) -> Void)?
    /// Called when the probe's answer after the first frame changed how images are drawn
    /// (``Screen/adoptProbeAnswer(_:milliseconds:)``): ``graphics`` and the screen's choice and
    /// cell size are new; build pixel images again. A render follows.
    public var onGraphicsChange: (() -> Void)?
    /// How long the probe asked after the first frame is waited for. Nothing waits on it (the
    /// screen draws meanwhile), so it is longer than the 250 ms a launch used to wait.
    public var backgroundProbeBudget: DispatchTimeInterval = .seconds(1)
    /// Ctrl-Z suspends to the shell and resumes on `fg`.
    public var suspendsOnCtrlZ = true

    private let renderer: FrameRenderer
    private var isStarted = false
    private var tmuxRedrawTimer: LoopTimer?
    /// The frame the graphics layer asked for, and when it is due.
    private var graphicsWakeTimer: LoopTimer?
    private var graphicsWakeDue: UInt64?
    /// tmux's client terminal, asked with the pane's place (at start, resize and focus-in).
    private var tmuxClientTTY: String?
    /// Counts the pane questions asked (and focus changes): an answer to an older one is dropped.
    private var tmuxPaneQuestions = 0
    /// The probe to ask after the first frame, until it is asked.
    private var pendingProbe: TerminalProbeSession?
    private var probeTimer: LoopTimer?
    /// When the probe after the first frame was asked.
    private var probeStart: UInt64 = 0
    /// Inside tmux, the probe after the first frame while it is under way.
    private var tmuxProbe: TmuxProbeStages?

    /// Starts the screen (alternate screen, raw mode, colors). Throws when not on a terminal.
    public convenience init(loop: EventLoop = .main, options: Screen.Options = Screen.Options(), minimumSize: Size = .minimum) throws {
        let screen = try Screen(options: options)
        self.init(loop: loop, backend: screen.backend, input: TerminalInput(screen: screen), screen: screen, minimumSize: minimumSize)
        graphics = Self.graphicsLayer(for: screen)
        tmuxClientTTY = screen.probe?.tmuxClientTTY
        if screen.probeStart.probesAfterFirstFrame {
            pendingProbe = screen.insideTmux ? .insideTmux(sharedMemory: .process) : TerminalProbeSession(sharedMemory: .process)
        }
    }

    /// The layer for the screen's graphics choice; nil for cells.
    private static func graphicsLayer(for screen: Screen) -> GraphicsLayer? {
        guard screen.graphicsDriver.graphicsProtocol != nil else { return nil }
        // DEC 2026 through tmux 3.3a is not passed on: only outside it.
        let synchronized = !screen.insideTmux && screen.probe?.capabilities.synchronizedOutput == true
        return GraphicsLayer(driver: screen.graphicsDriver, output: screen.backend,
                             tmuxPaneOffset: screen.insideTmux ? screen.probe?.tmuxPaneOffset ?? Point(x: 0, y: 0) : nil,
                             synchronizedOutput: synchronized)
    }

    /// After the first frame: asks the terminal, reading its replies out of the input. Inside
    /// tmux, tmux answers the first stage itself and is asked about its pane meanwhile (a child
    /// process, off the loop); the terminal outside is asked once both are in, unless the pane
    /// passes nothing through.
    private func startPendingProbe() {
        guard let session = pendingProbe, let screen else { return }
        pendingProbe = nil
        probeStart = DispatchTime.now().uptimeNanoseconds
        if screen.insideTmux {
            tmuxProbe = TmuxProbeStages(setsPassthrough: screen.setsTmuxPassthrough)
            let question = TmuxPaneQuestion { [weak self] pane in self?.tmuxPaneAnswered(pane) }
            question.ask(on: loop, setPassthrough: screen.setsTmuxPassthrough)
        }
        readProbe(session, writing: session.queries, within: backgroundProbeBudget)
    }

    /// Writes `bytes` and reads `session`'s replies out of the input until it is complete or `budget` passed.
    private func readProbe(_ session: TerminalProbeSession, writing bytes: [UInt8], within budget: DispatchTimeInterval) {
        guard let screen, let terminalInput = input as? TerminalInput else { return }
        screen.backend.writeRaw(bytes)
        terminalInput.startProbe(session) { [weak self] session in self?.probeStageFinished(session) }
        probeTimer = loop.schedule(after: budget) { [weak terminalInput] in terminalInput?.finishProbe() }
    }

    private func probeStageFinished(_ session: TerminalProbeSession) {
        probeTimer?.cancel()
        probeTimer = nil
        guard var stages = tmuxProbe else {
            adoptProbeAnswer(session)
            return
        }
        stages.stageFinished(session)
        tmuxProbe = stages
        advanceTmuxProbe()
    }

    private func tmuxPaneAnswered(_ pane: TmuxPane?) {
        guard tmuxProbe != nil else { return }
        tmuxProbe?.paneAnswered(pane)
        advanceTmuxProbe()
    }

    /// Inside tmux: the next step once tmux's answers are in.
    private func advanceTmuxProbe() {
        guard var stages = tmuxProbe else { return }
        switch stages.next() {
        case .wait:
            break
        case .askOuterTerminal(var session, let grace):
            tmuxProbe = stages
            let bytes = session.askOuterTerminal()
            readProbe(session, writing: bytes, within: grace ? .nanoseconds(Int(TerminalProbe.passthroughGrace)) : backgroundProbeBudget)
        case .finished(let session, let pane, let passthroughSilent):
            tmuxProbe = nil
            if let pane {
                tmuxClientTTY = pane.clientTTY ?? tmuxClientTTY
                renderer.graphics?.tmuxPaneOffset = pane.offset
            }
            adoptProbeAnswer(session, pane: pane, passthroughSilent: passthroughSilent)
        }
    }

    /// Draws with the answer from the next frame when it changes how images are drawn.
    private func adoptProbeAnswer(_ session: TerminalProbeSession, pane: TmuxPane? = nil, passthroughSilent: Bool = false) {
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - probeStart) / 1_000_000
        guard !isQuitting, let screen,
              screen.adoptProbeAnswer(session, milliseconds: milliseconds, pane: pane, passthroughSilent: passthroughSilent) else { return }
        // The old protocol's images go (kitty's by command, the rest with the repaint).
        renderer.graphics?.hideAll(reason: "probe")
        screen.backend.invalidate()
        graphics = Self.graphicsLayer(for: screen)
        onGraphicsChange?()
        setNeedsRender()
    }

    /// The pane may have moved (a resize, another window): its place and client, asked again off
    /// the loop (a `tmux` child takes milliseconds to tens of them). `then` runs on the loop with
    /// the answer in place and whether the pane moved, unless a later focus change or resize made
    /// the question stale.
    private func refreshTmuxPane(then apply: @escaping (GraphicsLayer, _ moved: Bool) -> Void) {
        tmuxPaneQuestions += 1
        let asked = tmuxPaneQuestions
        TmuxPaneQuestion { [weak self] pane in
            guard let self, asked == tmuxPaneQuestions, let graphics = renderer.graphics else { return }
            let moved = pane.map { $0.offset != graphics.tmuxPaneOffset } ?? false
            if let pane {
                graphics.tmuxPaneOffset = pane.offset
                tmuxClientTTY = pane.clientTTY ?? tmuxClientTTY
            }
            apply(graphics, moved)
        }.ask(on: loop, setPassthrough: false)
    }

    /// An app over any backend and input source (a test backend and a scripted input in tests).
    public convenience init(loop: EventLoop = EventLoop(), backend: Backend, input: InputSource, minimumSize: Size = .minimum) {
        self.init(loop: loop, backend: backend, input: input, screen: nil, minimumSize: minimumSize)
    }

    private init(loop: EventLoop, backend: Backend, input: InputSource, screen: Screen?, minimumSize: Size) {
        self.loop = loop
        self.backend = backend
        self.input = input
        self.screen = screen
        self.renderer = FrameRenderer(backend: backend, minimumSize: minimumSize)
    }

    /// The terminal size.
    public var size: Size { backend.size }

    /// Places real-pixel images after each frame (nil when the terminal shows cells only). On a
    /// terminal the probe sets it; a test sets a layer over an output of its own.
    public var graphics: GraphicsLayer? {
        get { renderer.graphics }
        set {
            renderer.graphics = newValue
            // What the layer held back (a byte budget, a scroll not at rest) comes in a later frame.
            newValue?.onNeedsFrame = { [weak self] milliseconds in self?.renderAfter(milliseconds: milliseconds) }
        }
    }

    /// One render `milliseconds` from now (the earliest asked for wins).
    private func renderAfter(milliseconds: Int) {
        let due = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, milliseconds)) * 1_000_000
        if let pending = graphicsWakeDue, pending <= due, graphicsWakeTimer != nil { return }
        graphicsWakeTimer?.cancel()
        graphicsWakeDue = due
        graphicsWakeTimer = loop.schedule(after: .milliseconds(max(1, milliseconds))) { [weak self] in
            self?.graphicsWakeTimer = nil
            self?.setNeedsRender()
        }
    }

    /// Asks for a render in this or the next loop turn. Thread-safe.
    public func setNeedsRender() { loop.setNeedsRender() }

    /// Makes `run()` return (the screen is restored then). Thread-safe.
    public func quit() { loop.stop() }

    /// Whether `quit()` was called.
    public var isQuitting: Bool { loop.isStopping }

    /// Runs until `quit()`, then restores the terminal.
    public func run() {
        start()
        loop.run()
        stop()
        screen?.end()
    }

    /// Connects input and rendering to the loop without running it (`run()` does this itself;
    /// tests call it, then `runPending()`).
    public func start() {
        guard !isStarted else { return }
        isStarted = true
        loop.renderHandler = { [unowned self] in renderFrame() }
        input.start(on: loop) { [unowned self] event in handle(event) }
        loop.setNeedsRender()
    }

    /// Disconnects input and rendering.
    public func stop() {
        guard isStarted else { return }
        isStarted = false
        probeTimer?.cancel()
        probeTimer = nil
        input.stop()
        loop.renderHandler = nil
    }

    /// One loop turn that never waits: posted work, due loop timers, and a frame if one is needed.
    public func runPending() { loop.runOnce() }

    /// Ctrl-Z by hand (for a menu item or a custom binding).
    public func suspend() {
        input.suspend()
        setNeedsRender()
    }

    private func renderFrame() {
        renderer.render { buffer in view?(&buffer) }
        onFrame?(backend.size)
        if pendingProbe != nil { startPendingProbe() }
    }

    private func handle(_ event: InputEvent) {
        switch event {
        case .key(.focusOut):
            // tmux switched to another window or pane: kitty images would stay over it.
            guard screen?.insideTmux == true, let graphics = renderer.graphics else { return }
            // tmux 3.3a passes nothing through from a pane it no longer shows, so the removal goes
            // to its client's terminal directly as well (small: one write, between tmux's own).
            // The device is the one last asked for: no process on the loop here.
            let removal = graphics.directRemovalBytes
            if !removal.isEmpty, let tty = tmuxClientTTY { TerminalDevice.write(removal, to: tty) }
            graphics.hideAll(reason: "focus-out")
            tmuxPaneQuestions += 1  // a focus-in's pending answer must not show images now
            // Until the pane has the focus again: another pane split off or zoomed over this one
            // sends no event of its own, and an image placed meanwhile would show over it.
            graphics.isHidden = true
        case .key(.focusIn):
            guard screen?.insideTmux == true, renderer.graphics != nil else { return }
            // Back from another tmux window, which wiped sixels. The pane may have moved: images
            // come back once its place is known (at the old place they could land beside it).
            refreshTmuxPane { [weak self] graphics, _ in
                graphics.isHidden = false
                graphics.reset(reason: "focus-in")
                self?.setNeedsRender()
            }
        case .key(let key):
            if key == .ctrl("z") && suspendsOnCtrlZ {
                suspend()
            } else {
                onKey?(key)
            }
        case .resize(let size):
            // The screen is repainted whole (ED2), which takes every image with it.
            renderer.graphics?.reset(reason: "resize")
            if screen?.insideTmux == true, renderer.graphics != nil {
                refreshTmuxPane { [weak self] graphics, moved in
                    guard moved else { return }
                    graphics.reset(reason: "pane-moved")
                    self?.setNeedsRender()
                }
                // tmux redraws its client on its own time and may clear the screen after our
                // placement: place the images again once that redraw is over.
                tmuxRedrawTimer?.cancel()
                tmuxRedrawTimer = loop.schedule(after: .milliseconds(250)) { [weak self] in
                    guard let self, let graphics = renderer.graphics else { return }
                    tmuxRedrawTimer = nil
                    graphics.reset(reason: "tmux-redraw")
                    setNeedsRender()
                }
            }
            onResize?(size)
            setNeedsRender()
        case .reply(let reply):
            if renderer.graphics?.received(reply) == true { setNeedsRender() }
        }
    }
}
