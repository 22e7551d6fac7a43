import Testing
@testable import Terminal

@Suite struct TerminalCapabilitiesTests {
    /// The fields that differ between terminals, in one comparable value.
    struct Summary: Equatable, Sendable, CustomStringConvertible {
        var name: String?
        var version: String?
        var tmux: String?
        var kitty = false
        var sixel = false
        var registers: Int?
        var maxPixels: Size?
        var cell: Size?
        var sync = false
        var directColor = false

        init(name: String?, version: String?, tmux: String? = nil, kitty: Bool = false, sixel: Bool = false,
             registers: Int? = nil, maxPixels: Size? = nil, cell: Size?, sync: Bool = false, directColor: Bool = false) {
            self.name = name
            self.version = version
            self.tmux = tmux
            self.kitty = kitty
            self.sixel = sixel
            self.registers = registers
            self.maxPixels = maxPixels
            self.cell = cell
            self.sync = sync
            self.directColor = directColor
        }

        init(_ capabilities: TerminalCapabilities) {
            self.init(name: capabilities.terminalName, version: capabilities.terminalVersion, tmux: capabilities.tmuxVersion,
                      kitty: capabilities.kittyGraphics, sixel: capabilities.sixel, registers: capabilities.sixelColorRegisters,
                      maxPixels: capabilities.sixelMaxPixels, cell: capabilities.cellPixels, sync: capabilities.synchronizedOutput,
                      directColor: capabilities.directColor)
        }

        var description: String {
            "\(name ?? "-") \(version ?? "-") tmux \(tmux ?? "-") kitty \(kitty) sixel \(sixel) regs \(registers.map(String.init) ?? "-") "
                + "max \(maxPixels?.description ?? "-") cell \(cell?.description ?? "-") sync \(sync) rgb \(directColor)"
        }
    }

    @Test(arguments: [
        (RecordedTerminal.kitty, Summary(name: "kitty", version: "0.26.5", kitty: true, cell: Size(width: 9, height: 18),
                                         sync: true, directColor: true)),
        // No `16t` without allowWindowOps: TIOCGWINSZ's 994x688 over 110x36, floored (xterm counts its border in).
        (RecordedTerminal.xtermVT340, Summary(name: "XTerm", version: "379", sixel: true, registers: 1024,
                                              maxPixels: Size(width: 990, height: 684), cell: Size(width: 9, height: 19))),
        (RecordedTerminal.xtermDefault, Summary(name: "XTerm", version: "379", cell: Size(width: 9, height: 19))),
        (RecordedTerminal.mlterm, Summary(name: "mlterm", version: nil, sixel: true, registers: 1024,
                                          cell: Size(width: 10, height: 19))),
        (RecordedTerminal.foot, Summary(name: "foot", version: "1.13.1", sixel: true, registers: 1024,
                                        maxPixels: Size(width: 952, height: 595), cell: Size(width: 8, height: 17), sync: true)),
        (RecordedTerminal.tmuxKitty, Summary(name: "kitty", version: "0.26.5", tmux: "3.3a", kitty: true,
                                             cell: Size(width: 9, height: 18), sync: true)),
        // The outer terminal's DA1 (the last) decides sixel, not tmux's `?1;2c`.
        (RecordedTerminal.tmuxFoot, Summary(name: "foot", version: "1.13.1", tmux: "3.3a", sixel: true, registers: 1024,
                                            maxPixels: Size(width: 952, height: 595), cell: Size(width: 8, height: 17), sync: true)),
        (RecordedTerminal.tmuxPassthroughOff, Summary(name: nil, version: nil, tmux: "3.3a", cell: Size(width: 8, height: 17))),
    ] as [(RecordedTerminal, Summary)])
    func recordedTerminals(terminal: RecordedTerminal, expected: Summary) {
        let capabilities = terminal.capabilities
        #expect(Summary(capabilities) == expected)
        #expect(capabilities.gotAnswer)
        #expect(capabilities.insideTmux == (expected.tmux != nil))
        #expect(capabilities.background == nil)
    }

    private func capabilities(_ replies: [TerminalReply], environment: [String: String] = [:], windowPixels: Size? = nil,
                              cells: Size = Size(width: 80, height: 24)) -> TerminalCapabilities {
        TerminalCapabilities(replies: replies, environment: environment, windowPixels: windowPixels, cells: cells)
    }

    @Test func nothingAnswered() {
        let none = capabilities([])
        #expect(!none.gotAnswer)
        #expect(none.terminalName == nil && none.tmuxVersion == nil && !none.insideTmux)
        #expect(!none.kittyGraphics && !none.sixel && !none.synchronizedOutput && !none.directColor)
        #expect(none.cellPixels == nil && none.sixelColorRegisters == nil && none.sixelMaxPixels == nil)
    }

    @Test func tmuxFromTheEnvironmentAlone() {
        let inside = capabilities([.primaryAttributes([1, 2])], environment: ["TMUX": "/tmp/tmux-1000/default,1,0"])
        #expect(inside.insideTmux)
        #expect(inside.tmuxVersion == "unknown")
    }

    @Test func namesFromXTVersionAndTermProgram() {
        #expect(capabilities([.version("WezTerm 20240203-110809-5046fc22")]).terminalName == "WezTerm")
        #expect(capabilities([.version("WezTerm 20240203-110809-5046fc22")]).terminalVersion == "20240203-110809-5046fc22")
        #expect(capabilities([.version("iTerm2 3.5.0")]).terminalName == "iTerm2")
        #expect(capabilities([.version("kitty")]).terminalName == "kitty")
        let iTerm = capabilities([], environment: ["TERM_PROGRAM": "iTerm.app", "TERM_PROGRAM_VERSION": "3.4.19"])
        #expect(iTerm.terminalName == "iTerm2")
        #expect(iTerm.terminalVersion == "3.4.19")
        #expect(capabilities([], environment: ["TERM_PROGRAM": "WezTerm"]).terminalName == "WezTerm")
        // XTVERSION wins over the environment, which tmux or ssh may have carried from elsewhere.
        #expect(capabilities([.version("foot(1.13.1)")], environment: ["TERM_PROGRAM": "WezTerm"]).terminalName == "foot")
        // DA2 24 is mlterm only when nothing better said so.
        #expect(capabilities([.version("XTerm(379)"), .secondaryAttributes([24, 279, 0])]).terminalName == "XTerm")
        #expect(capabilities([.secondaryAttributes([41, 379, 0])]).terminalName == nil)
    }

    @Test func cellPixels() {
        let cells = Size(width: 100, height: 30)
        #expect(capabilities([.cellSize(width: 9, height: 18)], windowPixels: Size(width: 1000, height: 600), cells: cells)
            .cellPixels == Size(width: 9, height: 18))
        #expect(capabilities([], windowPixels: Size(width: 1000, height: 600), cells: cells).cellPixels == Size(width: 10, height: 20))
        #expect(capabilities([.windowPixels(width: 950, height: 570)], cells: cells).cellPixels == Size(width: 9, height: 19))
        #expect(capabilities([.cellSize(width: 0, height: 0)], cells: cells).cellPixels == nil)
        #expect(capabilities([], windowPixels: Size(width: 0, height: 0), cells: cells).cellPixels == nil)
        #expect(capabilities([], windowPixels: Size(width: 50, height: 20), cells: cells).cellPixels == nil)
        #expect(capabilities([], windowPixels: Size(width: 1000, height: 600), cells: Size(width: 0, height: 0)).cellPixels == nil)
    }

    @Test func kittyNeedsOKForTheProbeId() {
        #expect(!capabilities([.kittyGraphics(id: 31, message: "ENOENT:bad")]).kittyGraphics)
        #expect(!capabilities([.kittyGraphics(id: 32, message: "OK")]).kittyGraphics)
        #expect(capabilities([.kittyGraphics(id: 31, message: "OK")]).kittyGraphics)
    }

    @Test func sharedMemoryNeedsOKForItsQueryId() {
        let local = capabilities([.kittyGraphics(id: 31, message: "OK"), .kittyGraphics(id: 32, message: "OK")])
        #expect(local.kittyGraphics && local.kittySharedMemory)
        // Over ssh kitty cannot open the object: graphics yes, shared memory no.
        let remote = capabilities([.kittyGraphics(id: 31, message: "OK"),
                                   .kittyGraphics(id: 32, message: "EBADF:Failed to open file for graphics transmission with error: [2] No such file or directory")])
        #expect(remote.kittyGraphics && !remote.kittySharedMemory)
        #expect(!capabilities([.kittyGraphics(id: 31, message: "OK")]).kittySharedMemory)
        #expect(!capabilities([.kittyGraphics(id: 33, message: "OK")]).kittySharedMemory)
    }

    @Test func sixelGraphicsAttributesNeedSuccess() {
        let failed = capabilities([.graphicsAttribute(item: 1, status: 3, values: []),
                                   .graphicsAttribute(item: 2, status: 1, values: [10, 10])])
        #expect(failed.sixelColorRegisters == nil)
        #expect(failed.sixelMaxPixels == nil)
    }

    @Test func synchronizedOutput() {
        for (value, supported) in [(0, false), (1, true), (2, true), (3, false), (4, false)] {
            #expect(capabilities([.modeReport(mode: 2026, value: value)]).synchronizedOutput == supported, "value \(value)")
        }
        #expect(!capabilities([.modeReport(mode: 2027, value: 2)]).synchronizedOutput)
    }

    @Test func directColor() {
        #expect(capabilities([.capability(name: "RGB", value: "8/8/8")]).directColor)
        #expect(capabilities([.capability(name: "Tc", value: "")]).directColor)
        #expect(!capabilities([.capability(name: "RGB", value: nil)]).directColor)
        #expect(capabilities([], environment: ["COLORTERM": "truecolor"]).directColor)
        #expect(capabilities([], environment: ["COLORTERM": "24bit"]).directColor)
        #expect(!capabilities([], environment: ["COLORTERM": "yes"]).directColor)
    }

    @Test func background() {
        #expect(capabilities([.color(slot: 11, red: 30, green: 32, blue: 48)]).background == .rgb(30, 32, 48))
        #expect(capabilities([.color(slot: 10, red: 200, green: 200, blue: 200)]).background == nil)
    }
}
