import Testing
@testable import Terminal

@Suite struct TerminalIdentityTests {
    @Test func keepsNamesAndVersionsAndOnlyThePresenceOfIds() {
        let identity = TerminalIdentity(environment: [
            "TERM": "xterm-kitty", "COLORTERM": "truecolor", "KITTY_WINDOW_ID": "7", "HOME": "/home/a", "PATH": "/bin",
            "UNSPLASH_ACCESS_KEY": "secret", "TERM_PROGRAM": "",
        ])
        #expect(identity.facts == ["TERM": "xterm-kitty", "COLORTERM": "truecolor", "KITTY_WINDOW_ID": "set"])
    }

    @Test func tmuxIsPartOfIt() {
        let identity = TerminalIdentity(environment: RecordedTerminal.tmuxEnvironment)
        #expect(identity.facts == ["TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a", "TMUX": "set"])
    }

    @Test func theKeyIsStableAndFollowsEveryFact() {
        let kitty = TerminalIdentity(facts: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "set"])
        #expect(kitty.key == TerminalIdentity(facts: ["KITTY_WINDOW_ID": "set", "TERM": "xterm-kitty"]).key)
        #expect(kitty.key.count == 16)
        #expect(kitty.key.allSatisfy { "0123456789abcdef".contains($0) })
        let others = [
            TerminalIdentity(facts: ["TERM": "xterm-kitty"]),
            TerminalIdentity(facts: ["TERM": "xterm-256color", "KITTY_WINDOW_ID": "set"]),
            TerminalIdentity(facts: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "set", "TMUX": "set"]),
            TerminalIdentity(facts: [:]),
        ]
        #expect(Set(others.map(\.key) + [kitty.key]).count == others.count + 1)
    }

    /// FNV-1a 64 of the empty input is its offset basis.
    @Test func anEmptyIdentityHashesToTheOffsetBasis() {
        #expect(TerminalIdentity(facts: [:]).key == "cbf29ce484222325")
    }
}
