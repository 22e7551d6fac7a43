extension ObservableType {
    /// Sends every element to each observer. Binding is for streams that never fail: an error
    /// is reported in debug builds and not forwarded.
    ///
    /// ```swift
    /// viewModel.title.bind(to: titleLabel.rx.text).disposed(by: bag)
    /// ```
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe(onNext: { element in observers.forEach { $0.on(.next(element)) } },
                  onError: { bindingError($0) })
    }

    /// Sends every element, as an optional, to each observer.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        subscribe(onNext: { element in observers.forEach { $0.on(.next(element)) } },
                  onError: { bindingError($0) })
    }

    /// Accepts every element into each relay.
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
