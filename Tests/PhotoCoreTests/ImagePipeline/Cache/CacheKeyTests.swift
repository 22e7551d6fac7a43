import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoModel

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

/// Cache keys of the offline library do not depend on its ephemeral port.
@Suite struct CacheKeyLoopbackTests {
    @Test func theLoopbackPortIsLeftOut() {
        let first = URL(string: "http://127.0.0.1:41234/images/abc?w=80&h=40")!
        let second = URL(string: "http://127.0.0.1:52011/images/abc?w=80&h=40")!
        #expect(CacheKey.fileName(for: first) == CacheKey.fileName(for: second))
        #expect(CacheKey.normalized(first) == "http://loopback/images/abc?w=80&h=40")
        #expect(CacheKey.fileName(for: URL(string: "http://localhost:9/images/abc?w=80&h=40")!) == CacheKey.fileName(for: first))
        #expect(CacheKey.fileName(for: URL(string: "http://[::1]:9/images/abc?w=80&h=40")!) == CacheKey.fileName(for: first))
    }

    @Test func otherHostsKeepTheirPort() {
        #expect(CacheKey.normalized(URL(string: "http://example.com:8080/a")!) == "http://example.com:8080/a")
        #expect(CacheKey.normalized(URL(string: "http://127.evil.com:8080/a")!) == "http://127.evil.com:8080/a")
        #expect(!CacheKey.isLoopback("128.0.0.1") && CacheKey.isLoopback("127.0.0.1") && CacheKey.isLoopback("LOCALHOST"))
    }
}
