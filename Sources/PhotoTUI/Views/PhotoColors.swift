import Terminal

/// A photo's average colour ("#a3c2d9" from the API) as a cell colour for placeholders.
enum PhotoColors {
    /// The 240-colour palette entry nearest to `hex`, or nil when it is not "#rrggbb".
    static func color(hex: String?) -> Color? {
        guard var text = hex else { return nil }
        if text.hasPrefix("#") { text.removeFirst() }
        guard text.count == 6, let value = UInt32(text, radix: 16) else { return nil }
        return .palette(Palette240.index(UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)))
    }
}
