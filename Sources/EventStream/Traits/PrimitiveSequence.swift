/// A sequence with a stricter contract than `Observable`, named by its trait: `Single`
/// (exactly one element or an error), `Maybe` (at most one), `Completable` (none).
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    init(raw: Observable<Element>) { source = raw }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The trait as a plain observable.
    public func asObservable() -> Observable<Element> { source }
}

extension PrimitiveSequence {
    /// Delivers the events on `scheduler`.
    public func observe(on scheduler: Scheduler) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }

    /// Subscribes to the source on `scheduler`.
    public func subscribe(on scheduler: Scheduler) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler))
    }

    /// Calls `factory` for each subscription.
    public static func deferred(_ factory: @escaping () throws -> PrimitiveSequence<Trait, Element>) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred { try factory().asObservable() })
    }

    /// Fails at once with `error`.
    public static func error(_ error: Swift.Error) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// Never sends any event.
    public static func never() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.never())
    }

}
