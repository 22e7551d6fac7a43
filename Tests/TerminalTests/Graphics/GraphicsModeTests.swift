import Testing
@testable import Terminal

@Suite struct GraphicsModeTests {
    /// What `auto` picks for each recorded terminal.
    private static let automatic: [String: GraphicsProtocol?] = [
        RecordedTerminal.kitty.name: .kitty,
        RecordedTerminal.xtermVT340.name: .sixel,
        RecordedTerminal.xtermDefault.name: nil,
        RecordedTerminal.mlterm.name: .sixel,
        RecordedTerminal.foot.name: .sixel,
        RecordedTerminal.tmuxKitty.name: .kitty,
        RecordedTerminal.tmuxFoot.name: .sixel,
        RecordedTerminal.tmuxPassthroughOff.name: nil,
    ]

    @Test(arguments: GraphicsMode.allCases, RecordedTerminal.all)
    func everyModeOnEveryRecordedTerminal(mode: GraphicsMode, terminal: RecordedTerminal) throws {
        let choice = mode.choose(for: terminal.capabilities, environment: terminal.environment)
        let expected: GraphicsProtocol?
        switch mode {
        case .auto: expected = try #require(Self.automatic[terminal.name])
        case .kitty: expected = .kitty
        case .sixel: expected = .sixel
        case .iterm2: expected = .iterm2
        case .symbols: expected = nil
        }
        #expect(choice.graphicsProtocol == expected)
        #expect(!choice.reason.isEmpty)
        if mode != .auto { #expect(choice.reason == "forced by --graphics") }
    }

    @Test func reasons() {
        func reason(_ terminal: RecordedTerminal) -> String {
            GraphicsMode.auto.choose(for: terminal.capabilities, environment: terminal.environment).reason
        }
        #expect(reason(.kitty) == "kitty graphics: the terminal answered the kitty query (i=31) with OK")
        #expect(reason(.foot) == "sixel: the terminal's device attributes (DA1) include 4")
        #expect(reason(.xtermDefault) == "symbols: the terminal has no kitty graphics, iTerm2 images or sixel")
        #expect(reason(.tmuxPassthroughOff).contains("allow-passthrough"))
    }

    @Test func kittySharesMemoryOnlyWhereItReadTheProbesObjectAndNotWhenSwitchedOff() {
        var local = RecordedTerminal.kitty.capabilities
        local.kittySharedMemory = true
        let environment = RecordedTerminal.kitty.environment
        let auto = GraphicsMode.auto.choose(for: local, environment: environment)
        #expect(auto.graphicsProtocol == .kitty && auto.kittySharedMemory)
        #expect(auto.reason.hasSuffix("; pixels through shared memory (it read the query's object, i=32)"))
        #expect(GraphicsMode.kitty.choose(for: local, environment: environment).kittySharedMemory)
        // Not read (ssh, or no answer under tmux): through the terminal, as before.
        #expect(!GraphicsMode.auto.choose(for: RecordedTerminal.kitty.capabilities, environment: environment).kittySharedMemory)
        #expect(!GraphicsMode.kitty.choose(for: nil, environment: environment).kittySharedMemory)
        var off = environment
        off[GraphicsChoice.sharedMemorySwitch] = "0"
        let switched = GraphicsMode.auto.choose(for: local, environment: off)
        #expect(switched.graphicsProtocol == .kitty && !switched.kittySharedMemory)
        #expect(switched.reason.hasSuffix("; shared memory off (PHOTO_TUI_KITTY_SHM=0)"))
        // Other protocols never share memory, whatever kitty's answer.
        #expect(!GraphicsMode.sixel.choose(for: local, environment: environment).kittySharedMemory)
        // The driver for a choice: kitty's sends through the process's objects.
        #expect((GraphicsDriverTable.driver(for: auto) as? KittyDriver)?.sendsThroughSharedMemory == true)
        #expect((GraphicsDriverTable.driver(for: switched) as? KittyDriver)?.sendsThroughSharedMemory == false)
    }

    @Test(arguments: GraphicsMode.allCases)
    func withoutAnAnswer(mode: GraphicsMode) {
        let silent = TerminalCapabilities(replies: [], environment: [:], windowPixels: nil, cells: Size(width: 80, height: 24))
        for capabilities in [nil, silent] {
            let choice = mode.choose(for: capabilities, environment: ["TERM_PROGRAM": "WezTerm"])
            switch mode {
            case .auto:
                #expect(choice.graphicsProtocol == nil)
                #expect(choice.reason == "symbols: the terminal did not answer the probe within 250 ms")
            case .kitty: #expect(choice.graphicsProtocol == .kitty)
            case .sixel: #expect(choice.graphicsProtocol == .sixel)
            case .iterm2: #expect(choice.graphicsProtocol == .iterm2)
            case .symbols: #expect(choice.graphicsProtocol == nil)
            }
        }
    }

    private func automatic(_ replies: [TerminalReply], environment: [String: String] = [:]) -> GraphicsChoice {
        let capabilities = TerminalCapabilities(replies: replies, environment: environment, windowPixels: nil,
                                                cells: Size(width: 80, height: 24))
        return GraphicsMode.auto.choose(for: capabilities, environment: environment)
    }

    @Test func konsoleSkipsKittyForSixel() {
        let replies: [TerminalReply] = [.kittyGraphics(id: 31, message: "OK"), .primaryAttributes([62, 1, 4])]
        let choice = automatic(replies, environment: ["KONSOLE_VERSION": "221203"])
        #expect(choice.graphicsProtocol == .sixel)
        #expect(choice.reason.contains("Konsole"))
        #expect(automatic(replies).graphicsProtocol == .kitty)
        #expect(automatic([.kittyGraphics(id: 31, message: "OK"), .primaryAttributes([62])],
                          environment: ["KONSOLE_VERSION": "221203"]).graphicsProtocol == nil)
    }

    @Test func iTerm2AndWezTermGetITerm2Images() {
        let choice = automatic([.version("WezTerm 20240203-110809-5046fc22"), .primaryAttributes([65, 4])])
        #expect(choice.graphicsProtocol == .iterm2)
        #expect(choice.reason == "iTerm2 images: the terminal is WezTerm")
        #expect(automatic([.version("iTerm2 3.5.0"), .primaryAttributes([62, 4])]).graphicsProtocol == .iterm2)
        #expect(automatic([.primaryAttributes([62])], environment: ["TERM_PROGRAM": "iTerm.app"]).graphicsProtocol == .iterm2)
        #expect(automatic([.primaryAttributes([62])], environment: ["TERM_PROGRAM": "WezTerm"]).graphicsProtocol == .iterm2)
        // WezTerm answers the kitty query too, but gets iTerm2 images (its kitty placements are partial);
        // any other terminal's kitty answer comes first.
        #expect(automatic([.kittyGraphics(id: 31, message: "OK"), .version("WezTerm 1"), .primaryAttributes([62])])
            .graphicsProtocol == .iterm2)
        #expect(automatic([.kittyGraphics(id: 31, message: "OK"), .version("ghostty 1.1"), .primaryAttributes([62])])
            .graphicsProtocol == .kitty)
    }

    @Test func modeNames() {
        #expect(GraphicsMode.allCases.map(\.rawValue) == ["auto", "kitty", "sixel", "iterm2", "symbols"])
        #expect(GraphicsMode(rawValue: "iterm2") == .iterm2)
        #expect(GraphicsProtocol.allCases.map(\.rawValue) == ["kitty", "sixel", "iterm2"])
    }
}
