/// Something that holds observers and can drop one by key: subjects, `share`, test sources.
protocol ObserverRemoving: AnyObject {
    /// Removes the observer; returns what to dispose once every lock is released.
    func removeObserver(key: Int) -> Disposable?
}

/// Lets subscriptions reach the subject that holds them without a weak reference: a weak
/// reference gives the subject a side table, which moves every retain and release of it to the
/// runtime's slow path. The subject owns the handle and detaches it in `deinit`.
final class RemovalHandle: @unchecked Sendable {
    private let lock = Lock()
    private unowned(unsafe) var owner: ObserverRemoving?

    init() {}

    /// Called by the owner once it is fully initialised.
    func attach(_ owner: ObserverRemoving) { lock.withLock { self.owner = owner } }

    /// Called by the owner's `deinit`; waits for a removal in progress.
    func detach() { lock.withLock { owner = nil } }

    func remove(key: Int) {
        // The lock is held across the call so the owner cannot finish deinitialising meanwhile;
        // `removeObserver` only takes the owner's own lock and calls nothing else. What it
        // returns is disposed after unlocking (that may release the owner, whose deinit
        // detaches this handle).
        lock.lock()
        let pending = owner?.removeObserver(key: key)
        lock.unlock()
        pending?.dispose()
    }
}

/// The entry of an observer that is not one of the module's nodes: a node that forwards to it.
private final class ObserverBoxOf<Observer: ObserverType>: ObserverNode<Observer.Element>, @unchecked Sendable {
    private let observer: Observer
    private let tracker: ResourceTracker?

    init(observer: Observer) {
        self.observer = observer
        tracker = Resources.created()
        super.init()
    }

    deinit { Resources.released(tracker) }

    override func on(_ event: Event<Observer.Element>) { observer.on(event) }
    override func onNext(_ element: Observer.Element) { observer.onNext(element) }
}

/// The subscribers of a subject. A value type: copying it under the subject's lock is a cheap
/// snapshot to deliver from after unlocking.
///
/// One subscriber (the common case) is held on its own: delivering to it is one virtual call
/// and copying the snapshot one retain, with no generic array operations per element.
struct ObserverList<Element> {
    private var single: ObserverNode<Element>?
    private var many: ContiguousArray<ObserverNode<Element>>?
    private var nextKey = 0

    var isEmpty: Bool { single == nil && many == nil }
    var count: Int { single != nil ? 1 : many?.count ?? 0 }

    /// Adds `observer` in a box; the returned box is its subscription.
    @inline(__always)
    mutating func insert<Observer: ObserverType>(_ observer: Observer, owner: RemovalHandle) -> ObserverRegistration where Observer.Element == Element {
        let box = ObserverBoxOf(observer: observer)
        add(box, owner: owner)
        return box
    }

    /// Adds `node` as it is (no box): it leaves with ``ObserverRegistration/leaveOwner()``.
    @inline(__always)
    mutating func insert(node: ObserverNode<Element>, owner: RemovalHandle) {
        add(node, owner: owner)
    }

    @inline(__always)
    private mutating func add(_ box: ObserverNode<Element>, owner: RemovalHandle) {
        box.key = nextKey
        box.owner = owner
        nextKey += 1
        if let single {
            many = [single, box]
            self.single = nil
        } else if many != nil {
            many!.append(box)
        } else {
            single = box
        }
    }

    /// Removes the box for `key` and returns it, so the caller can release it unlocked.
    @discardableResult @inline(__always)
    mutating func remove(_ key: Int) -> ObserverRegistration? {
        if let single, single.key == key {
            self.single = nil
            return single
        }
        guard var boxes = many, let index = boxes.firstIndex(where: { $0.key == key }) else { return nil }
        let removed = boxes.remove(at: index)
        many = nil
        if boxes.count == 1 { single = boxes[0] } else if !boxes.isEmpty { many = boxes }
        return removed
    }

    mutating func removeAll() {
        single = nil
        many = nil
    }

    func on(_ event: Event<Element>) {
        if let single {
            single.on(event)
        } else if let many {
            for box in many { box.on(event) }
        }
    }

    @inline(__always)
    func onNext(_ element: Element) {
        if let single {
            single.onNext(element)
        } else if let many {
            for box in many { box.onNext(element) }
        }
    }
}
