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

    @Test func theIndexFindsWhatComparingAllPairsFinds() {
        var numbers = Numbers(state: 7)
        var hashes: [UInt64] = (0..<400).map { _ in numbers.next() }
        // Near copies: a few bits flipped.
        for index in 0..<100 { hashes.append(hashes[index] ^ (1 << (numbers.next() % 64)) ^ (1 << (numbers.next() % 64))) }
        // And hashes 0 to 12 bits from the first ones, so every radius has matches at its edge.
        for index in 0..<100 {
            var hash = hashes[index]
            for _ in 0..<(index % 13) { hash ^= 1 << (numbers.next() % 64) }
            hashes.append(hash)
        }
        for radius in [0, 2, 6, 11, 20] {
            var index = MultiIndexHash(radius: radius)
            for (position, hash) in hashes.enumerated() { index.insert(hash, item: position) }
            #expect(index.count == hashes.count)
            for probe in hashes.prefix(120) {
                let expected = hashes.indices.filter { PerceptualHash.distance(hashes[$0], probe) <= radius }
                #expect(index.items(near: probe).sorted() == expected)
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

    @Test func hashesWithinTheRadiusAreOnePictureOnlyInOneColour() {
        // Three photos within 4 bits of the first: a recompressed copy (its colour a unit off), a
        // picture of another colour (10 off in blue, as distinct generated pictures came), and
        // one whose colour is unknown (an index made before colours were kept: the hash decides).
        let base: UInt64 = 0x0123_4567_89AB_CDEF
        let items = [
            DuplicateFinder.Item(key: 0, byteCount: 900, hash: base, digest: nil, color: 0x80_60_40),
            DuplicateFinder.Item(key: 1, byteCount: 400, hash: base ^ 0b101, digest: nil, color: 0x81_60_3F),
            DuplicateFinder.Item(key: 2, byteCount: 500, hash: base ^ 0b1_1000, digest: nil, color: 0x80_60_4A),
            DuplicateFinder.Item(key: 3, byteCount: 600, hash: base ^ 0b1100_0000, digest: nil, color: nil),
            // Six off in every channel: the most one picture's versions may be apart.
            DuplicateFinder.Item(key: 4, byteCount: 700, hash: base ^ 0b11, digest: nil, color: 0x86_5A_46),
        ]
        let groups = DuplicateFinder.groups(items) { _ in nil }
        #expect(groups.map(\.kind) == [.similar])
        #expect(groups.map(\.members) == [[0, 1, 3, 4]])
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
