import Foundation
import Testing
@testable import Terminal

@Suite struct TerminalProbeStartTests {
    let folder = TerminalProbeCacheTests.Folder()
    var cache: TerminalProbeCache { TerminalProbeCache(directory: folder.url) }
    let identity = TerminalIdentity(environment: RecordedTerminal.kitty.environment)

    @Test func aRememberedAnswerIsUsedAtOnceAndAskedAgainAfterTheFirstFrame() {
        cache.store(RecordedTerminal.kitty.capabilities, for: identity)
        let start = TerminalProbeStart.decide(mode: .auto, cache: cache, identity: identity)
        #expect(start == .remembered(RecordedTerminal.kitty.capabilities))
        #expect(start.probesAfterFirstFrame)
        #expect(GraphicsMode.auto.choose(for: RecordedTerminal.kitty.capabilities, environment: RecordedTerminal.kitty.environment).graphicsProtocol == .kitty)
    }

    @Test func withNothingRememberedCellsComeFirstAndTheAnswerBringsPixels() {
        let start = TerminalProbeStart.decide(mode: .auto, cache: cache, identity: identity)
        #expect(start == .cellsFirst)
        #expect(start.probesAfterFirstFrame)
        var session = TerminalProbeSession()
        _ = session.feed(RecordedTerminal.kitty.bytes)
        let fresh = session.capabilities(environment: RecordedTerminal.kitty.environment, windowPixels: RecordedTerminal.kitty.windowPixels,
                                         cells: RecordedTerminal.kitty.cells)
        let adopted = TerminalProbeStart.update(current: nil, fresh: fresh)
        #expect(adopted == RecordedTerminal.kitty.capabilities)
        #expect(adopted.map { GraphicsMode.auto.choose(for: $0, environment: RecordedTerminal.kitty.environment).graphicsProtocol } == .kitty)
    }

    @Test func anUnchangedAnswerChangesNothingAndADifferentOneTakesOver() {
        let kitty = RecordedTerminal.kitty.capabilities
        #expect(TerminalProbeStart.update(current: kitty, fresh: kitty) == nil)
        // The person moved to foot with the same variables, or changed the font size.
        #expect(TerminalProbeStart.update(current: kitty, fresh: RecordedTerminal.foot.capabilities) == RecordedTerminal.foot.capabilities)
        var larger = kitty
        larger.cellPixels = Size(width: 12, height: 24)
        #expect(TerminalProbeStart.update(current: kitty, fresh: larger) == larger)
    }

    @Test func aSilentTerminalKeepsWhatIsDrawn() {
        let silent = TerminalCapabilities(replies: [], environment: [:], windowPixels: nil, cells: Size(width: 80, height: 24))
        #expect(TerminalProbeStart.update(current: nil, fresh: silent) == nil)
        #expect(TerminalProbeStart.update(current: RecordedTerminal.kitty.capabilities, fresh: silent) == nil)
    }

    @Test(arguments: [GraphicsMode.kitty, .sixel, .iterm2])
    func anExplicitProtocolIsProbedBeforeTheFirstFrameAsAlways(mode: GraphicsMode) {
        cache.store(RecordedTerminal.kitty.capabilities, for: identity)
        let start = TerminalProbeStart.decide(mode: mode, cache: cache, identity: identity)
        #expect(start == .waitForAnswer)
        #expect(!start.probesAfterFirstFrame)
    }

    @Test func symbolsAskNothing() {
        let start = TerminalProbeStart.decide(mode: .symbols, cache: cache, identity: identity)
        #expect(start == TerminalProbeStart.none)
        #expect(!start.probesAfterFirstFrame)
    }

    /// Inside tmux nothing waits either: tmux (a child process) and the terminal outside are asked
    /// after the first frame. Only without a cache does the probe wait, as always.
    @Test func insideTmuxNothingWaitsAndWithoutACacheTheProbeWaits() {
        var environment = RecordedTerminal.kitty.environment
        environment["TMUX"] = "/tmp/tmux-0/default,1,0"
        environment["TERM"] = "tmux-256color"
        let tmux = TerminalIdentity(environment: environment)
        #expect(TerminalProbeStart.decide(mode: .auto, cache: cache, identity: tmux) == .cellsFirst)
        cache.store(RecordedTerminal.kitty.capabilities, for: tmux)
        #expect(TerminalProbeStart.decide(mode: .auto, cache: cache, identity: tmux) == .remembered(RecordedTerminal.kitty.capabilities))
        #expect(TerminalProbeStart.decide(mode: .auto, cache: nil, identity: identity) == .waitForAnswer)
    }
}
