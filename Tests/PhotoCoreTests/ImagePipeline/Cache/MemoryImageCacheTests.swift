import Testing
@testable import PhotoCore
@testable import ImagePipeline

@Suite struct MemoryImageCacheTests {
    /// A 10×10 image: 300 bytes of pixels.
    private func image(_ shade: UInt8) -> PixelImage { TestImages.solid(width: 10, height: 10, shade, shade, shade) }

    @Test func returnsWhatWasStored() {
        let cache = MemoryImageCache(byteLimit: 10_000)
        cache.insert(image(1), for: "a")
        #expect(cache.image(for: "a") == image(1))
        #expect(cache.image(for: "b") == nil)
        #expect(cache.totalBytes == 300)
    }

    @Test func evictsTheLeastRecentlyUsedByBytes() {
        let cache = MemoryImageCache(byteLimit: 900)
        cache.insert(image(1), for: "a")
        cache.insert(image(2), for: "b")
        cache.insert(image(3), for: "c")
        _ = cache.image(for: "a")          // a is now the most recent; b the least
        cache.insert(image(4), for: "d")
        #expect(cache.image(for: "b") == nil)
        #expect(cache.image(for: "a") != nil && cache.image(for: "c") != nil && cache.image(for: "d") != nil)
        #expect(cache.totalBytes == 900 && cache.count == 3)
    }

    @Test func aLargeImageEvictsSeveralSmallOnes() {
        let cache = MemoryImageCache(byteLimit: 1000)
        for key in ["a", "b", "c"] { cache.insert(image(1), for: key) }
        cache.insert(TestImages.solid(width: 20, height: 10, 9, 9, 9), for: "big")   // 600 bytes
        #expect(cache.count == 2)
        #expect(cache.image(for: "c") != nil && cache.image(for: "big") != nil)
        #expect(cache.totalBytes == 900)
    }

    @Test func replacingAKeyCountsItsBytesOnce() {
        let cache = MemoryImageCache(byteLimit: 1000)
        cache.insert(image(1), for: "a")
        cache.insert(image(2), for: "a")
        #expect(cache.totalBytes == 300)
        #expect(cache.image(for: "a") == image(2))
    }

    @Test func doesNotKeepAnImageLargerThanTheBudget() {
        let cache = MemoryImageCache(byteLimit: 299)
        cache.insert(image(1), for: "a")
        #expect(cache.count == 0 && cache.totalBytes == 0)
    }

    @Test func removesOneOrAll() {
        let cache = MemoryImageCache(byteLimit: 10_000)
        cache.insert(image(1), for: "a")
        cache.insert(image(2), for: "b")
        cache.removeImage(for: "a")
        #expect(cache.image(for: "a") == nil && cache.totalBytes == 300)
        cache.removeAll()
        #expect(cache.count == 0 && cache.totalBytes == 0)
        cache.insert(image(3), for: "c")
        #expect(cache.image(for: "c") != nil)
    }

    @Test func defaultBudgetIsASensibleShareOfMemory() {
        #expect(MemoryImageCache.defaultByteLimit >= 32 << 20 && MemoryImageCache.defaultByteLimit <= 256 << 20)
    }

    @Test func survivesConcurrentUse() async {
        let cache = MemoryImageCache(byteLimit: 3000)
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<4 {
                group.addTask {
                    for i in 0..<200 {
                        cache.insert(self.image(UInt8(i % 250)), for: "\(worker)-\(i % 17)")
                        _ = cache.image(for: "\(worker)-\((i + 3) % 17)")
                    }
                }
            }
        }
        #expect(cache.totalBytes <= 3000)
        #expect(cache.totalBytes == cache.count * 300)
    }
}
