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

/// One subscriber of a subject, registered in its list (see ``ObserverRegistration``).
///
/// A class with overridable methods rather than a closure: delivery is one virtual call, and
/// `onNext` reaches the observer without wrapping the element in an `Event`.
class ObserverBox<Element>: ObserverRegistration, @unchecked Sendable {
    func on(_ event: Event<Element>) {}
    func onNext(_ element: Element) {}
}

private final class ObserverBoxOf<Observer: ObserverType>: ObserverBox<Observer.Element>, @unchecked Sendable {
    private let observer: Observer

    init(observer: Observer, key: Int, owner: RemovalHandle) {
        self.observer = observer
        super.init(key: key, owner: owner)
    }

    override func on(_ event: Event<Observer.Element>) { observer.on(event) }
    override func onNext(_ element: Observer.Element) { observer.onNext(element) }
}

/// The box of a node (``ObserverNode``): a subject that keeps this class's metatype builds it
/// without a metadata lookup per subscribe (``ObserverBoxOf`` is a class per observer type).
final class NodeBox<Element>: ObserverBox<Element>, @unchecked Sendable {
    private let node: ObserverNode<Element>

    required init(node: ObserverNode<Element>, key: Int, owner: RemovalHandle) {
        self.node = node
        super.init(key: key, owner: owner)
    }

    override func on(_ event: Event<Element>) { node.on(event) }
    override func onNext(_ element: Element) { node.onNext(element) }
}

/// The subscribers of a subject. A value type: copying it under the subject's lock is a cheap
/// snapshot to deliver from after unlocking.
///
/// One subscriber (the common case) is held on its own: delivering to it is one virtual call
/// and copying the snapshot one retain, with no generic array operations per element.
struct ObserverList<Element> {
    private var single: ObserverBox<Element>?
    private var many: ContiguousArray<ObserverBox<Element>>?
    private var nextKey = 0

    var isEmpty: Bool { single == nil && many == nil }
    var count: Int { single != nil ? 1 : many?.count ?? 0 }

    /// Adds `observer`; the returned box is its subscription.
    @inline(__always)
    mutating func insert<Observer: ObserverType>(_ observer: Observer, owner: RemovalHandle) -> ObserverRegistration where Observer.Element == Element {
        add(ObserverBoxOf(observer: observer, key: nextKey, owner: owner))
    }

    /// Adds `node` in a box of the class `boxType`; the returned box is its subscription.
    @inline(__always)
    mutating func insert(node: ObserverNode<Element>, boxType: NodeBox<Element>.Type, owner: RemovalHandle) -> ObserverRegistration {
        add(boxType.init(node: node, key: nextKey, owner: owner))
    }

    @inline(__always)
    private mutating func add(_ box: ObserverBox<Element>) -> ObserverRegistration {
        nextKey += 1
        if let single {
            many = [single, box]
            self.single = nil
        } else if many != nil {
            many!.append(box)
        } else {
            single = box
        }
        return box
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
