import Foundation
import Testing
@testable import PhotoCore
@testable import OfflineLibrary
@testable import PhotoModel

/// The catalog is generated from a seed: the same seed gives the same photos on every run and in
/// every version, however it is built (eagerly, lazily, in parallel). Pinned here as a digest of
/// every answer field for the browser's own seed and size.
@Suite struct OfflineCatalogDigestTests {
    /// SHA-256 of every photo's API record for seed 1, 1,000 photos, taken before the colour and
    /// BlurHash became lazy.
    static let seedOneDigest = "6d5aa20ed954027316c0b03c9f85c8834d8e88009c2dc0e0bd74e6fa88e228fc"

    static func digest(_ catalog: OfflineCatalog) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        encoder.dateEncodingStrategy = .secondsSince1970
        var bytes: [UInt8] = []
        for id in catalog.photoIDs {
            let photo = try #require(catalog.entry(id: id)).photo(baseURL: "http://loopback", full: true)
            bytes += try encoder.encode(photo)
        }
        for topic in catalog.topics { bytes += Array("\(topic.slug):\(topic.photoIDs.joined(separator: ","))".utf8) }
        return SHA256.hex(bytes)
    }

    @Test func seedOneIsTheSamePhotosAsEver() throws {
        let digest = try Self.digest(OfflineCatalog(seed: 1, count: 1000))
        #expect(digest == Self.seedOneDigest)
    }

    @Test func lookIsTheSameWhicheverThreadAsksFirst() throws {
        let first = OfflineCatalog(seed: 7, count: 64)
        let second = OfflineCatalog(seed: 7, count: 64)
        DispatchQueue.concurrentPerform(iterations: 64) { index in _ = second.entries[63 - index].blurHash }
        #expect(try Self.digest(first) == Self.digest(second))
    }
}
