extension ObservableType {
    /// The last `count` elements, sent when the source completes; an error passes at once
    /// (and the buffered elements are dropped).
    ///
    /// ```swift
    /// log.takeLast(10)
    /// ```
    public func takeLast(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "count must be non-negative")
        return TakeLast(source: asObservable(), count: count)
    }
}

private final class TakeLastSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let count: Int
    /// A ring once full; `oldest` is where it starts.
    private var buffer: [Element] = []
    private var oldest = 0

    init(count: Int, observer: Observer) {
        self.count = count
        super.init(observer: observer)
    }

    func onNext(_ element: Element) {
        if stopped || count == 0 { return }
        if buffer.count < count {
            buffer.append(element)
        } else {
            buffer[oldest] = element
            oldest = oldest + 1 == count ? 0 : oldest + 1
        }
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error: forwardTerminal(event)
        case .completed:
            if stopped { return }
            let buffered = buffer
            buffer = []
            for index in 0..<buffered.count {
                if isDisposed { return }
                forwardNext(buffered[(oldest + index) % buffered.count])
            }
            forwardTerminal(.completed)
        }
    }
}

private final class TakeLast<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let count: Int

    init(source: Observable<Element>, count: Int) {
        self.source = source
        self.count = count
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TakeLastSink(count: count, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
