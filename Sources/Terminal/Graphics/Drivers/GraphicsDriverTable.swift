/// Which driver draws images on a terminal, as a table read top to bottom (after yazi's
/// `drivers` table): terminal identities first (XTVERSION's name, `TERM_PROGRAM`,
/// `KONSOLE_VERSION`), then what the probe was answered (the kitty query, DA1's attribute 4).
/// The first row that matches wins; the last always does.
public enum GraphicsDriverTable {
    /// One row: when it applies, the protocol (nil: cells), and the sentence `doctor` shows.
    public struct Row: Sendable {
        public var protocolName: String
        let graphicsProtocol: GraphicsProtocol?
        let matches: @Sendable (Facts) -> Bool
        let reason: @Sendable (Facts) -> String
    }

    /// What the rows look at: the probe's findings and the environment.
    public struct Facts: Sendable {
        public var capabilities: TerminalCapabilities
        public var environment: [String: String]

        var isKonsole: Bool { environment["KONSOLE_VERSION"].map { !$0.isEmpty } ?? false }
        var name: String? { capabilities.terminalName }
        var program: String? { environment["TERM_PROGRAM"] }
        /// Konsole answers the kitty query, but its kitty support is partial.
        var skippedKitty: String { capabilities.kittyGraphics ? " (kitty graphics skipped: Konsole's is incomplete)" : "" }
    }

    /// The table, first match wins.
    public static let rows: [Row] = [
        // WezTerm answers the kitty query, but its kitty placements are partial (yazi and
        // ratatui-image use its iTerm2 images): named WezTerm goes to iTerm2 first.
        Row(protocolName: "iterm2", graphicsProtocol: .iterm2,
            matches: { $0.name == "WezTerm" || $0.program == "WezTerm" }, reason: { _ in "iTerm2 images: the terminal is WezTerm" }),
        Row(protocolName: "kitty", graphicsProtocol: .kitty,
            matches: { $0.capabilities.kittyGraphics && !$0.isKonsole },
            reason: { _ in "kitty graphics: the terminal answered the kitty query (i=31) with OK" }),
        Row(protocolName: "iterm2", graphicsProtocol: .iterm2,
            matches: { $0.name == "iTerm2" }, reason: { "iTerm2 images: the terminal is \($0.name ?? "")" }),
        Row(protocolName: "iterm2", graphicsProtocol: .iterm2,
            matches: { $0.program == "iTerm.app" }, reason: { "iTerm2 images: TERM_PROGRAM is \($0.program ?? "")" }),
        Row(protocolName: "sixel", graphicsProtocol: .sixel,
            matches: { $0.capabilities.sixel }, reason: { "sixel: the terminal's device attributes (DA1) include 4\($0.skippedKitty)" }),
        Row(protocolName: "symbols", graphicsProtocol: nil,
            matches: { $0.capabilities.insideTmux && $0.name == nil },
            reason: { _ in "symbols: only tmux answered; with allow-passthrough on the terminal outside could answer" }),
        Row(protocolName: "symbols", graphicsProtocol: nil,
            matches: { _ in true }, reason: { "symbols: the terminal has no kitty graphics, iTerm2 images or sixel\($0.skippedKitty)" }),
    ]

    /// The first row's choice for a terminal that answered the probe.
    public static func choose(_ capabilities: TerminalCapabilities, environment: [String: String]) -> GraphicsChoice {
        let facts = Facts(capabilities: capabilities, environment: environment)
        let row = rows.first { $0.matches(facts) } ?? rows[rows.count - 1]
        return GraphicsChoice(graphicsProtocol: row.graphicsProtocol, reason: row.reason(facts))
    }

    /// The driver type of a protocol (nil: cells), for encoding on image workers.
    public static func driverType(for graphicsProtocol: GraphicsProtocol?) -> GraphicsDriver.Type {
        switch graphicsProtocol {
        case .kitty: return KittyDriver.self
        case .sixel: return SixelDriver.self
        case .iterm2: return ITerm2Driver.self
        case nil: return CellDriver.self
        }
    }

    /// A new driver for a choice: kitty's sends images through this process's shared memory
    /// when the choice says kitty reads it.
    public static func driver(for choice: GraphicsChoice) -> GraphicsDriver {
        guard choice.graphicsProtocol == .kitty, choice.kittySharedMemory else { return driver(for: choice.graphicsProtocol) }
        return KittyDriver(sharedMemory: .process)
    }

    /// A new driver for a protocol (nil: cells), with nothing on screen yet.
    public static func driver(for graphicsProtocol: GraphicsProtocol?) -> GraphicsDriver {
        switch graphicsProtocol {
        case .kitty: return KittyDriver()
        case .sixel: return SixelDriver()
        case .iterm2: return ITerm2Driver()
        case nil: return CellDriver()
        }
    }
}
