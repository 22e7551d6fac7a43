import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Finds bytes in bytes (`memmem`, which Swift's Glibc module does not expose): `memchr` for
/// the first byte, then `memcmp`.
package enum ByteSearch {
    /// The offset of `needle` in `haystack`, or `nil`.
    package static func find(_ needle: UnsafeRawBufferPointer, in haystack: UnsafeRawBufferPointer) -> Int? {
        guard let first = needle.first else { return 0 }
        guard needle.count <= haystack.count, let base = haystack.baseAddress, let target = needle.baseAddress else { return nil }
        var offset = 0
        let last = haystack.count - needle.count
        while offset <= last {
            guard let hit = memchr(base + offset, Int32(first), last - offset + 1) else { return nil }
            let at = UnsafeRawPointer(hit) - base
            if memcmp(hit, target, needle.count) == 0 { return at }
            offset = at + 1
        }
        return nil
    }
}
