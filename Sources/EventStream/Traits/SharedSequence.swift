/// How a UI trait shares its source and where it delivers.
public protocol SharingStrategyProtocol {
    /// The scheduler elements are delivered on.
    static var scheduler: Scheduler { get }

    /// Shares `source` among subscribers the way this trait does.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A sequence for UI: never fails, delivers on the main scheduler, shares one subscription.
/// `Driver` and `Signal` are its two flavours.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element> {
    let source: Observable<Element>

    /// Wraps `source`, which must already deliver on the strategy's scheduler and never fail;
    /// shares it per the strategy.
    init(_ source: Observable<Element>) { self.source = SharingStrategy.share(source) }

    init(raw source: Observable<Element>) { self.source = source }
}

extension SharedSequence: ObservableConvertibleType {
    /// The trait as a plain observable.
    public func asObservable() -> Observable<Element> { source }
}

extension SharedSequence {
    /// A sequence of one element.
    public static func just(_ element: Element) -> SharedSequence {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// The given elements, then completed.
    public static func of(_ elements: Element...) -> SharedSequence {
        SharedSequence(raw: Observable.from(elements).subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that completes at once.
    public static func empty() -> SharedSequence {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never sends anything.
    public static func never() -> SharedSequence { SharedSequence(raw: Observable.never()) }

    /// Calls `factory` for each subscription.
    public static func deferred(_ factory: @escaping () -> SharedSequence) -> SharedSequence {
        SharedSequence(Observable.deferred { factory().asObservable() })
    }

    /// Each element transformed.
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.map(transform))
    }

    /// The non-nil results of `transform`.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.compactMap(transform))
    }

    /// Only the elements for which `predicate` is true.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence {
        SharedSequence(source.filter(predicate))
    }

    /// Mirrors the latest inner sequence.
    public func flatMapLatest<Result>(_ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(source.flatMapLatest { selector($0).asObservable() })
    }

    /// Emits an element once `dueTime` passes without another.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence {
        SharedSequence(source.debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// The given elements first.
    public func startWith(_ element: Element) -> SharedSequence {
        SharedSequence(raw: source.startWith(element))
    }

    /// Runs side effects at each event.
    public func `do`(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> SharedSequence {
        SharedSequence(source.do(onNext: onNext, onCompleted: onCompleted, onSubscribe: onSubscribe, onDispose: onDispose))
    }
}

extension SharedSequence where Element: Equatable {
    /// Drops elements equal to the one before.
    public func distinctUntilChanged() -> SharedSequence { SharedSequence(source.distinctUntilChanged()) }
}

extension SharedSequence {
    /// Drops elements whose key equals the key of the one before.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> SharedSequence {
        SharedSequence(source.distinctUntilChanged(keySelector))
    }
}
