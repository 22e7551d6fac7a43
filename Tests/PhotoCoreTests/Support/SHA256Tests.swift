import Testing
@testable import PhotoCore
@testable import PhotoModel

/// Vectors from FIPS 180-2 appendix B, cross-checked with Python's hashlib.
@Suite struct SHA256Tests {
    @Test func matchesTheStandardVectors() {
        #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256.hex([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
            == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func handlesEveryByteValueAcrossBlockBoundaries() {
        let bytes = Array((0...255).map { UInt8($0) }).repeated(3)
        #expect(SHA256.hex(bytes) == "f3a25aa93aa2fbba28d79260535bbd6a5eb0fc1c24a8b0f04e12b484c1dfe363")
        #expect(SHA256.digest(bytes).count == 32)
    }
}
