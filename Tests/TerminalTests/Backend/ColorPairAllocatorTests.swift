import Testing
@testable import Terminal

@Suite struct ColorPairAllocatorTests {
    @Test func defaultColorsUsePairZero() {
        var allocator = ColorPairAllocator(capacity: 4)
        #expect(allocator.pair(foreground: -1, background: -1) == (0, false))
        #expect(allocator.count == 0)
    }

    @Test func samePairForSameColors() {
        var allocator = ColorPairAllocator(capacity: 4)
        #expect(allocator.pair(foreground: 1, background: -1) == (1, true))
        #expect(allocator.pair(foreground: 2, background: 3) == (2, true))
        #expect(allocator.pair(foreground: 1, background: -1) == (1, false))
        #expect(allocator.count == 2)
    }

    @Test func reusesTheLeastRecentlyUsedPair() {
        var allocator = ColorPairAllocator(capacity: 3)
        _ = allocator.pair(foreground: 1, background: 0)  // pair 1
        _ = allocator.pair(foreground: 2, background: 0)  // pair 2
        _ = allocator.pair(foreground: 3, background: 0)  // pair 3
        _ = allocator.pair(foreground: 1, background: 0)  // touch 1: LRU is now 2
        allocator.touch(3)  // on screen: LRU stays 2
        #expect(allocator.pair(foreground: 4, background: 0) == (2, true))
        #expect(allocator.colors(of: 2)! == (4, 0))
        #expect(allocator.evictions == 1)
        // The evicted colors need a pair again: LRU now is 1.
        #expect(allocator.pair(foreground: 2, background: 0) == (1, true))
        #expect(allocator.pair(foreground: 4, background: 0) == (2, false))
    }

    @Test func zeroCapacityMeansNoColor() {
        var allocator = ColorPairAllocator(capacity: 0)
        #expect(allocator.pair(foreground: 3, background: 4) == (0, false))
    }

    @Test func removeAllStartsTheNumberingOverAndForgetsEveryColor() {
        var allocator = ColorPairAllocator(capacity: 3)
        _ = allocator.pair(foreground: 1, background: 0)
        _ = allocator.pair(foreground: 2, background: 0)
        #expect(!allocator.wouldReuse(adding: 1) && allocator.wouldReuse(adding: 2))
        allocator.removeAll()
        #expect(allocator.count == 0 && allocator.colors(of: 1) == nil)
        #expect(allocator.pair(foreground: 2, background: 0) == (1, true))
        #expect(allocator.pair(foreground: 5, background: 0) == (2, true))
        #expect(allocator.pair(foreground: 6, background: 0) == (3, true))
        // The least recently used is the first given out after the start-over.
        #expect(allocator.pair(foreground: 7, background: 0) == (1, true))
    }
}
