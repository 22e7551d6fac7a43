extension ObservableType {
    /// The elements of this sequence, or, if it completes without any, those of `other`.
    ///
    /// ```swift
    /// cached.ifEmpty(switchTo: service.photos(page: 1))
    /// ```
    public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
        SwitchIfEmpty(source: asObservable(), other: other)
    }
}

private final class SwitchIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let other: Observable<Element>
    private var isEmpty = true
    private let otherSubscription = SingleAssignmentDisposable()

    init(other: Observable<Element>, observer: Observer) {
        self.other = other
        super.init(observer: observer)
    }

    func onNext(_ element: Element) {
        if stopped { return }
        isEmpty = false
        forwardNext(element)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error: forwardTerminal(event)
        case .completed:
            if stopped { return }
            guard isEmpty else {
                forwardTerminal(.completed)
                return
            }
            // The source is done; `other` takes over downstream.
            otherSubscription.setDisposable(other.subscribe(SwitchIfEmptyOtherObserver(sink: self)))
        }
    }

    fileprivate func otherOn(_ event: Event<Element>) {
        switch event {
        case .next(let element): forwardNext(element)
        case .error, .completed: forwardTerminal(event)
        }
    }

    override func disposeResources() { otherSubscription.dispose() }
}

private struct SwitchIfEmptyOtherObserver<Observer: ObserverType>: ObserverType {
    typealias Element = Observer.Element
    let sink: SwitchIfEmptySink<Observer>

    func on(_ event: Event<Element>) { sink.otherOn(event) }
}

private final class SwitchIfEmpty<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let other: Observable<Element>

    init(source: Observable<Element>, other: Observable<Element>) {
        self.source = source
        self.other = other
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = SwitchIfEmptySink(other: other, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
