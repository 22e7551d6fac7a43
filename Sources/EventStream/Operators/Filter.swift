extension ObservableType {
    /// Only the elements for which `predicate` is true; a thrown error ends the sequence.
    ///
    /// ```swift
    /// query.filter { !$0.isEmpty }
    /// ```
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Filter(source: asObservable(), predicate: predicate)
    }

    /// Drops every element, keeping only the terminal event.
    public func ignoreElements() -> Observable<Element> { filter { _ in false } }
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

    @usableFromInline
    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = FilterSink(predicate: predicate, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
