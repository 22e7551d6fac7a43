import Terminal

/// Keys as a config file writes them: one character (`S`, `*`), `ctrl-x`, or a name (`enter`,
/// `esc`, `tab`, `space`, `up`, `down`, `left`, `right`, `home`, `end`, `pageup`, `pagedown`,
/// `backspace`, `delete`, `f1`…`f12`).
enum KeyName {
    private static let named: [String: Key] = [
        "enter": .enter, "return": .enter, "esc": .escape, "escape": .escape, "tab": .tab, "space": .character(" "),
        "up": .up, "down": .down, "left": .left, "right": .right, "home": .home, "end": .end,
        "pageup": .pageUp, "pagedown": .pageDown, "backspace": .backspace, "delete": .delete,
    ]

    /// The key `text` names, or `nil`.
    static func key(_ text: String) -> Key? {
        if text.count == 1, let character = text.first, !character.isWhitespace, character.isASCII || character.isLetter {
            return .character(character)
        }
        let lower = text.lowercased()
        if let key = named[lower] { return key }
        if lower.hasPrefix("ctrl-"), lower.count == 6, let letter = lower.last, letter.isLetter, letter.isASCII {
            return .ctrl(letter)
        }
        if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...12).contains(number) { return .function(number) }
        return nil
    }

    /// How a config file writes `key` (`ctrl-q`, `pagedown`, `S`), for messages about it.
    static func configName(_ key: Key) -> String {
        if case .character(let character) = key { return character == " " ? "space" : String(character) }
        if case .ctrl(let letter) = key { return "ctrl-\(letter)" }
        if case .function(let number) = key { return "f\(number)" }
        return named.filter { $0.value == key }.map(\.key).sorted { ($0.count, $0) < ($1.count, $1) }.first ?? label(key)
    }

    /// How the help overlay shows `key`.
    static func label(_ key: Key) -> String {
        switch key {
        case .character(" "): return "Space"
        case .character(let character): return String(character)
        case .ctrl(let letter): return "Ctrl-\(letter.uppercased())"
        case .function(let number): return "F\(number)"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .tab: return "Tab"
        case .up: return "↑"
        case .down: return "↓"
        case .left: return "←"
        case .right: return "→"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        default: return "?"
        }
    }
}
