import Terminal

/// What `photo-tui doctor` prints: what the terminal answered, what photo-tui makes of it, and
/// what to change when images cannot be shown in pixels. Pure, so each case is tested.
struct DoctorReport {
    /// tmux's settings that matter for images, read with `tmux show`.
    struct TmuxSettings: Equatable {
        var allowPassthrough: String?
        var focusEvents: String?
    }

    var probe: TerminalProbe.Result?
    var environment: [String: String]
    /// The mode configured (flag, environment or config file).
    var mode: GraphicsMode
    var tmux: TmuxSettings?
    var setsTmuxPassthrough: Bool
    /// Every layered setting with its value and origin, and the config file they were read from.
    var settings: (report: SettingReport, configFile: String)? = nil

    /// The report, line by line.
    var lines: [String] {
        var lines: [String] = []
        let env = { (name: String) in self.environment[name].map { Sanitizer.sanitize($0) } ?? "(unset)" }
        lines.append("Terminal: TERM=\(env("TERM")) TERM_PROGRAM=\(env("TERM_PROGRAM")) COLORTERM=\(env("COLORTERM"))")
        guard let probe else {
            lines.append("Probe: not run (no terminal to ask: run doctor in the terminal you browse in).")
            lines.append(contentsOf: choiceLines(capabilities: nil))
            return lines + settingLines
        }
        let capabilities = probe.capabilities
        let time = (probe.milliseconds * 10).rounded() / 10
        lines.append("Probe: \(time) ms\(probe.timedOut ? " (no answer to the end marker within the budget)" : ""), \(Formatting.count(probe.replies.count, "reply", plural: "replies"))")
        for reply in probe.replies {
            let isTmux = capabilities.insideTmux && reply == .version("tmux \(capabilities.tmuxVersion ?? "")")
            lines.append("  reply: " + Self.describe(reply) + (isTmux ? " (tmux itself)" : ""))
        }
        lines.append(contentsOf: identityLines(probe: probe))
        lines.append("kitty graphics: \(capabilities.kittyGraphics ? "yes" : "no")")
        var sixel = "sixel: \(capabilities.sixel ? "yes" : "no")"
        if let registers = capabilities.sixelColorRegisters { sixel += ", \(registers) colour registers" }
        if let maximum = capabilities.sixelMaxPixels { sixel += ", at most \(maximum.width)×\(maximum.height) px" }
        lines.append(sixel)
        lines.append("Cell size: " + (capabilities.cellPixels.map { "\($0.width)×\($0.height) px" } ?? "unknown (10×20 px assumed)"))
        lines.append("Synchronized output (DEC 2026): \(capabilities.synchronizedOutput ? "yes" : "no")")
        lines.append("24-bit colour: \(capabilities.directColor ? "yes" : "not announced (--color truecolor forces it)")")
        lines.append(contentsOf: choiceLines(capabilities: capabilities.gotAnswer ? capabilities : nil))
        if capabilities.insideTmux || environment["TMUX"] != nil { lines.append(contentsOf: tmuxLines(probe: probe)) }
        return lines + settingLines
    }

    /// The settings table, each with where it came from: a flag wins over the environment, which
    /// wins over the config file, then the default.
    private var settingLines: [String] {
        guard let settings else { return [] }
        return ["Settings (a flag, else the environment, else \(Sanitizer.sanitize(settings.configFile)), else the default):"]
            + settings.report.text
    }

    /// Which terminal answered. Inside tmux, tmux answers for itself and the terminal around it
    /// only through passthrough: the two are named apart, so tmux's own reply is never taken for
    /// the terminal's.
    private func identityLines(probe: TerminalProbe.Result) -> [String] {
        let capabilities = probe.capabilities
        let name = capabilities.terminalName.map { name in capabilities.terminalVersion.map { "\(name) \($0)" } ?? name }
        guard capabilities.insideTmux else { return ["Identified: " + (name ?? "unknown (no XTVERSION or DA2 answer)")] }
        let version = capabilities.tmuxVersion.flatMap { $0 == "unknown" ? nil : $0 }
        let tmux = version.map { "tmux \($0) (it answered XTVERSION itself)" } ?? "tmux (it did not say its version)"
        let silence = probe.passthroughSilent ? "nothing came back through tmux: passthrough is off (see below)"
            : "no XTVERSION or DA2 answer came through tmux"
        return ["Multiplexer: " + tmux, "Outer terminal: " + (name ?? "unknown (\(silence))")]
    }

    private func choiceLines(capabilities: TerminalCapabilities?) -> [String] {
        let automatic = GraphicsMode.auto.choose(for: capabilities, environment: environment)
        var lines = ["auto would use: \(automatic.graphicsProtocol?.rawValue ?? "symbols (character cells)") (\(automatic.reason))"]
        if mode != .auto {
            let chosen = mode.choose(for: capabilities, environment: environment)
            lines.append("Configured: --graphics \(mode.rawValue): \(chosen.graphicsProtocol?.rawValue ?? "symbols (character cells)")")
        }
        return lines
    }

    private func tmuxLines(probe: TerminalProbe.Result) -> [String] {
        var lines = ["tmux: \(probe.capabilities.tmuxVersion ?? "version unknown")"
                     + (probe.tmuxPaneOffset.map { ", this pane at column \($0.x), row \($0.y) of the terminal" } ?? ", pane position unknown")]
        let passthrough = tmux?.allowPassthrough ?? "unknown"
        lines.append("  allow-passthrough: \(passthrough)\(setsTmuxPassthrough ? " (photo-tui turns it on for its pane: tmux_passthrough = true)" : "")")
        lines.append("  focus-events: \(tmux?.focusEvents ?? "unknown")")
        if probe.passthroughSilent {
            lines.append("  The outer terminal did not answer through tmux: images need passthrough. Add to ~/.tmux.conf:")
            lines.append("    set -g allow-passthrough on")
            lines.append("  or set tmux_passthrough = true in photo-tui's config.toml.")
        }
        if tmux?.focusEvents != "on" {
            lines.append("  Without focus events an image can stay over another tmux window. Add to ~/.tmux.conf:")
            lines.append("    set -g focus-events on")
        }
        return lines
    }

    /// A reply as text, control characters shown as `ESC`, `BEL`, `\xNN`.
    static func describe(_ reply: TerminalReply) -> String {
        switch reply {
        case .kittyGraphics(let id, let message): return "kitty graphics i=\(id): \(Sanitizer.sanitize(message))"
        case .version(let text): return "XTVERSION \(Sanitizer.sanitize(text))"
        case .cellSize(let width, let height): return "cell size \(width)×\(height) px"
        case .windowPixels(let width, let height): return "window \(width)×\(height) px"
        case .primaryAttributes(let values): return "DA1 " + values.map(String.init).joined(separator: ";")
        case .secondaryAttributes(let values): return "DA2 " + values.map(String.init).joined(separator: ";")
        case .modeReport(let mode, let value): return "mode \(mode) = \(value)"
        case .graphicsAttribute(let item, let status, let values):
            return "XTSMGRAPHICS item \(item) status \(status) " + values.map(String.init).joined(separator: ";")
        case .capability(let name, let value): return "XTGETTCAP \(Sanitizer.sanitize(name)) = \(value.map { Sanitizer.sanitize($0) } ?? "(none)")"
        case .color(let slot, let red, let green, let blue): return "OSC \(slot) colour \(red),\(green),\(blue)"
        case .other(let bytes): return "other " + escaped(bytes)
        }
    }

    static func escaped(_ bytes: [UInt8]) -> String {
        var text = ""
        for byte in bytes.prefix(200) {
            switch byte {
            case 0x1B: text += "ESC"
            case 0x07: text += "BEL"
            case 0x20..<0x7F: text.append(Character(Unicode.Scalar(byte)))
            default: text += "\\x" + String(byte, radix: 16)
            }
        }
        return text
    }
}
