/// SplitMix64: the generator's pictures from a seed, the same on every run, independent from
/// one seed to the next (no period short enough to repeat a picture among 100,000).
struct PictureRandom {
    private var state: UInt64

    init(seed: Int) {
        state = UInt64(bitPattern: Int64(seed)) &* 0xD1B5_4A32_D192_ED03
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<1`.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
