/// A small deterministic generator (SplitMix64): the same seed gives the same catalog and the
/// same pixels on every machine and run, which `Swift`'s system generator does not promise
/// (public for the benchmarks' generated folders).
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// The generator whose numbers `seed` decides.
    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A double in `0..<1`.
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// A double in `range`.
    mutating func double(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// One element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }

    /// A stateless hash of two integers and a seed, for per-pixel noise and stars.
    static func hash(_ x: Int, _ y: Int, _ seed: UInt64) -> UInt64 {
        var generator = SeededRandom(seed: seed ^ (UInt64(bitPattern: Int64(x)) &* 0x9E37_79B9) ^ (UInt64(bitPattern: Int64(y)) &* 0xC2B2_AE3D_27D4_EB4F))
        return generator.next()
    }
}
