import Foundation

/// Groups a folder's photos into exact copies and near-duplicates, from its index.
///
/// Exact copies: files of one size (most sizes are unique, so few files are read), then the same
/// SHA-256 of their bytes (kept in the index for next time). Near-duplicates: perceptual hashes
/// (``PerceptualHash``) within ``radius`` bits of a group's first photo and of its average colour
/// (within ``colorTolerance``), found through a ``MultiIndexHash``, never by comparing all pairs
/// nor by chains of near pairs; each exact group takes part as one photo, so a group is either
/// one picture's exact copies or its resized and recompressed versions. A group's files are
/// largest first.
struct DuplicateFinder {
    /// Hashes this close are one picture: resizing and recompressing change a few bits;
    /// different photos, even of one scene, differ in more.
    static let radius = 6

    /// How far (of 255, in each of red, green and blue) the average colours of one picture's
    /// versions may be apart. Resizing and recompressing move them by a unit or two; 64 bits of
    /// hash alone do not tell every pair of different pictures apart (among 9,400 generated ones,
    /// 8 pairs came within 6 bits; their colours were 10 to 40 apart).
    static let colorTolerance = 6

    /// One photo as the finder sees it.
    struct Item {
        var key: Int
        var byteCount: Int
        var hash: UInt64?
        /// The SHA-256 of its bytes, if known.
        var digest: [UInt8]?
        /// Its average colour (`0xRRGGBB`), made with the hash; `nil` leaves the hash alone to judge.
        var color: UInt32?
    }

    /// Whether `a` and `b` are close enough in colour to be one picture (or either is unknown).
    static func sameColor(_ a: UInt32?, _ b: UInt32?) -> Bool {
        guard let a, let b else { return true }
        func channel(_ color: UInt32, _ shift: UInt32) -> Int { Int((color >> shift) & 0xFF) }
        return abs(channel(a, 16) - channel(b, 16)) <= colorTolerance && abs(channel(a, 8) - channel(b, 8)) <= colorTolerance
            && abs(channel(a, 0) - channel(b, 0)) <= colorTolerance
    }

    /// The groups among `items` (indices into them): exact first, then similar, each largest first.
    /// - Parameter digest: reads the SHA-256 of an item's bytes when it is needed and unknown
    ///   (`nil` when the file cannot be read).
    static func groups(_ items: [Item], digest: (Int) -> [UInt8]?) -> [(kind: DuplicateGroup.Kind, members: [Int])] {
        // Exact: same size, then same digest.
        var bySize: [Int: [Int]] = [:]
        for (index, item) in items.enumerated() where item.byteCount > 0 { bySize[item.byteCount, default: []].append(index) }
        var exact: [[Int]] = []
        var inExact = [Int: Int]()  // item → its exact group
        for (_, same) in bySize where same.count > 1 {
            var byDigest: [[UInt8]: [Int]] = [:]
            for index in same {
                guard let value = items[index].digest ?? digest(index) else { continue }
                byDigest[value, default: []].append(index)
            }
            for (_, copies) in byDigest where copies.count > 1 {
                for member in copies { inExact[member] = exact.count }
                exact.append(copies.sorted())
            }
        }
        // Similar: around a centre, never by chains (a joined through b joined through c could
        // put two different photos together): each photo not yet placed, in order, takes the
        // unplaced photos within the radius of its own hash and of its colour. One representative
        // per exact group.
        var tree = MultiIndexHash(radius: radius)
        var representatives: [(index: Int, hash: UInt64)] = []
        for (index, item) in items.enumerated() {
            guard let hash = item.hash else { continue }
            if let group = inExact[index], exact[group][0] != index { continue }
            tree.insert(hash, item: index)
            representatives.append((index, hash))
        }
        var placed = Set<Int>()
        var similar: [(key: Int, value: [Int])] = []
        for (index, hash) in representatives where !placed.contains(index) {
            let colour = items[index].color
            let near = tree.items(near: hash).filter { !placed.contains($0) && sameColor(items[$0].color, colour) }.sorted()
            placed.formUnion(near)
            if near.count > 1 { similar.append((index, near)) }
        }
        var result = exact.map { (kind: DuplicateGroup.Kind.exact, members: $0) }
        for (_, members) in similar {
            // A representative stands for its exact copies: the group lists them all.
            let all = members.flatMap { member in inExact[member].map { exact[$0] } ?? [member] }
            result.append((.similar, all))
        }
        return result
    }
}
