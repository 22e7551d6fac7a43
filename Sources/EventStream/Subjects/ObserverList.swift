/// The subscribers of a subject, keyed for removal. A value type: copying it under the
/// subject's lock is a cheap snapshot to deliver from without the lock.
struct ObserverList<Element> {
    typealias Handler = (Event<Element>) -> Void

    private(set) var entries: ContiguousArray<(key: Int, handler: Handler)> = []
    private var nextKey = 0

    var isEmpty: Bool { entries.isEmpty }
    var count: Int { entries.count }

    mutating func insert(_ handler: @escaping Handler) -> Int {
        let key = nextKey
        nextKey += 1
        entries.append((key, handler))
        return key
    }

    mutating func remove(_ key: Int) {
        if let index = entries.firstIndex(where: { $0.key == key }) { entries.remove(at: index) }
    }

    mutating func removeAll() { entries.removeAll() }

    @inline(__always)
    func on(_ event: Event<Element>) {
        for entry in entries { entry.handler(event) }
    }
}

/// The disposable a subject returns from `subscribe`: removes the subscriber.
final class SubjectSubscription: Disposable, @unchecked Sendable {
    private let lock = Lock()
    private var remove: ((Int) -> Void)?
    private let key: Int
    private let tracker: ResourceTracker?

    init(key: Int, remove: @escaping (Int) -> Void) {
        self.key = key
        self.remove = remove
        tracker = Resources.created()
    }

    deinit { Resources.released(tracker) }

    func dispose() {
        lock.lock()
        let remove = self.remove
        self.remove = nil
        lock.unlock()
        remove?(key)
    }
}
