/// Something that holds observers and can drop one by key: subjects, `share`, test sources.
protocol ObserverRemoving: AnyObject {
    func removeObserver(key: Int)
}

/// One subscriber of a subject. It is also the subscription the subject returns: disposing it
/// removes it from its owner (idempotent, since removal happens under the owner's lock).
///
/// A class with overridable methods rather than a closure: delivery is one virtual call, and
/// `onNext` reaches the observer without wrapping the element in an `Event`.
class ObserverBox<Element>: Disposable, @unchecked Sendable {
    let key: Int
    private weak var owner: ObserverRemoving?
    private let tracker: ResourceTracker?

    init(key: Int, owner: ObserverRemoving) {
        self.key = key
        self.owner = owner
        tracker = Resources.created()
    }

    deinit { Resources.released(tracker) }

    func on(_ event: Event<Element>) {}
    func onNext(_ element: Element) {}

    final func dispose() { owner?.removeObserver(key: key) }
}

private final class ObserverBoxOf<Observer: ObserverType>: ObserverBox<Observer.Element>, @unchecked Sendable {
    private let observer: Observer

    init(observer: Observer, key: Int, owner: ObserverRemoving) {
        self.observer = observer
        super.init(key: key, owner: owner)
    }

    override func on(_ event: Event<Observer.Element>) { observer.on(event) }
    override func onNext(_ element: Observer.Element) { observer.onNext(element) }
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
    mutating func insert<Observer: ObserverType>(_ observer: Observer, owner: ObserverRemoving) -> ObserverBox<Element> where Observer.Element == Element {
        let box = ObserverBoxOf(observer: observer, key: nextKey, owner: owner)
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

    mutating func remove(_ key: Int) {
        if let single, single.key == key {
            self.single = nil
            return
        }
        guard var boxes = many, let index = boxes.firstIndex(where: { $0.key == key }) else { return }
        boxes.remove(at: index)
        many = nil
        if boxes.count == 1 { single = boxes[0] } else if !boxes.isEmpty { many = boxes }
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
