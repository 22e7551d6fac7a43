extension ObservableType {
    /// Sends every event to each observer, the same as `subscribe`, as RxSwift's does: a
    /// completion or error reaches the observers too (a `Binder` reports an error in debug
    /// builds and ignores a completion).
    ///
    /// ```swift
    /// viewModel.title.bind(to: titleLabel.rx.text).disposed(by: bag)
    /// ```
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Sends every event, its element as an optional, to each observer.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Accepts every element into each relay (a relay takes no completion; an error is a
    /// programming error, reported in debug builds).
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } }, onError: { bindingError($0) })
    }

    /// Accepts every element into each relay.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } }, onError: { bindingError($0) })
    }

    /// Accepts every element, as an optional, into each relay.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } }, onError: { bindingError($0) })
    }

    /// Accepts every element, as an optional, into each relay.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } }, onError: { bindingError($0) })
    }

    /// Accepts every element into each relay.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } }, onError: { bindingError($0) })
    }

    /// Accepts every element, as an optional, into each relay.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } }, onError: { bindingError($0) })
    }

    /// Hands this sequence to `binder` and returns its result.
    public func bind<Result>(to binder: (Self) -> Result) -> Result { binder(self) }

    /// Subscribes `onNext` to every element.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { bindingError($0) })
    }
}

/// Bindings are for streams that never fail; an error there is a programming error.
func bindingError(_ error: Swift.Error) {
    #if DEBUG
    debugPrint("EventStream: binding error: \(error)")
    #endif
}
