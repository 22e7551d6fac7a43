/// What the probe learnt about the terminal: its name and version, tmux, the image protocols it
/// speaks, its cell size in pixels and a few output features. Built from the probe's replies and
/// the environment; `GraphicsMode.choose` and `photo-tui doctor` read it.
///
/// Under tmux the replies hold tmux's own answers first (`tmux 3.3a`, DA1 `?1;2c`) and then,
/// when passthrough is on, the outer terminal's; the outer terminal's win.
public struct TerminalCapabilities: Hashable, Sendable {
    /// `kitty`, `XTerm`, `foot`, `mlterm`, `WezTerm`, `iTerm2`…; nil when nothing said.
    public var terminalName: String?
    /// The version beside the name (`0.26.5`, `379`), when the terminal gave one.
    public var terminalVersion: String?
    /// tmux's version (`3.3a`), `unknown` when only `$TMUX` says we are inside it, else nil.
    public var tmuxVersion: String?
    /// True inside tmux (`$TMUX` or a `tmux` XTVERSION).
    public var insideTmux: Bool
    /// The kitty graphics query (`i=31`) was answered with OK.
    public var kittyGraphics: Bool
    /// The kitty shared-memory query (`i=32`, `t=s`) was answered with OK: kitty read a POSIX
    /// shared-memory object this process made, so it runs on this machine (over ssh, or where
    /// `/dev/shm` is not shared, it answers `EBADF`; a terminal without the medium, an error).
    public var kittySharedMemory: Bool
    /// The last DA1 (the outer terminal's under tmux) has attribute 4.
    public var sixel: Bool
    /// Sixel colour registers (XTSMGRAPHICS item 1).
    public var sixelColorRegisters: Int?
    /// The largest sixel image in pixels (XTSMGRAPHICS item 2).
    public var sixelMaxPixels: Size?
    /// One cell in pixels: `CSI 16 t`'s answer, else the window's pixels divided by its cells.
    public var cellPixels: Size?
    /// DEC mode 2026 (synchronized output) is known to the terminal.
    public var synchronizedOutput: Bool
    /// 24-bit colour: XTGETTCAP `RGB` or `Tc` answered, or `$COLORTERM` is `truecolor`/`24bit`.
    public var directColor: Bool
    /// The background colour (OSC 11), always `.rgb`, nil when not answered.
    public var background: Color?
    /// A DA1 came back: the terminal answered the probe.
    public var gotAnswer: Bool

    /// Derives the capabilities.
    ///
    /// - Parameters:
    ///   - replies: every reply the probe received, in order (both stages under tmux).
    ///   - environment: the process environment (`TMUX`, `TERM_PROGRAM`, `COLORTERM`…).
    ///   - windowPixels: the window's size in pixels from `TIOCGWINSZ`, nil when it reports none.
    ///   - cells: the window's size in cells.
    public init(replies: [TerminalReply], environment: [String: String], windowPixels: Size?, cells: Size) {
        var name: String?
        var version: String?
        var tmux: String?
        var lastPrimary: [Int]?
        var lastSecondary: [Int]?
        var cell: Size?
        var reportedWindow: Size?
        kittyGraphics = false
        kittySharedMemory = false
        synchronizedOutput = false
        directColor = false
        for reply in replies {
            switch reply {
            case .kittyGraphics(id: 31, message: "OK"):
                kittyGraphics = true
            case .kittyGraphics(id: 32, message: "OK"):
                kittySharedMemory = true
            case .version(let text):
                if text.hasPrefix("tmux ") {
                    tmux = String(text.dropFirst(5))
                } else {
                    (name, version) = Self.nameAndVersion(text)
                }
            case .primaryAttributes(let attributes):
                lastPrimary = attributes
            case .secondaryAttributes(let attributes):
                lastSecondary = attributes
            case .cellSize(let width, let height) where width > 0 && height > 0:
                cell = Size(width: width, height: height)
            case .windowPixels(let width, let height) where width > 0 && height > 0:
                reportedWindow = Size(width: width, height: height)
            case .modeReport(mode: 2026, let value):
                synchronizedOutput = value == 1 || value == 2
            case .graphicsAttribute(item: 1, status: 0, let values) where !values.isEmpty:
                sixelColorRegisters = values[0]
            case .graphicsAttribute(item: 2, status: 0, let values) where values.count >= 2:
                sixelMaxPixels = Size(width: values[0], height: values[1])
            case .capability(let capability, let value) where capability == "RGB" || capability == "Tc":
                if value != nil { directColor = true }
            case .color(slot: 11, let red, let green, let blue):
                background = .rgb(Self.channel(red), Self.channel(green), Self.channel(blue))
            default:
                break
            }
        }
        if name == nil, lastSecondary?.first == 24 { name = "mlterm" }
        if name == nil, let program = environment["TERM_PROGRAM"], !program.isEmpty, program != "tmux", program != "screen" {
            name = program == "iTerm.app" ? "iTerm2" : program
            version = environment["TERM_PROGRAM_VERSION"]
        }
        if tmux == nil, let variable = environment["TMUX"], !variable.isEmpty { tmux = "unknown" }
        if let colorTerm = environment["COLORTERM"]?.lowercased(), colorTerm == "truecolor" || colorTerm == "24bit" {
            directColor = true
        }
        terminalName = name
        terminalVersion = version
        tmuxVersion = tmux
        insideTmux = tmux != nil
        sixel = lastPrimary?.contains(4) ?? false
        gotAnswer = lastPrimary != nil
        cellPixels = cell ?? Self.cellPixels(window: windowPixels, cells: cells)
            ?? Self.cellPixels(window: reportedWindow, cells: cells)
    }

    /// `kitty(0.26.5)`, `WezTerm 20240203-110809-5046fc22`, or a bare name.
    private static func nameAndVersion(_ text: String) -> (String, String?) {
        if text.hasSuffix(")"), let open = text.firstIndex(of: "(") {
            var name = text[..<open]
            while name.last == " " { name = name.dropLast() }
            return (String(name), String(text[text.index(after: open)..<text.index(before: text.endIndex)]))
        }
        if let space = text.firstIndex(of: " ") {
            return (String(text[..<space]), String(text[text.index(after: space)...]))
        }
        return (text, nil)
    }

    /// The window's pixels over its cells, floored (xterm counts its border in); nil when unknown.
    private static func cellPixels(window: Size?, cells: Size) -> Size? {
        guard let window, cells.width > 0, cells.height > 0 else { return nil }
        let cell = Size(width: window.width / cells.width, height: window.height / cells.height)
        return cell.width > 0 && cell.height > 0 ? cell : nil
    }

    private static func channel(_ value: Int) -> UInt8 { UInt8(clamping: value) }
}
