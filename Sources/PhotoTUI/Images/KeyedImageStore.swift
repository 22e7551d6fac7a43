import EventStream

/// The bookkeeping the screens' image stores share: values made off the loop (cells, encoded
/// pixels) kept by key up to a count and a byte budget, least recently used evicted first, and the loads in
/// flight, each cancelled when its key is no longer wanted. Touched on the main scheduler only;
/// the work itself is the caller's `Single`, which runs where it likes and is observed on `main`.
/// A failed load can be tried again after a while (`retry`), for as long as its key is wanted.
///
/// ```swift
/// let store = KeyedImageStore<Key, ImageCells>(main: scheduler, capacity: 600)
/// store.start(key, convertedCells) { _ in redraw() } onFailure: { _ in }
/// store.cancel { !wanted.contains($0) }
/// ```
final class KeyedImageStore<Key: Hashable, Value> {
    private let main: Scheduler
    /// Values kept; the least recently used beyond it are dropped.
    private let capacity: Int
    /// Bytes kept (by `cost`); the least recently used beyond it are dropped.
    private let byteLimit: Int
    private let cost: (Value) -> Int
    private var loaded: [Key: Value] = [:]
    /// The cost of everything in `loaded`.
    private(set) var byteCount = 0
    /// Use order of `loaded`, oldest first.
    private var order: [Key] = []
    private var inFlight: [Key: Disposable] = [:]
    /// Failed loads waiting to be tried again.
    private var retries: [Key: Disposable] = [:]

    /// - Parameters:
    ///   - main: where results are stored and the callbacks run.
    ///   - capacity: values kept.
    ///   - byteLimit: bytes kept, as `cost` counts them (a value over it alone is not kept).
    init(main: Scheduler, capacity: Int, byteLimit: Int = .max, cost: @escaping (Value) -> Int = { _ in 0 }) {
        self.main = main
        self.capacity = capacity
        self.byteLimit = byteLimit
        self.cost = cost
    }

    /// Values kept now.
    var count: Int { loaded.count }

    /// The value for `key` when loaded (without counting as a use: frames read, loads use).
    subscript(key: Key) -> Value? { loaded[key] }

    /// Loads in progress.
    var inFlightCount: Int { inFlight.count }

    /// Whether `key` is loading now, or waiting to be tried again.
    func isLoading(_ key: Key) -> Bool { inFlight[key] != nil || retries[key] != nil }

    /// Marks `key` as just used, so it is evicted last.
    func touch(_ key: Key) {
        guard loaded[key] != nil else { return }
        if let index = order.lastIndex(of: key) { order.remove(at: index) }
        order.append(key)
    }

    /// Starts loading `key` with `work`, unless it is loaded or loading already. The value is
    /// kept and `onLoaded` called on `main`; a failure calls `onFailure` there and keeps nothing.
    func start(_ key: Key, _ work: Single<Value>, onLoaded: @escaping (Value) -> Void,
               onFailure: @escaping (Error) -> Void) {
        start(key, work, keep: { $0 }, onLoaded: onLoaded, onFailure: onFailure)
    }

    /// The same for work that brings more than the value (what else it learnt from the image):
    /// `keep` picks the value to keep, `onLoaded` gets the whole result.
    func start<Output>(_ key: Key, _ work: Single<Output>, keep: @escaping (Output) -> Value,
                       onLoaded: @escaping (Output) -> Void, onFailure: @escaping (Error) -> Void) {
        guard loaded[key] == nil, inFlight[key] == nil else { return }
        let subscription = SingleAssignmentDisposable()
        inFlight[key] = subscription
        subscription.setDisposable(work
            .observe(on: main)
            .subscribe(onSuccess: { [weak self] output in
                guard let self else { return }
                inFlight[key] = nil
                store(keep(output), for: key)
                onLoaded(output)
            }, onFailure: { [weak self] error in
                self?.inFlight[key] = nil
                onFailure(error)
            }))
    }

    /// Calls `start` after `delay` (on `main`) unless `key` was loaded, started or cancelled
    /// meanwhile: a file still being written, or a server that failed once, is whole a moment
    /// later.
    func retry(_ key: Key, after delay: RxTimeInterval, start: @escaping () -> Void) {
        retries[key]?.dispose()
        retries[key] = main.scheduleRelative((), dueTime: delay) { [weak self] _ in
            guard let self, retries.removeValue(forKey: key) != nil, loaded[key] == nil, inFlight[key] == nil else {
                return Disposables.create()
            }
            start()
            return Disposables.create()
        }
    }

    /// Keeps `value` for `key` as the most recently used.
    private func store(_ value: Value, for key: Key) {
        let bytes = cost(value)
        guard bytes <= byteLimit else { return }
        if let replaced = loaded.updateValue(value, forKey: key) { byteCount -= cost(replaced) }
        byteCount += bytes
        touch(key)
        while order.count > capacity || byteCount > byteLimit, let oldest = order.first, oldest != key || order.count > 1 {
            order.removeFirst()
            if let evicted = loaded.removeValue(forKey: oldest) { byteCount -= cost(evicted) }
        }
    }

    /// Cancels the loads in flight, and the retries waiting, whose key `isUnwanted`.
    func cancel(where isUnwanted: (Key) -> Bool) {
        for (key, load) in inFlight where isUnwanted(key) {
            load.dispose()
            inFlight[key] = nil
        }
        for (key, retry) in retries where isUnwanted(key) {
            retry.dispose()
            retries[key] = nil
        }
    }

    /// Cancels every load (the app is quitting).
    func cancelAll() { cancel { _ in true } }
}
