import Foundation
import Testing
@testable import PhotoCore

@Suite struct CacheKeyTests {
    private let plain = URL(string: "https://images.unsplash.com/photo-1?w=80&h=40&fit=crop&fm=jpg&q=75")!

    @Test func namesTheFileAfterTheSHA256OfTheURL() {
        // hashlib.sha256(b"https://images.unsplash.com/photo-1?w=80&h=40&fit=crop&fm=jpg&q=75")
        #expect(CacheKey.fileName(for: plain) == "67a124c708f13155a00fd825baa3be7eef481f1bad4770890caa2b7da9a47161")
    }

    @Test func stripsTheKeyBeforeHashing() {
        let keyed = URL(string: "https://images.unsplash.com/photo-1?w=80&client_id=SECRET123&h=40&fit=crop&fm=jpg&q=75")!
        #expect(!CacheKey.normalized(keyed).contains("SECRET123"))
        #expect(CacheKey.fileName(for: keyed) == CacheKey.fileName(for: plain))
        let onlyKey = URL(string: "https://example.com/a.jpg?Client_ID=SECRET123")!
        #expect(CacheKey.normalized(onlyKey) == "https://example.com/a.jpg")
    }

    @Test func differentSizesAreDifferentFiles() {
        let bigger = URL(string: "https://images.unsplash.com/photo-1?w=160&h=80&fit=crop&fm=jpg&q=75")!
        #expect(CacheKey.fileName(for: bigger) != CacheKey.fileName(for: plain))
    }
}
