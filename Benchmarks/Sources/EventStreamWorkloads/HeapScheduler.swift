/// The minimal virtual-time engine of workload 4: a clock in ticks and a binary min-heap of
/// actions by (time, order), single-threaded and lock-free, so that the debounce operators, not
/// the scheduler, dominate the figures. Both libraries drive it through thin adapters.
///
/// Its state, and the adapters', is `@exclusivity(unchecked)`: single-threaded by construction,
/// and the dynamic checks alone were about 580 instructions per debounced element, a cost of the
/// harness that both libraries paid.
final class HeapScheduler {
    /// One pending action; cancelling it leaves it in the heap, where it is skipped.
    final class Item {
        let time: Int
        let order: Int
        @exclusivity(unchecked) var action: (() -> Void)?

        init(time: Int, order: Int, action: @escaping () -> Void) {
            self.time = time
            self.order = order
            self.action = action
        }
    }

    @exclusivity(unchecked) private(set) var clock = 0
    @exclusivity(unchecked) private var heap: [Item] = []
    @exclusivity(unchecked) private var nextOrder = 0

    init() { heap.reserveCapacity(64) }

    /// Queues `action` at `time` (never earlier than now).
    @discardableResult
    func schedule(at time: Int, _ action: @escaping () -> Void) -> Item {
        let item = Item(time: max(time, clock), order: nextOrder, action: action)
        nextOrder &+= 1
        heap.append(item)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if !Self.before(heap[child], heap[parent]) { break }
            heap.swapAt(child, parent)
            child = parent
        }
        return item
    }

    /// Runs everything due up to `time` in order, then sets the clock to `time`.
    func advance(to time: Int) {
        while let first = heap.first, first.time <= time {
            let item = pop()
            clock = item.time
            if let action = item.action {
                item.action = nil
                action()
            }
        }
        if clock < time { clock = time }
    }

    private static func before(_ a: Item, _ b: Item) -> Bool {
        a.time != b.time ? a.time < b.time : a.order < b.order
    }

    private func pop() -> Item {
        heap.swapAt(0, heap.count - 1)
        let top = heap.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count && Self.before(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count && Self.before(heap[right], heap[smallest]) { smallest = right }
            if smallest == parent { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return top
    }
}
