/// The xterm 256-color palette: the RGB value of each index, and the nearest system color for
/// 8- and 16-color terminals. Quantizing to the 240 colors is `Palette240`'s, one quantizer for
/// widgets and images alike.
public enum XtermPalette {
    private static let cubeLevels = Palette240.cubeLevels
    private static let system: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The RGB value xterm shows for a palette index.
    public static func rgb(of index: UInt8) -> (UInt8, UInt8, UInt8) {
        let i = Int(index)
        if i < 16 { let c = system[i]; return (UInt8(c.0), UInt8(c.1), UInt8(c.2)) }
        if i >= 232 { let g = UInt8(8 + 10 * (i - 232)); return (g, g, g) }
        let n = i - 16
        return (UInt8(cubeLevels[n / 36]), UInt8(cubeLevels[(n / 6) % 6]), UInt8(cubeLevels[n % 6]))
    }

    /// The nearest of the 240 non-system colors (16–255: the 6×6×6 cube and the gray ramp),
    /// which themes do not redefine.
    public static func nearest240(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        Palette240.index(r, g, b)
    }

    /// The nearest of the first `count` system colors (8 or 16). Grays stay gray (black, gray,
    /// white) rather than drifting to a hue.
    public static func nearestSystem(_ r: UInt8, _ g: UInt8, _ b: UInt8, count: Int) -> UInt8 {
        var best = 0, bestDistance = Int.max
        let candidates = r == g && g == b ? [0, 8, 7, 15].filter { $0 < count } : Array(0..<min(count, 16))
        for index in candidates {
            let d = distance(r, g, b, rgb(of: UInt8(index)))
            if d < bestDistance { (best, bestDistance) = (index, d) }
        }
        return UInt8(best)
    }

    private static func distance(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ other: (UInt8, UInt8, UInt8)) -> Int {
        let dr = Int(r) - Int(other.0), dg = Int(g) - Int(other.1), db = Int(b) - Int(other.2)
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }
}
