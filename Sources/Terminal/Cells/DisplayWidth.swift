/// Display width of graphemes in terminal columns, computed from Unicode data in Swift so that
/// tests do not depend on the process locale (glibc's `wcwidth` answers -1 in the C locale).
/// The ranges follow East Asian Width W/F and Emoji_Presentation, which is what glibc 2.36 and
/// ncurses use, so our layout and the terminal agree.
public enum DisplayWidth {
    /// Columns taken by one grapheme: 0 (control or a lone combining mark), 1 or 2.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let value = first.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }  // ASCII fast path
        if value < 0xA0 { return 0 }
        if isZeroWidth(first) { return 0 }
        if scalars.count > 1 {
            // VS16 asks for emoji presentation; ZWJ sequences render as one wide emoji.
            for scalar in scalars.dropFirst() where scalar.value == 0xFE0F || scalar.value == 0x200D {
                return 2
            }
        }
        return isWide(first) ? 2 : 1
    }

    /// Columns taken by a string (sum of its graphemes).
    public static func of(_ text: String) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (0x1160...0x11FF).contains(value) || value == 0x200B { return true }  // Hangul medial/final jamo
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x1100 { return false }
        for range in wideRanges where range.contains(value) { return true }
        return value >= 0x1F000 && scalar.properties.isEmojiPresentation
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initials
        0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
        0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693,
        0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
        0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA,
        0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
        0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0,
        0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E,  // CJK radicals, punctuation
        0x3041...0x33FF,  // kana, CJK compatibility
        0x3400...0x4DBF, 0x4E00...0x9FFF,  // CJK ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical and small forms
        0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
