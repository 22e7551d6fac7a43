import CNcursesw
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The terminal under ncurses: alternate screen, raw keyboard, no echo, colors over the default
/// background, mouse and bracketed paste. It restores the terminal on `end()`, on termination
/// and crash signals (`TerminalRestorer`) and around Ctrl-Z (`suspend()`).
///
/// Keys are not read through ncurses: the app reads stdin itself and decodes it with
/// `KeyDecoder` (see `Application`).
public final class Screen {
    /// How to start the screen.
    public struct Options: Sendable {
        /// Report clicks and the wheel (SGR mouse mode).
        public var mouse: Bool
        /// Receive pastes as one `.paste` key instead of keystrokes.
        public var bracketedPaste: Bool
        /// Force a color mode (`.none` for `NO_COLOR`); nil detects it.
        public var colorMode: ColorMode?
        /// Use a direct-color terminfo entry (`xterm-direct`) when `COLORTERM` says the terminal
        /// has 24-bit color. Chosen by measurement (Benchmarks/results/terminal.md): ncurses keeps
        /// diffing 24-bit cells (a thumbnail list scroll sends ~2 KB), where painting images with
        /// raw SGR after the refresh cannot diff and sends ~17 KB for the thumbnails alone.
        public var preferDirectColor: Bool
        /// Real-pixel images: `auto` probes the terminal, `symbols` never does (cells only).
        public var graphics: GraphicsMode
        /// Inside tmux, turn the pane's `allow-passthrough` on when it is off.
        public var setTmuxPassthrough: Bool
        /// Where the probe's answers are remembered: with one, `auto` draws before the terminal
        /// (or tmux) answers (``TerminalProbeStart``); nil waits for the answer as always.
        public var probeCache: TerminalProbeCache?

        public init(mouse: Bool = true, bracketedPaste: Bool = true, colorMode: ColorMode? = nil, preferDirectColor: Bool = true,
                    graphics: GraphicsMode = .symbols, setTmuxPassthrough: Bool = false, probeCache: TerminalProbeCache? = nil) {
            self.probeCache = probeCache
            self.mouse = mouse
            self.bracketedPaste = bracketedPaste
            self.colorMode = colorMode
            self.preferDirectColor = preferDirectColor
            self.graphics = graphics
            self.setTmuxPassthrough = setTmuxPassthrough
        }
    }

    public let backend: NcursesBackend
    public let colorMode: ColorMode
    /// The terminfo entry in use (`xterm-direct` when direct color was chosen).
    public let terminalName: String
    /// Read end of the pipe that receives SIGWINCH/SIGTSTP/SIGCONT numbers; watch it and call
    /// `takeSignals()`.
    public let signalDescriptor: Int32
    /// What the terminal answered (before ncurses started, remembered from an earlier run, or
    /// after the first frame: see ``adoptProbeAnswer(_:)``); nil when graphics were off or no
    /// answer came yet.
    public private(set) var probe: TerminalProbe.Result?
    /// The protocol images are drawn with (nil: cells), and why.
    public private(set) var graphicsChoice: GraphicsChoice
    /// The driver for that protocol (``CellDriver`` for cells), chosen by ``GraphicsDriverTable``.
    public private(set) var graphicsDriver: GraphicsDriver
    /// The pixel size of one cell, from the probe or the kernel (nil when unknown).
    public private(set) var cellPixels: Size?
    /// How the terminal was asked at start (``TerminalProbeStart``).
    public let probeStart: TerminalProbeStart
    /// This terminal, as the probe cache knows it.
    public let identity: TerminalIdentity
    /// Inside tmux.
    public let insideTmux: Bool
    /// Inside tmux, the probe turns the pane's `allow-passthrough` on (the user allowed it).
    public var setsTmuxPassthrough: Bool { options.setTmuxPassthrough }

    private let options: Options
    private let environment: [String: String]
    private let savedMode: termios?
    private let signalWrite: Int32
    private var ended = false
    private let screen: OpaquePointer

    private static let enableModes = "\u{1B}[?1000h\u{1B}[?1006h"
    private static let disableModes = "\u{1B}[?1006l\u{1B}[?1000l"
    private static let enablePaste = "\u{1B}[?2004h"
    private static let enableFocus = "\u{1B}[?1004h"
    private static let disableFocus = "\u{1B}[?1004l"
    private static let disablePaste = "\u{1B}[?2004l"

    /// Enters the full-screen mode.
    public init(options: Options = Options()) throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw ScreenError.notATerminal }
        self.options = options
        setlocale(LC_ALL, "")
        // ncurses needs a UTF-8 locale to write wide characters; the process may have none set.
        if let codeset = nl_langinfo(nl_item(CODESET)), String(cString: codeset) != "UTF-8" {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
        var savedMode = termios()
        let hasMode = tcgetattr(STDIN_FILENO, &savedMode) == 0

        let environment = ProcessInfo.processInfo.environment
        self.environment = environment
        self.savedMode = hasMode ? savedMode : nil
        insideTmux = environment["TMUX"].map { !$0.isEmpty } ?? false
        identity = TerminalIdentity(environment: environment)
        probeStart = TerminalProbeStart.decide(mode: options.graphics, cache: options.probeCache, identity: identity)
        switch probeStart {
        case .waitForAnswer:
            let result = TerminalProbe(setTmuxPassthrough: options.setTmuxPassthrough, environment: environment).run()
            probe = result
            graphicsChoice = options.graphics.choose(for: result.capabilities.gotAnswer ? result.capabilities : nil, environment: environment)
            cellPixels = result.capabilities.cellPixels
        case .remembered(let capabilities):
            probe = TerminalProbe.Result(remembered: capabilities)
            graphicsChoice = options.graphics.choose(for: capabilities, environment: environment)
            cellPixels = capabilities.cellPixels
        case .cellsFirst:
            probe = nil
            graphicsChoice = GraphicsChoice(graphicsProtocol: nil, reason: "symbols until the terminal answers the probe")
            cellPixels = nil
        case .none:
            probe = nil
            graphicsChoice = options.graphics.choose(for: nil, environment: environment)
            cellPixels = nil
        }

        graphicsDriver = GraphicsDriverTable.driver(for: graphicsChoice)

        let term = ProcessInfo.processInfo.environment["TERM"] ?? "xterm"
        var candidates = [term]
        if let direct = Self.directVariant(of: term, options: options, probedDirect: probe?.capabilities.directColor == true) {
            candidates.insert(direct, at: 0)
        }
        var opened: (OpaquePointer, String)?
        for name in candidates {
            if let screen = newterm(name, photo_tui_stdout(), photo_tui_stdin()) {
                opened = (screen, name)
                break
            }
        }
        guard let (screen, name) = opened else { throw ScreenError.unknownTerminal(term) }
        self.screen = screen
        self.terminalName = name

        // ncurses scrolls regions of the screen when the list scrolls; xterm scrolls a sixel it
        // still holds under blank cells back into view with them (31,672 wrong pixels after a
        // full-screen photo): with sixel or iTerm2 the moved lines are written again instead.
        if !graphicsDriver.allowsHardwareScrolling { photo_tui_disable_hardware_scrolling() }
        raw()
        noecho()
        nonl()
        keypad(photo_tui_stdscr(), true)
        intrflush(photo_tui_stdscr(), false)
        // We read stdin ourselves; without this ncurses would peek at it and abandon refreshes.
        typeahead(-1)
        _ = photo_tui_set_escdelay(25)
        curs_set(0)

        var mode = options.colorMode ?? .none
        if has_colors() && options.colorMode != ColorMode.none {
            start_color()
            use_default_colors()
            let detected = ColorMode(colorCount: Int(photo_tui_colors()))
            // Direct colour needs a direct-colour description; forced on any other, colour
            // numbers above 255 would draw garbage, so the terminal's own mode stays.
            mode = options.colorMode == .direct && detected != .direct ? detected : options.colorMode ?? detected
        }
        colorMode = mode
        backend = NcursesBackend(colorMode: mode)

        var fds: [Int32] = [0, 0]
        _ = pipe(&fds)
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        signalDescriptor = fds[0]
        signalWrite = fds[1]

        TerminalRestorer.install(resetBytes: Array(resetSequence().utf8), mode: hasMode ? savedMode : nil, notifyPipe: signalWrite)
        wrefresh(photo_tui_stdscr())  // enters the alternate screen now
        writeModes(enable: true)
    }

    deinit {
        end()
        close(signalDescriptor)
        close(signalWrite)
    }

    public var size: Size { backend.size }

    /// Signals received since the last call (SIGWINCH, SIGTSTP, SIGCONT), oldest first.
    public func takeSignals() -> [Int32] {
        var bytes = [UInt8](repeating: 0, count: 64)
        var signals: [Int32] = []
        while true {
            let count = read(signalDescriptor, &bytes, bytes.count)
            guard count > 0 else { break }
            signals += bytes[0..<count].map { Int32($0) }
        }
        return signals
    }

    /// Reads the terminal's size from the kernel and resizes ncurses to it; the next frame
    /// repaints everything. Returns the new size.
    @discardableResult
    public func updateSize() -> Size {
        var window = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_row > 0, window.ws_col > 0 {
            resize_term(Int32(window.ws_row), Int32(window.ws_col))
        }
        backend.invalidate()
        return size
    }

    /// Ctrl-Z: gives the terminal back to the shell, stops the process, and takes the screen
    /// again when the shell continues it (`fg`). The next frame repaints everything.
    public func suspend() {
        guard !ended else { return }
        writeModes(enable: false)
        endwin()
        TerminalRestorer.withDefaultStopHandler {
            raise(SIGTSTP)
        }
        // Continued: back to program mode; refresh re-enters the alternate screen.
        reset_prog_mode()
        backend.invalidate()
        wrefresh(photo_tui_stdscr())
        writeModes(enable: true)
        updateSize()
    }

    /// After SIGCONT (stopped from outside, e.g. `kill -STOP`, then continued): the shell may have
    /// changed the terminal mode meanwhile, so take it back and repaint.
    public func resumeAfterContinue() {
        guard !ended else { return }
        reset_prog_mode()
        writeModes(enable: true)
        updateSize()
    }

    /// The terminal's answer to the probe asked after the first frame (``TerminalProbeSession``):
    /// remembered when it is new, and drawn with from the next frame. A terminal that did not
    /// answer, or answered as remembered, changes nothing.
    ///
    /// - Parameters:
    ///   - session: the probe, complete or given up on.
    ///   - milliseconds: from asking to the answer (or to giving up).
    ///   - pane: inside tmux, tmux's answer about the pane (kept whether or not the rest changed).
    ///   - passthroughSilent: inside tmux, the terminal outside was not asked or did not answer.
    /// - Returns: whether images must now be drawn another way (another protocol, cell size or
    ///   sixel palette): the app builds its graphics layer and pixel images again.
    public func adoptProbeAnswer(_ session: TerminalProbeSession, milliseconds: Double, pane: TmuxPane? = nil,
                                 passthroughSilent: Bool = false) -> Bool {
        if let pane, probe != nil {
            probe?.tmuxPaneOffset = pane.offset
            probe?.tmuxClientTTY = pane.clientTTY
        }
        let window = TerminalProbe.windowSize(of: STDOUT_FILENO)
        let fresh = session.capabilities(environment: environment, windowPixels: window.pixels, cells: window.cells)
        guard let adopted = TerminalProbeStart.update(current: probe?.capabilities, fresh: fresh) else { return false }
        options.probeCache?.store(adopted, for: identity)
        let old = probe?.capabilities
        let focusEvents = usesFocusEvents
        probe = TerminalProbe.Result(replies: session.replies, rawReplies: [], typeahead: [], milliseconds: milliseconds,
                                     timedOut: !session.isComplete, passthroughSilent: passthroughSilent, tmuxPaneOffset: pane?.offset,
                                     tmuxClientTTY: pane?.clientTTY, capabilities: adopted)
        let choice = options.graphics.choose(for: adopted, environment: environment)
        let newDriver = choice.graphicsProtocol != graphicsChoice.graphicsProtocol || choice.kittySharedMemory != graphicsChoice.kittySharedMemory
        let changed = newDriver || adopted.cellPixels != cellPixels || adopted.sixelColorRegisters != old?.sixelColorRegisters
        graphicsChoice = choice
        cellPixels = adopted.cellPixels
        if newDriver {
            graphicsDriver = GraphicsDriverTable.driver(for: choice)
            if !graphicsDriver.allowsHardwareScrolling { photo_tui_disable_hardware_scrolling() }
            // A crash from now on deletes this driver's images on its way out.
            TerminalRestorer.install(resetBytes: Array(resetSequence().utf8), mode: savedMode, notifyPipe: signalWrite)
        }
        if usesFocusEvents != focusEvents {
            // Inside tmux, pixels come with focus reports (see ``usesFocusEvents``).
            fflush(photo_tui_stdout())
            let text = usesFocusEvents ? Self.enableFocus : Self.disableFocus
            _ = text.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
        }
        return changed
    }

    /// Leaves full-screen mode and restores the terminal. Safe to call twice.
    public func end() {
        guard !ended else { return }
        ended = true
        writeModes(enable: false)
        curs_set(1)
        endwin()
        TerminalRestorer.uninstall()
        delscreen(screen)
    }

    /// What a dying process writes: mouse and paste off, attributes reset, cursor shown,
    /// keypad transmit off, alternate screen left.
    private func resetSequence() -> String {
        var text = String(decoding: graphicsExitBytes, as: UTF8.self) + Self.disableModes + Self.disablePaste + (usesFocusEvents ? Self.disableFocus : "")
        for capability in ["sgr0", "cnorm", "rmkx", "rmcup"] {
            if let value = Self.terminfoString(capability) { text += value }
        }
        return text
    }

    /// Kitty images outlive the alternate screen in some terminals: deleted before leaving it.
    private var graphicsExitBytes: [UInt8] {
        graphicsDriver.exitBytes(insideTmux: insideTmux)
    }

    /// Focus reports tell when tmux switched to another window and back (its kitty images stay
    /// over other windows, its sixels are wiped): only with pixels, only inside tmux.
    private var usesFocusEvents: Bool { graphicsChoice.graphicsProtocol != nil && insideTmux }

    private func writeModes(enable: Bool) {
        var text = ""
        if !enable { text += String(decoding: graphicsExitBytes, as: UTF8.self) }
        if usesFocusEvents { text += enable ? Self.enableFocus : Self.disableFocus }
        if options.mouse { text += enable ? Self.enableModes : Self.disableModes }
        if options.bracketedPaste { text += enable ? Self.enablePaste : Self.disablePaste }
        guard !text.isEmpty else { return }
        fflush(photo_tui_stdout())
        _ = text.withCString { write(STDOUT_FILENO, $0, strlen($0)) }
    }

    private static func terminfoString(_ capability: String) -> String? {
        guard let value = tigetstr(capability), Int(bitPattern: value) != -1 else { return nil }
        return String(cString: value)
    }

    /// `xterm-direct` for `xterm-256color` when the terminal advertises 24-bit color.
    private static func directVariant(of term: String, options: Options, probedDirect: Bool) -> String? {
        guard options.preferDirectColor, options.colorMode == nil || options.colorMode == .direct else { return nil }
        if term.hasSuffix("-direct") { return nil }
        let colorTerm = ProcessInfo.processInfo.environment["COLORTERM"]?.lowercased() ?? ""
        // The terminal's own answer (XTGETTCAP RGB) counts too: SSH does not forward COLORTERM.
        guard options.colorMode == .direct || colorTerm == "truecolor" || colorTerm == "24bit" || probedDirect else { return nil }
        var base = term
        for suffix in ["-256color", "-88color", "-16color", "-color"] where base.hasSuffix(suffix) {
            base.removeLast(suffix.count)
        }
        let name = base + "-direct"
        if terminfoExists(name) { return name }
        // An xterm-compatible terminal with no direct entry of its own (kitty's `xterm-kitty`):
        // xterm's is right for drawing, and keys never come from terminfo (stdin is decoded here).
        return base.hasPrefix("xterm") && terminfoExists("xterm-direct") ? "xterm-direct" : nil
    }

    private static func terminfoExists(_ name: String) -> Bool {
        guard let first = name.first else { return false }
        let environment = ProcessInfo.processInfo.environment
        var directories = ["/etc/terminfo", "/lib/terminfo", "/usr/share/terminfo", "/usr/lib/terminfo"]
        if let home = environment["HOME"] { directories.insert(home + "/.terminfo", at: 0) }
        if let custom = environment["TERMINFO"] { directories.insert(custom, at: 0) }
        return directories.contains { FileManager.default.fileExists(atPath: "\($0)/\(first)/\(name)") }
    }
}
