/// Marks `PrimitiveSequence` as a `Maybe`.
public enum MaybeTrait {}

/// At most one element, then completion; or an error.
///
/// ```swift
/// Maybe<Photo>.create { maybe in
///     if let photo = cache[id] { maybe(.success(photo)) } else { maybe(.completed) }
///     return Disposables.create()
/// }
/// ```
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` sends.
public enum MaybeEvent<Element> {
    /// One element (and completion).
    case success(Element)
    /// Failure.
    case error(Swift.Error)
    /// Completion without an element.
    case completed
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// The observer a `Maybe.create` closure calls, once.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// A maybe whose subscriptions run `subscribe`; only the first event counts.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        Maybe(raw: Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        })
    }

    /// Subscribes closures; `onDisposed` runs after any of them, or on `dispose()`.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        var succeeded = false
        return source.subscribe(
            onNext: { element in
                succeeded = true
                onSuccess?(element)
            },
            onError: onError,
            onCompleted: { if !succeeded { onCompleted?() } },
            onDisposed: onDisposed)
    }

    /// A maybe of `element`.
    public static func just(_ element: Element) -> Maybe<Element> { Maybe(raw: .just(element)) }

    /// A maybe that completes without an element.
    public static func empty() -> Maybe<Element> { Maybe(raw: .empty()) }

    /// The element transformed.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Maybe<Result> {
        Maybe<Result>(raw: source.map(transform))
    }

    /// The maybe `selector` returns for the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe<Result>(raw: source.flatMapLatest { try selector($0).asObservable() })
    }

    /// The element if `predicate` holds.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: source.filter(predicate))
    }

    /// A single of the element, or of `default` if there is none.
    public func ifEmpty(default: Element) -> Single<Element> {
        Single(raw: source.concat(Observable.just(`default`)).take(1))
    }

    /// Continues with `other` if there is no element.
    public func ifEmpty(switchTo other: Single<Element>) -> Single<Element> {
        Single(raw: source.concat(other.asObservable()).take(1))
    }

    /// On error, completes with `element` instead.
    public func catchAndReturn(_ element: Element) -> Maybe<Element> {
        Maybe(raw: source.catchAndReturn(element))
    }
}
