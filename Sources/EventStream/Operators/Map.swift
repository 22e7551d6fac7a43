extension ObservableType {
    /// Each element transformed by `transform`; a thrown error ends the sequence with it.
    ///
    /// ```swift
    /// query.map { $0.trimmingCharacters(in: .whitespaces) }
    /// ```
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Map(source: asObservable(), transform: transform, sinks: MapSinks(
            node: MapNodeSink<Element, Result>.self, filtering: MapFilterNodeSink<Element, Result>.self,
            distinct: MapDistinctNodeSink<Element, Result>.self, subscriber: MapClosureSubscriber<Element, Result>.self))
    }
}

/// The sink when the downstream is a node: its class is named where `map` was called.
@usableFromInline
class MapNodeSink<Source, Result>: NodeSink<Source, Result> {
    private let transform: (Source) throws -> Result

    required init(transform: @escaping (Source) throws -> Result, downstream: ObserverNode<Result>) {
        self.transform = transform
        super.init(downstream: downstream)
    }

    override final func onNext(_ element: Source) {
        if stopped { return }
        let result: Result
        do { result = try transform(element) } catch {
            forwardError(error)
            return
        }
        downstream.onNext(result)
    }
}

private final class MapSink<Source, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Source
    private let transform: (Source) throws -> Observer.Element

    init(transform: @escaping (Source) throws -> Observer.Element, observer: Observer) {
        self.transform = transform
        super.init(observer: observer)
    }

    func onNext(_ element: Source) {
        if stopped { return }
        let result: Observer.Element
        do { result = try transform(element) } catch {
            forwardError(error)
            return
        }
        forwardNext(result)
    }

    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): forwardTerminal(.error(error))
        case .completed: forwardTerminal(.completed)
        }
    }
}

@usableFromInline
final class Map<Source, Result>: Producer<Result> {
    private let source: Observable<Source>
    private let transform: (Source) throws -> Result
    private let sinks: MapSinks<Source, Result>

    @usableFromInline
    init(source: Observable<Source>, transform: @escaping (Source) throws -> Result, sinks: MapSinks<Source, Result>) {
        self.source = source
        self.transform = transform
        self.sinks = sinks
    }

    override func subscribeNode(_ node: ObserverNode<Result>) -> Disposable {
        let sink = sinks.node.init(transform: transform, downstream: node)
        sink.setUpstream(source.subscribeNode(sink))
        return sink
    }

    override func subscribeNode(filteredBy predicate: @escaping (Result) throws -> Bool, downstream: ObserverNode<Result>) -> Disposable? {
        let sink = sinks.filtering.init(transform: transform, predicate: predicate, downstream: downstream)
        sink.setUpstream(source.subscribeNode(sink))
        return sink
    }

    override func subscribeNode(distinctBy stage: DistinctStage<Result>, downstream: ObserverNode<Result>) -> Disposable? {
        let sink = sinks.distinct.init(transform: transform, stage: stage, downstream: downstream)
        sink.setUpstream(source.subscribeNode(sink))
        return sink
    }

    override func subscribeClosures(
        onNext: ((Result) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?,
        onDisposed: (() -> Void)?, subscriber _: ClosureSubscriber<Result>.Type
    ) -> Disposable {
        let node = sinks.subscriber.init(
            transform: transform, onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
        node.attach(source.subscribeNode(node))
        return node
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        let sink = MapSink(transform: transform, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
