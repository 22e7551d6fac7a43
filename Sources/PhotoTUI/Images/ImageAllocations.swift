#if canImport(Glibc)
import Glibc
#endif

/// How the browser's large buffers (decoded photos, encoded payloads) are allocated.
enum ImageAllocations {
    /// The size from which glibc gives each allocation its own mapping.
    static let mapThreshold: Int32 = 256 << 10
    /// `M_MMAP_THRESHOLD` of glibc's `<malloc.h>`, which the Glibc module does not bring in.
    private static let mmapThresholdOption: Int32 = -3

    /// Gives every buffer of `mapThreshold` or more its own mapping, returned to the system when
    /// freed. glibc raises its threshold to the size of each mapped buffer freed (up to 32 MB),
    /// so after the first evicted photo, decoded photos came from the worker threads' heaps, where
    /// the holes they left kept the memory: a kitty session's resident size grew well past the
    /// memory budget though the caches stayed within it. Setting the threshold stops the raising.
    /// Returns whether glibc took it (another C library has no `mallopt`: nothing changes).
    @discardableResult
    static func mapLargeBuffersAlone() -> Bool {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        return mallopt(mmapThresholdOption, mapThreshold) == 1
    }
}
