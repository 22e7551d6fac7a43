/// A decoded key press (or paste, or mouse report) from the terminal.
public indirect enum Key: Hashable, Sendable {
    /// A printable grapheme: ASCII, Hangul syllables from an input method, emoji, ...
    case character(Character)
    /// Ctrl with a letter, lowercased: Ctrl-A is `.ctrl("a")`. Tab, Enter and Backspace have their own cases.
    case ctrl(Character)
    /// Alt (Meta) with a key: Alt-x is `.alt(.character("x"))`; terminals send it as ESC then the key.
    case alt(Key)
    case enter, tab, backTab, backspace, delete, insert, escape
    case up, down, left, right, home, end, pageUp, pageDown
    /// F1 is `.function(1)`.
    case function(Int)
    /// Text pasted with bracketed paste mode, unsanitized: sanitize before drawing.
    case paste(String)
    case mouse(MouseEvent)
    /// The terminal window gained or lost focus (`CSI I`, `CSI O`; sent after `ESC [ ? 1004 h`).
    case focusIn, focusOut

    /// Text a field takes as it is: a printable grapheme (a letter, `?`, Hangul, an emoji) or a
    /// paste. Control keys, arrows, Enter, Esc and mouse reports are not.
    public var isPrintable: Bool {
        switch self {
        case .character(let character): return !character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control }
        case .paste: return true
        default: return false
        }
    }
}
