/// Marks `PrimitiveSequence` as a `Single`.
public enum SingleTrait {}

/// Exactly one element, or an error: the shape of a request.
///
/// ```swift
/// Single<Page>.create { single in
///     let task = client.get(url) { result in single(result) }
///     return Disposables.create { task.cancel() }
/// }
/// ```
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` sends: `.success(element)` or `.failure(error)`.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequence where Trait == SingleTrait {
    /// The observer a `Single.create` closure calls, once.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A single whose subscriptions run `subscribe`; only the first event counts.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        Single(raw: Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
                }
            }
        })
    }

    /// Subscribes one closure to the result.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        subscribe(onSuccess: { observer(.success($0)) }, onFailure: { observer(.failure($0)) })
    }

    /// Subscribes closures to the result. `onDisposed` runs after either, or on `dispose()`.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        source.subscribe(onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive `object` (held weakly) with the result.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        source.subscribe(with: object, onNext: onSuccess, onError: onFailure, onDisposed: onDisposed)
    }

    /// A single of `element`.
    public static func just(_ element: Element) -> Single<Element> { Single(raw: .just(element)) }

    /// A single of `element`, delivered on `scheduler`.
    public static func just(_ element: Element, scheduler: Scheduler) -> Single<Element> {
        Single(raw: .just(element, scheduler: scheduler))
    }

    /// The element transformed.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single<Result>(raw: source.map(transform))
    }

    /// The single that `selector` returns for the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single<Result>(raw: source.flatMapLatest { try selector($0).asObservable() })
    }

    /// The maybe that `selector` returns for the element.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe<Result>(raw: source.flatMapLatest { try selector($0).asObservable() })
    }

    /// The completable that `selector` returns for the element.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: source.flatMapLatest { try selector($0).asObservable() })
    }

    /// The element if `predicate` holds, as a `Maybe`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: source.filter(predicate))
    }

    /// Runs side effects at each event, then forwards it.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(raw: source.do(onNext: onSuccess, afterNext: afterSuccess, onError: onError,
                              onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// As a `Maybe`.
    public func asMaybe() -> Maybe<Element> { Maybe(raw: source) }

    /// As a `Completable` that ignores the element.
    public func asCompletable() -> Completable {
        Completable(raw: source.asCompletableSource())
    }

    /// Both elements as a pair, when both succeed.
    public static func zip<A, B>(_ first: Single<A>, _ second: Single<B>) -> Single<Element> where Element == (A, B) {
        Single(raw: Observable.zip(first.asObservable(), second.asObservable()) { ($0, $1) })
    }

    /// All elements in order, when all succeed.
    public static func zip<Collection: Swift.Collection>(_ singles: Collection) -> Single<[Element]> where Collection.Element == Single<Element> {
        Single<[Element]>(raw: singles.isEmpty ? .just([]) : Observable.zip(singles.map { $0.asObservable() }))
    }

    /// On failure, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element) -> Single<Element> {
        Single(raw: source.catchAndReturn(element))
    }

    /// On failure, continues with the single `handler` returns.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Single<Element>) -> Single<Element> {
        Single(raw: source.catch { try handler($0).asObservable() })
    }

}
