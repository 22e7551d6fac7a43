extension ObservableType {
    /// Each element combined by `resultSelector` with `obj`, held weakly; once `obj` is gone,
    /// the next element completes the sequence instead.
    ///
    /// ```swift
    /// selection.withUnretained(self) { owner, photo in owner.show(photo) }
    /// ```
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> Observable<Out> {
        WithUnretained(source: asObservable(), object: obj, resultSelector: resultSelector)
    }

    /// Each element paired with `obj`, held weakly; once `obj` is gone, the next element
    /// completes the sequence instead.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

private final class WithUnretainedSink<Object: AnyObject, Source, Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Source
    private weak var object: Object?
    private let resultSelector: (Object, Source) -> Observer.Element

    init(object: Object?, resultSelector: @escaping (Object, Source) -> Observer.Element, observer: Observer) {
        self.object = object
        self.resultSelector = resultSelector
        super.init(observer: observer)
    }

    func onNext(_ element: Source) {
        if stopped { return }
        guard let object else {
            forwardTerminal(.completed)
            return
        }
        forwardNext(resultSelector(object, element))
    }

    func on(_ event: Event<Source>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): forwardTerminal(.error(error))
        case .completed: forwardTerminal(.completed)
        }
    }
}

private final class WithUnretained<Object: AnyObject, Source, Result>: Producer<Result> {
    private let source: Observable<Source>
    private weak var object: Object?
    private let resultSelector: (Object, Source) -> Result

    init(source: Observable<Source>, object: Object, resultSelector: @escaping (Object, Source) -> Result) {
        self.source = source
        self.object = object
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Result {
        // Held weakly here too: if it is gone before a subscription, that subscription's first
        // element completes it, as in RxSwift.
        let sink = WithUnretainedSink(object: object, resultSelector: resultSelector, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
