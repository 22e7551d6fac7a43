import Testing
import Terminal
@testable import PhotoTUI

@Suite struct DoctorReportTests {
    private func probe(_ replies: [TerminalReply], environment: [String: String], passthroughSilent: Bool = false,
                       offset: Point? = nil) -> TerminalProbe.Result {
        TerminalProbe.Result(
            replies: replies, rawReplies: [], typeahead: [], milliseconds: 4.26, timedOut: passthroughSilent,
            passthroughSilent: passthroughSilent, tmuxPaneOffset: offset,
            capabilities: TerminalCapabilities(replies: replies, environment: environment, windowPixels: nil, cells: Size(width: 80, height: 24)))
    }

    @Test func kittyIsNamedWithItsRepliesAndTheChoice() {
        let environment = ["TERM": "xterm-kitty", "COLORTERM": "truecolor"]
        let replies: [TerminalReply] = [.kittyGraphics(id: 31, message: "OK"), .version("kitty(0.26.5)"), .cellSize(width: 9, height: 18),
                                        .modeReport(mode: 2026, value: 2), .primaryAttributes([62])]
        let lines = DoctorReport(probe: probe(replies, environment: environment), environment: environment, mode: .auto, tmux: nil,
                                 setsTmuxPassthrough: false).lines
        #expect(lines.contains("Probe: 4.3 ms, 5 replies"))
        #expect(lines.contains("Identified: kitty 0.26.5"))
        #expect(lines.contains("kitty graphics: yes"))
        #expect(lines.contains("Cell size: 9×18 px"))
        #expect(lines.contains("Synchronized output (DEC 2026): yes"))
        #expect(lines.contains { $0.hasPrefix("auto would use: kitty (") })
        #expect(!lines.contains { $0.hasPrefix("tmux") })
    }

    @Test func tmuxWithoutPassthroughSaysWhatToAdd() {
        let environment = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]
        let replies: [TerminalReply] = [.version("tmux 3.3a"), .primaryAttributes([1, 2])]
        let lines = DoctorReport(probe: probe(replies, environment: environment, passthroughSilent: true, offset: Point(x: 0, y: 1)),
                                 environment: environment, mode: .auto,
                                 tmux: DoctorReport.TmuxSettings(allowPassthrough: "off", focusEvents: "off"), setsTmuxPassthrough: false).lines
        #expect(lines.contains("tmux: 3.3a, this pane at column 0, row 1 of the terminal"))
        #expect(lines.contains("  allow-passthrough: off"))
        #expect(lines.contains("    set -g allow-passthrough on"))
        #expect(lines.contains("    set -g focus-events on"))
        #expect(lines.contains { $0.hasPrefix("auto would use: symbols") })
        // tmux's own answer is named as tmux's, never taken for the terminal around it.
        #expect(lines.contains("  reply: XTVERSION tmux 3.3a (tmux itself)"))
        #expect(lines.contains("Multiplexer: tmux 3.3a (it answered XTVERSION itself)"))
        #expect(lines.contains("Outer terminal: unknown (nothing came back through tmux: passthrough is off (see below))"))
        #expect(!lines.contains { $0.hasPrefix("Identified:") })
    }

    /// With passthrough on, the outer terminal's own answer comes through: tmux and it are named apart.
    @Test func tmuxAndTheTerminalAroundItAreNamedApart() {
        let environment = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]
        let replies: [TerminalReply] = [.version("tmux 3.4"), .version("kitty(0.35.2)"), .primaryAttributes([1, 2])]
        let lines = DoctorReport(probe: probe(replies, environment: environment, offset: Point(x: 0, y: 0)), environment: environment,
                                 mode: .auto, tmux: DoctorReport.TmuxSettings(allowPassthrough: "on", focusEvents: "on"),
                                 setsTmuxPassthrough: false).lines
        let identity = lines.filter { $0.hasPrefix("Multiplexer:") || $0.hasPrefix("Outer terminal:") || $0.hasPrefix("Identified:") }
        #expect(identity == ["Multiplexer: tmux 3.4 (it answered XTVERSION itself)", "Outer terminal: kitty 0.35.2"])
        #expect(lines.contains("  reply: XTVERSION kitty(0.35.2)"))
    }

    @Test func withoutATerminalItSaysSoAndRepliesAreShownEscaped() {
        let lines = DoctorReport(probe: nil, environment: [:], mode: .sixel, tmux: nil, setsTmuxPassthrough: false).lines
        #expect(lines[1].hasPrefix("Probe: not run"))
        #expect(lines.contains("Configured: --graphics sixel: sixel"))
        #expect(DoctorReport.describe(.other([0x1B, 0x50, 0x30, 0x07, 0x9B])) == "other ESCP0BEL\\x9b")
    }

    /// The settings close the report, each with where it came from, with or without a terminal.
    @Test func theSettingsAreListedLastWithTheirOrigins() throws {
        let configuration = try Configuration.resolve(
            flags: ConfigurationFlags(), environment: ["HOME": "/home/ada", "PHOTO_TUI_GRAPHICS": "symbols"]) { _ in nil }
        let report = SettingReport(configuration)
        let environment = ["TERM": "xterm-kitty"]
        for probe in [nil, probe([.primaryAttributes([62])], environment: environment)] {
            let lines = DoctorReport(probe: probe, environment: environment, mode: .symbols, tmux: nil, setsTmuxPassthrough: false,
                                     settings: (report, "/home/ada/.config/photo-tui/config.toml")).lines
            let heading = try #require(lines.firstIndex { $0.hasPrefix("Settings") })
            #expect(lines[heading] == "Settings (a flag, else the environment, else /home/ada/.config/photo-tui/config.toml, else the default):")
            #expect(Array(lines[(heading + 1)...]) == report.text)
            #expect(report.text.contains { $0.contains("graphics") && $0.hasSuffix("($PHOTO_TUI_GRAPHICS)") })
        }
    }
}
