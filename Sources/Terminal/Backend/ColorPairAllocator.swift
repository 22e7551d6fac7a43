/// Maps (foreground, background) color numbers to ncurses color pairs on demand, reusing the
/// least recently used pair when all are taken.
///
/// Reusing a pair recolors every cell on screen that still uses it, so the backend touches the
/// pairs of all visible cells each frame before allocating new ones: with more pairs than cells
/// on screen (65,535 on xterm-256color against 12,000 cells at 200×60) an evicted pair is never
/// visible. ncurses pays for each reuse with a scan of the whole screen, so where the pairs are
/// many the backend starts them over instead (``removeAll()``, see `NcursesBackend`).
public struct ColorPairAllocator: Sendable {
    private struct Colors: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// Usable pairs, numbered 1...capacity (pair 0 is the terminal default).
    public let capacity: Int
    private var pairs: [Colors: Int32] = [:]
    private var colorsOfPair: [Colors?]
    // A doubly linked list over pair numbers, most recent at `head`.
    private var previous: [Int32]
    private var next: [Int32]
    private var head: Int32 = 0
    private var tail: Int32 = 0
    public private(set) var count = 0
    /// Pairs taken from other colors so far (for tests and diagnostics).
    public private(set) var evictions = 0

    public init(capacity: Int) {
        self.capacity = max(0, capacity)
        colorsOfPair = Array(repeating: nil, count: self.capacity + 1)
        previous = Array(repeating: 0, count: self.capacity + 1)
        next = Array(repeating: 0, count: self.capacity + 1)
    }

    /// The pair for these colors, and whether the caller must (re)define it with `init_extended_pair`.
    public mutating func pair(foreground: Int32, background: Int32) -> (pair: Int32, isNew: Bool) {
        if foreground == -1 && background == -1 || capacity == 0 { return (0, false) }
        let colors = Colors(foreground: foreground, background: background)
        if let existing = pairs[colors] {
            touch(existing)
            return (existing, false)
        }
        let number: Int32
        if count < capacity {
            count += 1
            number = Int32(count)
        } else {
            number = tail
            unlink(number)
            if let old = colorsOfPair[Int(number)] { pairs[old] = nil }
            evictions += 1
        }
        pairs[colors] = number
        colorsOfPair[Int(number)] = colors
        linkAtHead(number)
        return (number, true)
    }

    /// Whether `newPairs` more pairs would take one from other colors.
    public func wouldReuse(adding newPairs: Int) -> Bool { count + newPairs > capacity }

    /// Forgets every pair (the terminal's were reset): numbering starts again at 1.
    public mutating func removeAll() {
        pairs.removeAll(keepingCapacity: true)
        for index in colorsOfPair.indices {
            colorsOfPair[index] = nil
            previous[index] = 0
            next[index] = 0
        }
        head = 0
        tail = 0
        count = 0
    }

    /// Marks a pair as just used (it is on screen), so it is the last to be reused.
    public mutating func touch(_ pair: Int32) {
        guard pair > 0, pair != head, Int(pair) <= count else { return }
        unlink(pair)
        linkAtHead(pair)
    }

    /// The colors a pair holds now.
    public func colors(of pair: Int32) -> (foreground: Int32, background: Int32)? {
        guard pair > 0, Int(pair) < colorsOfPair.count, let colors = colorsOfPair[Int(pair)] else { return nil }
        return (colors.foreground, colors.background)
    }

    private mutating func unlink(_ pair: Int32) {
        let p = previous[Int(pair)], n = next[Int(pair)]
        if p != 0 { next[Int(p)] = n } else { head = n }
        if n != 0 { previous[Int(n)] = p } else { tail = p }
        previous[Int(pair)] = 0
        next[Int(pair)] = 0
    }

    private mutating func linkAtHead(_ pair: Int32) {
        previous[Int(pair)] = 0
        next[Int(pair)] = head
        if head != 0 { previous[Int(head)] = pair }
        head = pair
        if tail == 0 { tail = pair }
    }
}
