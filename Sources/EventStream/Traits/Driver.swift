/// Drivers share one subscription and replay the latest element to new subscribers.
public enum DriverSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: Scheduler { SharingScheduler.make() }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// State for the UI: never fails, delivers on the main scheduler, replays the latest element.
///
/// ```swift
/// let title = viewModel.selected.map(\.title).asDriver(onErrorJustReturn: "")
/// title.drive(label.rx.text).disposed(by: bag)
/// ```
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension ObservableConvertibleType {
    /// A driver of this sequence that sends `onErrorJustReturn` (and completes) on error.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// A driver of this sequence that continues with `onErrorDriveWith` on error.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// A driver of this sequence that continues with the driver `onErrorRecover` returns.
    public func asDriver(onErrorRecover: @escaping (Swift.Error) -> Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

extension BehaviorRelay {
    /// The relay as a driver (it never fails).
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// The relay as a driver (it never fails).
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension SharedSequence where SharingStrategy == DriverSharingStrategy {
    /// Subscribes observers to the events (the elements and the completion).
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element {
        source.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Subscribes observers of optionals to the events.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable where Observer.Element == Element? {
        source.map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Accepts the elements into relays.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements, as optionals, into relays.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements into relays.
    public func drive(_ relays: PublishRelay<Element>...) -> Disposable {
        source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements into relays.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts the elements, as optionals, into relays.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        source.subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Subscribes closures.
    public func drive(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        source.subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` (held weakly).
    public func drive<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        source.subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// This driver as a signal (no replay).
    public func asSignal() -> Signal<Element> { Signal(source) }
}
