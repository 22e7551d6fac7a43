import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The loop a terminal app runs on: it sleeps in `poll` on a wake-up pipe, watched file
/// descriptors (stdin, a signal pipe) and the next timer deadline, then runs posted work, input
/// handlers and due timers, and renders at most once per turn when something marked it dirty.
/// With nothing to do it blocks in `poll` with no timeout: zero CPU when idle.
///
/// `post`, `schedule`, `setNeedsRender` and `stop` may be called from any thread; everything
/// else, and all the work, runs on the thread that called `run()`.
///
/// ```swift
/// let loop = EventLoop.main
/// let tick = loop.scheduleRepeating(every: .milliseconds(100)) { spinner.advance(); loop.setNeedsRender() }
/// DispatchQueue.global().async { let result = work(); loop.post { show(result) } }
/// loop.run()
/// ```
public final class EventLoop: @unchecked Sendable {
    /// The loop of the app's main thread.
    public static let main = EventLoop()

    /// Called once per turn when `setNeedsRender()` was called since the last render.
    public var renderHandler: (() -> Void)?

    private let lock = NSLock()
    // Guarded by `lock`.
    private var posted: [() -> Void] = []
    private var timers: [LoopTimer] = []  // sorted by deadline, then id
    private var needsRender = false
    private var wakePending = false
    private var stopRequested = false
    private var nextTimerID: UInt64 = 0

    private var loopThread: pthread_t?  // guarded by `lock`: `isCurrent` is asked from any thread

    // Loop thread only.
    private var watches: [(fd: Int32, handler: () -> Void)] = []

    private let wakeRead: Int32
    private let wakeWrite: Int32

    public init() {
        var fds: [Int32] = [0, 0]
        precondition(pipe(&fds) == 0, "EventLoop: pipe() failed")
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        wakeRead = fds[0]
        wakeWrite = fds[1]
    }

    deinit {
        close(wakeRead)
        close(wakeWrite)
    }

    /// Monotonic nanoseconds, the clock timers use.
    public var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// True on the thread running the loop.
    public var isCurrent: Bool {
        lock.lock()
        let thread = loopThread
        lock.unlock()
        guard let thread else { return false }
        return pthread_equal(thread, pthread_self()) != 0
    }

    // MARK: Work from any thread

    /// Runs `work` on the loop thread in the next turn, in posting order. Thread-safe.
    public func post(_ work: @escaping () -> Void) {
        lock.lock()
        posted.append(work)
        let wake = takeWake()
        lock.unlock()
        if wake { wakeUp() }
    }

    /// Runs `work` once after `delay`. Thread-safe.
    @discardableResult
    public func schedule(after delay: DispatchTimeInterval, _ work: @escaping () -> Void) -> LoopTimer {
        add(delay: Self.nanoseconds(delay), interval: nil, work: work)
    }

    /// Runs `work` every `interval` until the timer is cancelled, the first time after
    /// `startingAfter` (default: one interval). A late turn does not cause a burst: missed ticks
    /// are skipped. Thread-safe.
    @discardableResult
    public func scheduleRepeating(
        every interval: DispatchTimeInterval, startingAfter delay: DispatchTimeInterval? = nil, _ work: @escaping () -> Void
    ) -> LoopTimer {
        let nanos = max(1_000_000, Self.nanoseconds(interval))
        return add(delay: delay.map(Self.nanoseconds) ?? nanos, interval: nanos, work: work)
    }

    /// Asks for one render at the end of the current or next turn. Thread-safe; cheap to call often.
    public func setNeedsRender() {
        lock.lock()
        let wake = !needsRender && takeWake()
        needsRender = true
        lock.unlock()
        if wake { wakeUp() }
    }

    /// Whether `stop()` was called (and `run()` is returning, or will). Thread-safe.
    public var isStopping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopRequested
    }

    /// Makes `run()` return after the current turn. Thread-safe.
    public func stop() {
        lock.lock()
        stopRequested = true
        let wake = takeWake()
        lock.unlock()
        if wake { wakeUp() }
    }

    /// Whether `stop()` was asked for since the loop last started. Thread-safe.
    public var isStopRequested: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopRequested
    }

    // MARK: Loop thread

    /// Calls `handler` on the loop thread whenever `fd` is readable (or hung up).
    public func watch(fileDescriptor fd: Int32, _ handler: @escaping () -> Void) {
        watches.append((fd, handler))
    }

    /// Stops watching `fd`.
    public func unwatch(fileDescriptor fd: Int32) {
        watches.removeAll { $0.fd == fd }
    }

    /// Runs turns until `stop()`.
    public func run() {
        lock.lock()
        loopThread = pthread_self()
        stopRequested = false
        lock.unlock()
        while true {
            lock.lock()
            let stopping = stopRequested
            lock.unlock()
            if stopping { break }
            turn()
        }
        lock.lock()
        loopThread = nil
        lock.unlock()
    }

    /// One turn that never waits: what is posted, readable or due now, then a render if dirty.
    /// For tests and headless hosts that drive the loop themselves.
    public func runOnce() { turn(waiting: false) }

    /// One turn: wait for something (unless `waiting` is false), then handle it all and render if dirty.
    func turn(waiting: Bool = true) {
        var fds = [pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        for watch in watches { fds.append(pollfd(fd: watch.fd, events: Int16(POLLIN), revents: 0)) }
        let result = poll(&fds, nfds_t(fds.count), waiting ? pollTimeout() : 0)
        if result > 0 {
            if fds[0].revents != 0 { drainWakePipe() }
            let ready = Set(fds.dropFirst().filter { $0.revents != 0 }.map(\.fd))
            for watch in watches where ready.contains(watch.fd) { watch.handler() }
        }

        lock.lock()
        wakePending = false
        let work = posted
        posted.removeAll(keepingCapacity: true)
        lock.unlock()
        for item in work { item() }

        fireDueTimers()

        lock.lock()
        let render = needsRender
        needsRender = false
        lock.unlock()
        if render { renderHandler?() }
    }

    /// Milliseconds `poll` may sleep: 0 with work pending, until the next deadline, or -1 (forever).
    func pollTimeout() -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if !posted.isEmpty || needsRender || stopRequested { return 0 }
        guard let next = timers.first else { return -1 }
        let current = now
        guard next.deadline > current else { return 0 }
        // Round up so we never wake just before the deadline and spin.
        return Int32(min(UInt64(Int32.max), (next.deadline - current + 999_999) / 1_000_000))
    }

    func cancel(_ timer: LoopTimer) {
        lock.lock()
        timer.isCancelled = true
        timers.removeAll { $0 === timer }
        lock.unlock()
    }

    // MARK: Private

    private func add(delay: UInt64, interval: UInt64?, work: @escaping () -> Void) -> LoopTimer {
        lock.lock()
        nextTimerID += 1
        let timer = LoopTimer(id: nextTimerID, deadline: now + delay, interval: interval, loop: self, work: work)
        insert(timer)
        let wake = takeWake()
        lock.unlock()
        if wake { wakeUp() }
        return timer
    }

    /// Under the lock.
    private func insert(_ timer: LoopTimer) {
        let index = timers.firstIndex { ($0.deadline, $0.id) > (timer.deadline, timer.id) } ?? timers.count
        timers.insert(timer, at: index)
    }

    private func fireDueTimers() {
        let current = now
        lock.lock()
        var due: [LoopTimer] = []
        while let first = timers.first, first.deadline <= current {
            timers.removeFirst()
            due.append(first)
            if let interval = first.interval {
                var next = first.deadline + interval
                if next <= current { next = current + interval }
                first.deadline = next
                insert(first)
            }
        }
        lock.unlock()
        for timer in due {
            lock.lock()
            let cancelled = timer.isCancelled
            lock.unlock()
            if !cancelled { timer.work() }
        }
    }

    /// Under the lock: true when this caller must write the wake byte.
    private func takeWake() -> Bool {
        if wakePending { return false }
        wakePending = true
        return true
    }

    private func wakeUp() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    private func drainWakePipe() {
        var scratch = [UInt8](repeating: 0, count: 64)
        while read(wakeRead, &scratch, scratch.count) > 0 {}
    }

    private static func nanoseconds(_ interval: DispatchTimeInterval) -> UInt64 {
        switch interval {
        case .seconds(let s): return UInt64(max(0, s)) * 1_000_000_000
        case .milliseconds(let ms): return UInt64(max(0, ms)) * 1_000_000
        case .microseconds(let us): return UInt64(max(0, us)) * 1_000
        case .nanoseconds(let ns): return UInt64(max(0, ns))
        case .never: return UInt64(Int64.max)
        @unknown default: return 0
        }
    }
}
