extension ObservableType {
    /// The one element of this sequence, passed on as it arrives; fails with
    /// `RxError.moreThanOneElement` at a second one, and with `RxError.noElements` if the
    /// sequence completes without any.
    ///
    /// ```swift
    /// service.photo(id: id).single()
    /// ```
    public func single() -> Observable<Element> {
        SingleElement(source: asObservable(), predicate: nil)
    }

    /// The one element for which `predicate` holds, as `single()` is for every element.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        SingleElement(source: asObservable(), predicate: predicate)
    }
}

private final class SingleElementSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let predicate: ((Element) throws -> Bool)?
    private var seen = false

    init(predicate: ((Element) throws -> Bool)?, observer: Observer) {
        self.predicate = predicate
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        if stopped { return }
        switch event {
        case .next(let element):
            do {
                if let predicate, try !predicate(element) { return }
            } catch {
                forwardError(error)
                return
            }
            if seen {
                forwardError(RxError.moreThanOneElement)
                return
            }
            seen = true
            forwardNext(element)
        case .error:
            forwardTerminal(event)
        case .completed:
            forwardTerminal(seen ? .completed : .error(RxError.noElements))
        }
    }
}

private final class SingleElement<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: ((Element) throws -> Bool)?

    init(source: Observable<Element>, predicate: ((Element) throws -> Bool)?) {
        self.source = source
        self.predicate = predicate
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SingleElementSink(predicate: predicate, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
