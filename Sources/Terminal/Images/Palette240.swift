/// The 240 colours of the xterm 256-colour palette that themes leave alone: the 6×6×6 cube
/// (16–231) and the grey ramp (232–255). Quantizing never returns 0–15.
///
/// The one quantizer of the toolkit (the backend's `XtermPalette.nearest240` and the image
/// converters): a table lookup per channel and two distances, cheap enough for every cell of
/// every frame. `XtermPalette` has the palette's RGB values.
public enum Palette240 {
    /// The cube's six levels per channel.
    public static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The nearest palette index (16–255) to an RGB colour, by squared RGB distance between
    /// the nearest cube colour and the nearest grey.
    @inline(__always)
    public static func index(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let cr = cubeStep[Int(r)], cg = cubeStep[Int(g)], cb = cubeStep[Int(b)]
        let cube = 16 + 36 * cr + 6 * cg + cb
        let lr = cubeLevels[cr], lg = cubeLevels[cg], lb = cubeLevels[cb]
        // Grey ramp: 8, 18, …, 238.
        let mean = (Int(r) + Int(g) + Int(b)) / 3
        let step = mean < 8 ? 0 : min((mean - 8 + 5) / 10, 23)
        let grey = 8 + 10 * step
        let cubeDistance = square(Int(r) - lr) + square(Int(g) - lg) + square(Int(b) - lb)
        let greyDistance = square(Int(r) - grey) + square(Int(g) - grey) + square(Int(b) - grey)
        return UInt8(greyDistance < cubeDistance ? 232 + step : cube)
    }

    @inline(__always)
    private static func square(_ x: Int) -> Int { x * x }

    /// For each channel value, the nearest of the six cube levels (midpoints 48, 115, 155, 195, 235).
    private static let cubeStep: [Int] = (0...255).map { value in
        cubeLevels.indices.min { abs(cubeLevels[$0] - value) < abs(cubeLevels[$1] - value) }!
    }
}
