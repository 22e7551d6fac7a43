extension ObservableType where Element: Equatable {
    /// Drops elements equal to the one before.
    ///
    /// ```swift
    /// query.distinctUntilChanged()   // "cat", "cat", "dog" → "cat", "dog"
    /// ```
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        // Its own sink rather than `({ $0 }, comparer: ==)`: those two closures capture the
        // element's metadata and witness table, two allocations per chain built.
        DistinctUntilChangedEquatable(source: asObservable(), nodeSink: DistinctUntilChangedNodeSink<Element>.self)
    }
}

extension ObservableType {
    /// Drops elements whose key equals the key of the element before.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: ==)
    }

    /// Drops elements that `comparer` finds equal to the element before.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops elements whose key `comparer` finds equal to the key of the element before.
    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) -> Observable<Element> {
        DistinctUntilChanged(source: asObservable(), keySelector: keySelector, comparer: comparer)
    }

    /// Drops elements whose property at `keyPath` equals that of the element before.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>) -> Observable<Element> {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
    }
}

private final class DistinctUntilChangedSink<Observer: ObserverType, Key>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool
    @exclusivity(unchecked) private var currentKey: Key?

    init(keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool, observer: Observer) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(observer: observer)
    }

    func onNext(_ element: Element) {
        if stopped { return }
        do {
            let key = try keySelector(element)
            if let currentKey, try comparer(currentKey, key) { return }
            currentKey = key
        } catch {
            forwardError(error)
            return
        }
        forwardNext(element)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error, .completed: forwardTerminal(event)
        }
    }
}

private final class DistinctUntilChanged<Element, Key>: Producer<Element> {
    private let source: Observable<Element>
    private let keySelector: (Element) throws -> Key
    private let comparer: (Key, Key) throws -> Bool

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool) {
        self.source = source
        self.keySelector = keySelector
        self.comparer = comparer
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DistinctUntilChangedSink(keySelector: keySelector, comparer: comparer, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}

private final class DistinctUntilChangedEquatableSink<Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element: Equatable {
    typealias Element = Observer.Element
    @exclusivity(unchecked) private var current: Element?

    func onNext(_ element: Element) {
        if stopped { return }
        if let current, current == element { return }
        current = element
        forwardNext(element)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error, .completed: forwardTerminal(event)
        }
    }
}

/// The sink when the downstream is a node: its class is named where the operator was called.
@usableFromInline
class DistinctUntilChangedNodeSink<Element: Equatable>: NodeSink<Element, Element> {
    // The last element lives in a slot allocated on the first element rather than in an
    // `Element?`: in this unspecialised sink every touch of an optional looks up
    // `Optional<Element>`'s metadata (about 320 instructions, on the first element and again in
    // deinit), more than the allocation costs.
    @exclusivity(unchecked) private var current: UnsafeMutablePointer<Element>?

    required override init(downstream: ObserverNode<Element>) { super.init(downstream: downstream) }

    deinit {
        guard let current else { return }
        current.deinitialize(count: 1)
        current.deallocate()
    }

    override final func onNext(_ element: Element) {
        if stopped { return }
        if let current {
            if current.pointee == element { return }
            current.pointee = element
        } else {
            let slot = UnsafeMutablePointer<Element>.allocate(capacity: 1)
            slot.initialize(to: element)
            current = slot
        }
        downstream.onNext(element)
    }
}

@usableFromInline
final class DistinctUntilChangedEquatable<Element: Equatable>: DistinctStage<Element> {
    private let source: Observable<Element>
    private let nodeSink: DistinctUntilChangedNodeSink<Element>.Type

    @usableFromInline
    init(source: Observable<Element>, nodeSink: DistinctUntilChangedNodeSink<Element>.Type) {
        self.source = source
        self.nodeSink = nodeSink
    }

    override func subscribeNode(_ node: ObserverNode<Element>) -> Disposable {
        if let fused = source.subscribeNode(distinctBy: self, downstream: node) { return fused }
        let sink = nodeSink.init(downstream: node)
        sink.setUpstream(source.subscribeNode(sink))
        return sink
    }

    override func admits(_ element: Element, after last: inout UnsafeMutablePointer<Element>?) -> Bool {
        if let last {
            if last.pointee == element { return false }
            last.pointee = element
        } else {
            let slot = UnsafeMutablePointer<Element>.allocate(capacity: 1)
            slot.initialize(to: element)
            last = slot
        }
        return true
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = DistinctUntilChangedEquatableSink(observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
