extension ObservableType {
    /// Runs side effects at each event (and around subscription and disposal), then forwards
    /// it. A side effect that throws ends the sequence with its error.
    ///
    /// ```swift
    /// request.do(onSubscribe: { isLoading.accept(true) }, onDispose: { isLoading.accept(false) })
    /// ```
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let handlers = DoHandlers(onNext: onNext, afterNext: afterNext, onError: onError, afterError: afterError,
                                  onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe,
                                  onSubscribed: onSubscribed, onDispose: onDispose)
        return Do(source: asObservable(), handlers: handlers)
    }
}

private struct DoHandlers<Element> {
    let onNext: ((Element) throws -> Void)?
    let afterNext: ((Element) throws -> Void)?
    let onError: ((Swift.Error) throws -> Void)?
    let afterError: ((Swift.Error) throws -> Void)?
    let onCompleted: (() throws -> Void)?
    let afterCompleted: (() throws -> Void)?
    let onSubscribe: (() -> Void)?
    let onSubscribed: (() -> Void)?
    let onDispose: (() -> Void)?
}

private final class DoSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let handlers: DoHandlers<Element>
    /// Where `onDispose` stands; guarded by this sink's stripe of `StripedLock`. A sequence
    /// that ends while it is being subscribed is disposed then, but `onDispose` waits until
    /// `onSubscribed` has run, after the source's own disposal, as in RxSwift.
    @exclusivity(unchecked) private var disposal = Disposal.subscribing

    private enum Disposal {
        case subscribing, subscribingDisposed, subscribed
    }

    init(handlers: DoHandlers<Element>, observer: Observer) {
        self.handlers = handlers
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        if stopped { return }
        do {
            switch event {
            case .next(let element):
                try handlers.onNext?(element)
                forward(event)
                try handlers.afterNext?(element)
            case .error(let error):
                try handlers.onError?(error)
                forwardTerminal(event)
                try handlers.afterError?(error)
            case .completed:
                try handlers.onCompleted?()
                forwardTerminal(event)
                try handlers.afterCompleted?()
            }
        } catch {
            forwardTerminal(.error(error))
        }
    }

    /// Called by `Do.run` after `onSubscribed`.
    func finishSubscribing() {
        StripedLock.lock(self)
        let disposed = disposal == .subscribingDisposed
        disposal = .subscribed
        StripedLock.unlock(self)
        if disposed { handlers.onDispose?() }
    }

    override func disposeResources() {
        StripedLock.lock(self)
        let subscribing = disposal == .subscribing
        if subscribing { disposal = .subscribingDisposed }
        StripedLock.unlock(self)
        if !subscribing { handlers.onDispose?() }
    }
}

private final class Do<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let handlers: DoHandlers<Element>

    init(source: Observable<Element>, handlers: DoHandlers<Element>) {
        self.source = source
        self.handlers = handlers
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        handlers.onSubscribe?()
        let sink = DoSink(handlers: handlers, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        handlers.onSubscribed?()
        sink.finishSubscribing()
        return sink
    }
}
