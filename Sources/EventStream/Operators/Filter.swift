extension ObservableType {
    /// Only the elements for which `predicate` is true; a thrown error ends the sequence.
    ///
    /// ```swift
    /// query.filter { !$0.isEmpty }
    /// ```
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate, nodeSink: FilterNodeSink<Element>.self)
    }

    /// Drops every element, keeping only the terminal event.
    public func ignoreElements() -> Observable<Element> { filter { _ in false } }
}

/// The sink when the downstream is a node: its class is named where `filter` was called.
@usableFromInline
class FilterNodeSink<Element>: NodeSink<Element, Element> {
    private let predicate: (Element) throws -> Bool

    required init(predicate: @escaping (Element) throws -> Bool, downstream: ObserverNode<Element>) {
        self.predicate = predicate
        super.init(downstream: downstream)
    }

    override final func onNext(_ element: Element) {
        if stopped { return }
        let passes: Bool
        do { passes = try predicate(element) } catch {
            forwardError(error)
            return
        }
        if passes { downstream.onNext(element) }
    }
}

private final class FilterSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let predicate: (Element) throws -> Bool

    init(predicate: @escaping (Element) throws -> Bool, observer: Observer) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    func onNext(_ element: Element) {
        if stopped { return }
        let passes: Bool
        do { passes = try predicate(element) } catch {
            forwardError(error)
            return
        }
        if passes { forwardNext(element) }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error, .completed: forwardTerminal(event)
        }
    }
}

@usableFromInline
final class Filter<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool
    private let nodeSink: FilterNodeSink<Element>.Type

    @usableFromInline
    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool, nodeSink: FilterNodeSink<Element>.Type) {
        self.source = source
        self.predicate = predicate
        self.nodeSink = nodeSink
    }

    override func subscribeNode(_ node: ObserverNode<Element>) -> Disposable {
        if let fused = source.subscribeNode(filteredBy: predicate, downstream: node) { return fused }
        let sink = nodeSink.init(predicate: predicate, downstream: node)
        sink.setUpstream(source.subscribeNode(sink))
        return sink
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = FilterSink(predicate: predicate, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
