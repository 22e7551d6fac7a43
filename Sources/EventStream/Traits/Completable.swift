/// Marks `PrimitiveSequence` as a `Completable`.
public enum CompletableTrait {}

/// No elements: completion or an error. The shape of "save this" or "delete that".
///
/// ```swift
/// Completable.create { completable in
///     cache.store(data) { error in completable(error.map(CompletableEvent.error) ?? .completed) }
///     return Disposables.create()
/// }
/// ```
public typealias Completable = PrimitiveSequence<CompletableTrait, Never>

/// What a `Completable` sends.
public enum CompletableEvent {
    /// Failure.
    case error(Swift.Error)
    /// Success.
    case completed
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// The observer a `Completable.create` closure calls, once.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A completable whose subscriptions run `subscribe`; only the first event counts.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        Completable(raw: Observable<Never>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        })
    }

    /// Subscribes closures; `onDisposed` runs after either, or on `dispose()`.
    public func subscribe(onCompleted: (() -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        source.subscribe(onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// A completable that completes at once.
    public static func empty() -> Completable { Completable(raw: .empty()) }

    /// This, then `second`.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: source.concat(second.asObservable()))
    }

    /// This, then the element of `second`.
    public func andThen<Result>(_ second: Single<Result>) -> Single<Result> {
        Single(raw: source.asNeverEmitting(Result.self).concat(second.asObservable()))
    }

    /// This, then `second`.
    public func andThen<Result>(_ second: Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: source.asNeverEmitting(Result.self).concat(second.asObservable()))
    }

    /// This, then `second`.
    public func andThen<Result>(_ second: Observable<Result>) -> Observable<Result> {
        source.asNeverEmitting(Result.self).concat(second)
    }

    /// On error, continues with the completable `handler` returns.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Completable) -> Completable {
        Completable(raw: source.catch { try handler($0).asObservable() })
    }
}

extension ObservableType {
    /// This sequence as a `Completable`: elements are dropped.
    public func asCompletable() -> Completable { Completable(raw: asCompletableSource()) }

    /// The terminal event alone, typed as a sequence of `Never`.
    func asCompletableSource() -> Observable<Never> {
        compactMap { _ in nil }
    }
}

extension ObservableType where Element == Never {
    /// A sequence of `Never` retyped (it has no elements to convert).
    func asNeverEmitting<Result>(_ type: Result.Type) -> Observable<Result> {
        let source = asObservable()
        return Observable.create { observer in
            source.subscribe(onError: observer.onError, onCompleted: observer.onCompleted)
        }
    }
}
