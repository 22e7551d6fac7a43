import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource

@Suite struct DuplicateFinderTests {
    /// A reproducible stream of 64-bit numbers (SplitMix64).
    struct Numbers {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func theTreeFindsWhatComparingAllPairsFinds() {
        var numbers = Numbers(state: 7)
        var hashes: [UInt64] = (0..<400).map { _ in numbers.next() }
        // Near copies: a few bits flipped.
        for index in 0..<100 { hashes.append(hashes[index] ^ (1 << (numbers.next() % 64)) ^ (1 << (numbers.next() % 64))) }
        var tree = BKTree()
        for (index, hash) in hashes.enumerated() { tree.insert(hash, item: index) }
        #expect(tree.count == hashes.count)
        for radius in [0, 2, 6, 20] {
            for probe in hashes.prefix(50) {
                let expected = hashes.indices.filter { PerceptualHash.distance(hashes[$0], probe) <= radius }
                #expect(tree.items(near: probe, within: radius).sorted() == expected)
            }
        }
    }

    @Test func exactCopiesThenSimilarOnesAndNothingElse() {
        let base: UInt64 = 0xF0F0_1234_ABCD_5555
        let items = [
            DuplicateFinder.Item(key: 0, byteCount: 1000, hash: base, digest: [1]),
            DuplicateFinder.Item(key: 1, byteCount: 1000, hash: base, digest: [1]),      // byte copy of 0
            DuplicateFinder.Item(key: 2, byteCount: 400, hash: base ^ 0b1011, digest: nil), // resized: 3 bits off
            DuplicateFinder.Item(key: 3, byteCount: 1000, hash: ~base, digest: [2]),     // same size, other bytes, other picture
            DuplicateFinder.Item(key: 4, byteCount: 900, hash: base ^ 0xFFFF, digest: nil), // 16 bits off: another photo
            DuplicateFinder.Item(key: 5, byteCount: 0, hash: nil, digest: nil),           // not hashed (a broken file)
        ]
        var asked: [Int] = []
        let groups = DuplicateFinder.groups(items) { index in
            asked.append(index)
            return nil
        }
        #expect(asked.isEmpty)  // every digest needed was known
        #expect(groups.map(\.kind) == [.exact, .similar])
        #expect(groups.map(\.members) == [[0, 1], [0, 1, 2]])
    }

    @Test func nearPairsDoNotChainDifferentPhotosTogether() {
        // a and b differ in 5 bits, b and c in 5 others: a and c, 10 bits apart, are two photos.
        let a: UInt64 = 0, b: UInt64 = 0b11111, c: UInt64 = 0b11111_11111
        let items = [a, b, c].enumerated().map { DuplicateFinder.Item(key: $0, byteCount: 100 + $0, hash: $1, digest: nil) }
        let groups = DuplicateFinder.groups(items) { _ in nil }
        #expect(groups.map(\.members) == [[0, 1]])
    }

    @Test func aDigestIsReadOnlyForFilesOfASharedSize() {
        let items = [
            DuplicateFinder.Item(key: 0, byteCount: 10, hash: 1, digest: nil),
            DuplicateFinder.Item(key: 1, byteCount: 10, hash: UInt64.max, digest: nil),
            DuplicateFinder.Item(key: 2, byteCount: 11, hash: 0xFF00, digest: nil),
        ]
        var asked: [Int] = []
        let groups = DuplicateFinder.groups(items) { index in
            asked.append(index)
            return [UInt8(index)]
        }
        #expect(asked.sorted() == [0, 1])
        #expect(groups.isEmpty)
    }
}
