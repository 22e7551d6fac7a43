import CNcursesw

/// ncurses macros Swift cannot import (attribute bits built by `NCURSES_BITS`, `COLOR_PAIR`),
/// declared once here; `CursesTests` pins them against the C header.
enum Curses {
    static let ok: Int32 = 0
    static let err: Int32 = -1
    /// `NCURSES_ATTR_SHIFT`: attribute bits start above the 8-bit character field.
    private static let attributeShift: UInt32 = 8
    private static func bit(_ n: UInt32) -> UInt32 { 1 << (n + attributeShift) }

    static let underline: UInt32 = bit(9)
    static let reverse: UInt32 = bit(10)
    static let blink: UInt32 = bit(11)
    static let dim: UInt32 = bit(12)
    static let bold: UInt32 = bit(13)
    static let italic: UInt32 = bit(23)
    static let colorMask: UInt32 = ((1 << 8) - 1) << attributeShift
    static func colorPair(_ n: Int32) -> UInt32 { (UInt32(n) << attributeShift) & colorMask }
    static let keyResize: Int32 = 0o632
    static let keyCodeYes: Int32 = 0o400
    /// Most wide characters one cell can hold (a base and combining marks).
    static let maxCharactersPerCell = 5

    /// ncurses attribute bits for toolkit attributes.
    static func attributes(_ attributes: Attributes) -> UInt32 {
        if attributes.isEmpty { return 0 }
        var bits: UInt32 = 0
        if attributes.contains(.bold) { bits |= bold }
        if attributes.contains(.dim) { bits |= dim }
        if attributes.contains(.italic) { bits |= italic }
        if attributes.contains(.underline) { bits |= underline }
        if attributes.contains(.reverse) { bits |= reverse }
        if attributes.contains(.blink) { bits |= blink }
        return bits
    }
}
