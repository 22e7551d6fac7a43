/// A `BehaviorSubject` that never terminates: a current `value` plus its changes.
///
/// ```swift
/// let isLoading = BehaviorRelay(value: false)
/// isLoading.accept(true)
/// print(isLoading.value)   // true
/// ```
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
    private let subject: BehaviorSubject<Element>

    /// A relay whose current value is `value`.
    public init(value: Element) { subject = BehaviorSubject(value: value) }

    /// The current value.
    public var value: Element {
        // The subject never terminates or is disposed, so this cannot throw.
        try! subject.value()
    }

    /// Makes `event` the current value and sends it to the subscribers.
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable (which never errors or completes).
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
