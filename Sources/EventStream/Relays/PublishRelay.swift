/// A `PublishSubject` that never terminates: it only accepts elements.
///
/// ```swift
/// let query = PublishRelay<String>()
/// query.accept("cats")
/// ```
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
    private let subject = PublishSubject<Element>()

    /// A relay with no subscribers.
    public init() {}

    /// Sends `event` to the current subscribers.
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable (which never errors or completes).
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
