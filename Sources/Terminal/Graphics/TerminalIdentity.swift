/// Which terminal this is, as far as can be told without asking it: the environment variables
/// terminals set (`TERM`, `TERM_PROGRAM`, its version, `KITTY_WINDOW_ID`'s presence…). Two launches with the same identity are taken to
/// be in the same terminal: the probe's answer is remembered under ``key`` (``TerminalProbeCache``).
///
/// Only names and versions are kept, never a variable's value where it is an id (a window or
/// session number): its presence is the fact.
public struct TerminalIdentity: Hashable, Sendable {
    /// What identifies the terminal, by name (`TERM` → `xterm-kitty`, `KITTY_WINDOW_ID` → `set`).
    public var facts: [String: String]

    /// Variables whose value names the terminal or its version.
    static let valueVariables = ["TERM", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "COLORTERM", "VTE_VERSION", "XTERM_VERSION",
                                 "KONSOLE_VERSION", "MLTERM", "LC_TERMINAL", "LC_TERMINAL_VERSION"]
    /// Variables whose presence alone says which terminal it is (their values are ids).
    static let presenceVariables = ["KITTY_WINDOW_ID", "WEZTERM_PANE", "ITERM_SESSION_ID", "WT_SESSION", "ALACRITTY_WINDOW_ID",
                                    "KONSOLE_DBUS_SESSION", "GHOSTTY_RESOURCES_DIR", "TMUX"]
    /// Creates an identity from its facts (tests make their own).
    public init(facts: [String: String]) {
        self.facts = facts
    }

    /// The identity in `environment`. (Inside tmux it is tmux's variables and those the outer
    /// terminal left in tmux's environment: a remembered answer for another client terminal is
    /// drawn with until the probe after the first frame says otherwise.)
    public init(environment: [String: String]) {
        var facts: [String: String] = [:]
        for name in Self.valueVariables {
            if let value = environment[name], !value.isEmpty { facts[name] = value }
        }
        for name in Self.presenceVariables where environment[name].map({ !$0.isEmpty }) ?? false {
            facts[name] = "set"
        }
        self.facts = facts
    }

    /// The name the answer is kept under: 16 hex digits of FNV-1a (64 bits) over the sorted facts.
    public var key: String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (name, value) in facts.sorted(by: { $0.key < $1.key }) {
            for byte in Array("\(name)=\(value)\n".utf8) {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
