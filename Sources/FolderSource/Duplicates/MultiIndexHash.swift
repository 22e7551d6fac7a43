/// Multi-index hashing over 64-bit hashes with the Hamming distance (Norouzi, Punjani and Fleet):
/// finds every hash within a fixed radius of a query without comparing it to all of them.
///
/// The 64 bits are cut into `radius + 1` parts. Two hashes at most `radius` bits apart cannot
/// differ in every part, so each match agrees exactly with the query in at least one part: a
/// query looks in one bucket a part, and compares only what it finds there. Photos' hashes are
/// spread over most of the space (different photos sit about 32 bits apart), which is where a
/// Burkhard–Keller tree prunes almost nothing; here a query at 10,000 photos compares about a
/// hundred hashes, not thousands.
struct MultiIndexHash {
    /// The radius queries are answered for.
    let radius: Int
    private var hashes: [UInt64] = []
    private var items: [Int] = []
    /// The bit ranges the hash is cut into: (lowest bit, width).
    private let parts: [(shift: Int, width: Int)]
    /// For each part, the positions (into `hashes`) of every hash with each value of that part.
    private var buckets: [[[Int32]]]

    /// An empty index for queries within `radius` bits (0…63).
    init(radius: Int) {
        precondition((0..<64).contains(radius), "radius must be 0...63")
        self.radius = radius
        let count = radius + 1
        var parts: [(shift: Int, width: Int)] = []
        var shift = 0
        for index in 0..<count {
            // 64 bits shared as evenly as can be: the first parts one bit wider.
            let width = 64 / count + (index < 64 % count ? 1 : 0)
            parts.append((shift, width))
            shift += width
        }
        self.parts = parts
        // Wide parts (a small radius) would need more buckets than photos: values are folded.
        buckets = parts.map { [[Int32]](repeating: [], count: 1 << min($0.width, 16)) }
    }

    /// Adds `hash` for `item`.
    mutating func insert(_ hash: UInt64, item: Int) {
        let position = Int32(hashes.count)
        hashes.append(hash)
        items.append(item)
        for (part, range) in parts.enumerated() { buckets[part][bucket(hash, range)].append(position) }
    }

    /// Every item whose hash is within ``radius`` bits of `hash`, each once.
    func items(near hash: UInt64) -> [Int] {
        var found: [Int32] = []
        for (part, range) in parts.enumerated() {
            for position in buckets[part][bucket(hash, range)]
            where PerceptualHash.distance(hashes[Int(position)], hash) <= radius {
                found.append(position)
            }
        }
        // A match agreeing in several parts was found in each of them.
        found.sort()
        var unique: [Int] = []
        unique.reserveCapacity(found.count)
        var last: Int32 = -1
        for position in found where position != last {
            unique.append(items[Int(position)])
            last = position
        }
        return unique
    }

    var count: Int { hashes.count }

    private func bucket(_ hash: UInt64, _ range: (shift: Int, width: Int)) -> Int {
        let mask: UInt64 = range.width >= 64 ? .max : (1 << UInt64(range.width)) - 1
        return Int((hash >> UInt64(range.shift)) & mask & 0xFFFF)
    }
}
