/// The text, cursor and horizontal scroll of a single-line text field, edited by keys.
///
/// Positions count graphemes, so a Hangul syllable, an emoji or a letter with combining marks
/// moves and deletes as one.
public struct TextFieldState: Equatable, Sendable {
    private var characters: [Character]
    /// The cursor, 0...count (graphemes before it).
    public private(set) var cursor: Int
    /// The first grapheme shown; `TextField` adjusts what it shows so the cursor stays visible.
    public var scrollOffset: Int = 0

    public init(text: String = "") {
        characters = Array(Sanitizer.sanitize(text))
        cursor = characters.count
    }

    public var text: String { String(characters) }
    public var isEmpty: Bool { characters.isEmpty }

    /// Replaces the text and puts the cursor at its end.
    public mutating func setText(_ text: String) {
        characters = Array(Sanitizer.sanitize(text))
        cursor = characters.count
        scrollOffset = 0
    }

    /// Applies an editing key. Returns true when the key was for the field (text or cursor may
    /// have changed), false for keys it leaves to others (Enter, Esc, Tab, arrows up/down...).
    @discardableResult
    public mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .character(let character): insert(String(character))
        case .paste(let text): insert(text)
        case .backspace, .ctrl("h"): deleteBackward()
        case .delete, .ctrl("d"): deleteForward()
        case .left, .ctrl("b"): cursor = max(0, cursor - 1)
        case .right, .ctrl("f"): cursor = min(characters.count, cursor + 1)
        case .home, .ctrl("a"): cursor = 0
        case .end, .ctrl("e"): cursor = characters.count
        case .ctrl("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .ctrl("k"): characters.removeSubrange(cursor...)
        case .ctrl("w"), .alt(.backspace): deleteWordBackward()
        case .alt(.character("b")): cursor = wordStart(before: cursor)
        case .alt(.character("f")): cursor = wordEnd(after: cursor)
        default: return false
        }
        return true
    }

    /// Inserts text at the cursor (sanitized; line breaks become spaces). Combining marks typed
    /// separately join the grapheme before the cursor.
    public mutating func insert(_ text: String) {
        let safe = Sanitizer.sanitize(text)
        guard !safe.isEmpty else { return }
        let before = String(characters[..<cursor]) + safe
        let after = characters[cursor...]
        let joined = Array(before)
        characters = joined + after
        cursor = joined.count
        // If the inserted text merged with the following grapheme, recount from the full text.
        let full = Array(String(characters))
        if full.count != characters.count {
            characters = full
            cursor = min(cursor, full.count)
        }
    }

    public mutating func deleteBackward() {
        guard cursor > 0 else { return }
        characters.remove(at: cursor - 1)
        cursor -= 1
    }

    public mutating func deleteForward() {
        guard cursor < characters.count else { return }
        characters.remove(at: cursor)
    }

    public mutating func deleteWordBackward() {
        let start = wordStart(before: cursor)
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    /// The scroll offset that keeps the cursor cell within `width` columns, starting from the
    /// stored offset so the view does not jump.
    public func visibleOffset(width: Int) -> Int {
        guard width > 1 else { return cursor }
        var offset = min(scrollOffset, cursor)
        var used = columns(offset..<cursor)
        while used + 1 > width, offset < cursor {
            used -= DisplayWidth.of(characters[offset])
            offset += 1
        }
        return offset
    }

    /// Stores the offset `visibleOffset(width:)` computes; call after editing when the width is known.
    public mutating func keepCursorVisible(width: Int) { scrollOffset = visibleOffset(width: width) }

    /// Graphemes from `offset`, and the columns from `offset` to the cursor.
    func visible(from offset: Int) -> (ArraySlice<Character>, cursorColumn: Int) {
        (characters[min(offset, characters.count)...], columns(offset..<cursor))
    }

    private func columns(_ range: Range<Int>) -> Int {
        var total = 0
        for index in range where index < characters.count { total += DisplayWidth.of(characters[index]) }
        return total
    }

    private func wordStart(before position: Int) -> Int {
        var index = position
        while index > 0, characters[index - 1] == " " { index -= 1 }
        while index > 0, characters[index - 1] != " " { index -= 1 }
        return index
    }

    private func wordEnd(after position: Int) -> Int {
        var index = position
        while index < characters.count, characters[index] == " " { index += 1 }
        while index < characters.count, characters[index] != " " { index += 1 }
        return index
    }
}
