/// Signals share one subscription without replay: events, not state.
public enum SignalSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: Scheduler { SharingScheduler.make() }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

/// Events for the UI (a tap, an error to show): never fails, delivers on the main scheduler,
/// no replay.
///
/// ```swift
/// viewModel.errors.emit(onNext: { banner.show($0) }).disposed(by: bag)
/// ```
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension ObservableConvertibleType {
    /// A signal of this sequence that sends `onErrorJustReturn` (and completes) on error.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// A signal of this sequence that continues with `onErrorSignalWith` on error.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { _ in onErrorSignalWith.asObservable() })
    }

    /// A signal of this sequence that continues with the signal `onErrorRecover` returns.
    public func asSignal(onErrorRecover: @escaping (Swift.Error) -> Signal<Element>) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension PublishRelay {
    /// The relay as a signal (it never fails).
    public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}

extension SharedSequence where SharingStrategy == SignalSharingStrategy {
    /// Subscribes observers to the events (the elements and the completion).
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        source.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes observers of optionals to the events.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        source.map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Accepts the elements into relays.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements, as optionals, into relays.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements into relays.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements, as optionals, into relays.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements into relays.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements, as optionals, into relays.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes closures.
    public func emit(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` (held weakly).
    public func emit<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        source.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }
}
