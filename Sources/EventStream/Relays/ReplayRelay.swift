/// A `ReplaySubject` that never terminates: it replays the latest elements it accepted to each
/// new subscriber, then forwards later ones.
///
/// ```swift
/// let recentQueries = ReplayRelay<String>.create(bufferSize: 5)
/// recentQueries.accept("cats")
/// ```
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) { self.subject = subject }

    /// A relay that replays the latest `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// A relay that replays every element it accepted (keep what it holds reasonable).
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// Keeps `event` for replay and sends it to the current subscribers.
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable (which never errors or completes).
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}
