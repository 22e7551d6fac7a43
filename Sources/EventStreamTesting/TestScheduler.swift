import EventStream
import Foundation

/// A scheduler with a virtual clock that ticks in milliseconds, so time-based operators are
/// tested without sleeping: `debounce(.milliseconds(300))` waits 300 ticks.
///
/// ```swift
/// let scheduler = TestScheduler(initialClock: 0)
/// let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
/// let res = scheduler.start { xs.map { $0 * 2 } }
/// #expect(res.events == [.next(210, 2), .completed(300)])
/// #expect(xs.subscriptions == [Subscription(200, 300)])
/// ```
/// Like RxTest's, work scheduled for "now" runs one tick later (`simulateProcessingDelay`).
public final class TestScheduler: Scheduler, @unchecked Sendable {
    /// Virtual time in milliseconds.
    public typealias TestTime = Int

    /// Default times for `start`.
    public enum Defaults {
        public static let created: TestTime = 100
        public static let subscribed: TestTime = 200
        public static let disposed: TestTime = 1000
    }

    private let lock = TestLock()
    private var currentClock: TestTime
    private var queue = ScheduledQueue()
    private var nextOrder = 0
    private var running = false
    private let simulateProcessingDelay: Bool

    /// A scheduler whose clock starts at `initialClock`.
    public init(initialClock: TestTime, simulateProcessingDelay: Bool = true) {
        currentClock = initialClock
        self.simulateProcessingDelay = simulateProcessingDelay
    }

    /// The virtual clock in milliseconds.
    public var clock: TestTime { lock.withLock { currentClock } }

    /// The virtual clock as a date (milliseconds since the epoch).
    public var now: RxTime { Date(timeIntervalSince1970: TimeInterval(clock) / 1000) }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let ticks = dueTime.millisecondsValue
        if ticks == Int.max { return Disposables.create() }
        let clock = self.clock
        var time = clock + ticks
        if time <= clock { time = clock + (simulateProcessingDelay ? 1 : 0) }
        return scheduleAbsoluteVirtual(state, time: time, action: action)
    }

    /// Schedules `action` at virtual `time` exactly.
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: TestTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = ScheduledItem(lock: lock) { action(state) }
        lock.withLock {
            item.time = time
            item.order = nextOrder
            nextOrder += 1
            queue.push(item)
        }
        return item
    }

    /// Runs `action` at virtual `time`.
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Runs everything scheduled until the queue is empty (or `stop()` is called).
    public func start() {
        runUntil(nil)
    }

    /// Runs everything scheduled up to and including `time`, then sets the clock to `time`.
    public func advanceTo(_ time: TestTime) {
        runUntil(time)
        lock.withLock { if currentClock < time { currentClock = time } }
    }

    /// Moves the clock forward by `ticks` without running anything.
    public func sleep(_ ticks: TestTime) {
        lock.withLock { currentClock += ticks }
    }

    /// Stops `start()` or `advanceTo(_:)` after the current item.
    public func stop() {
        lock.withLock { running = false }
    }

    private func runUntil(_ limit: TestTime?) {
        lock.withLock { running = true }
        while true {
            lock.lock()
            guard running, let item = queue.peek(), limit.map({ item.time <= $0 }) ?? true else {
                running = false
                lock.unlock()
                return
            }
            _ = queue.pop()
            if item.time > currentClock { currentClock = item.time }
            lock.unlock()
            item.invoke()
        }
    }

    /// A hot source with `events` at their absolute times.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// A cold source that plays `events` relative to each subscription.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// An observer that records events with their times.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Creates the sequence at `created`, subscribes at `subscribed`, disposes at `disposed`,
    /// runs the scheduler to the end and returns what was recorded.
    public func start<Source: ObservableConvertibleType>(
        created: TestTime = Defaults.created, subscribed: TestTime = Defaults.subscribed,
        disposed: TestTime = Defaults.disposed, create: @escaping () -> Source
    ) -> TestableObserver<Source.Element> {
        var source: Observable<Source.Element>?
        var subscription: Disposable?
        let observer = createObserver(Source.Element.self)
        scheduleAt(created) { source = create().asObservable() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) {
            subscription?.dispose()
            subscription = nil
            source = nil
        }
        start()
        return observer
    }

    /// `start` with the default creation and subscription times.
    public func start<Source: ObservableConvertibleType>(disposed: TestTime, create: @escaping () -> Source) -> TestableObserver<Source.Element> {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }
}

/// One piece of scheduled work; disposing it before it runs cancels it, after it ran disposes
/// what the work returned.
private final class ScheduledItem: Disposable, @unchecked Sendable {
    var time = 0
    var order = 0
    // The scheduler's lock guards these too: one lock per scheduler, none per item.
    private let lock: TestLock
    private var action: (() -> Disposable)?
    private var result: Disposable?
    private var disposed = false

    init(lock: TestLock, _ action: @escaping () -> Disposable) {
        self.lock = lock
        self.action = action
    }

    func invoke() {
        lock.lock()
        let action = self.action
        self.action = nil
        lock.unlock()
        guard let action else { return }
        let result = action()
        lock.lock()
        if disposed {
            lock.unlock()
            result.dispose()
            return
        }
        self.result = result
        lock.unlock()
    }

    func dispose() {
        lock.lock()
        disposed = true
        // Moved out so that releasing them (and any deinit that follows) happens unlocked.
        let action = self.action
        self.action = nil
        let result = self.result
        self.result = nil
        lock.unlock()
        _ = action
        result?.dispose()
    }
}

/// A binary min-heap of items by (time, order), so 100,000 pending items stay cheap.
private struct ScheduledQueue {
    private var heap: [ScheduledItem] = []

    private static func before(_ a: ScheduledItem, _ b: ScheduledItem) -> Bool {
        a.time != b.time ? a.time < b.time : a.order < b.order
    }

    func peek() -> ScheduledItem? { heap.first }

    mutating func push(_ item: ScheduledItem) {
        heap.append(item)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if !Self.before(heap[child], heap[parent]) { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> ScheduledItem? {
        guard !heap.isEmpty else { return nil }
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
