extension ObservableType {
    /// Calls `observableFactory` for each subscription and subscribes to what it returns; a
    /// thrown error is sent as `.error`.
    ///
    /// ```swift
    /// Observable.deferred { cache.image(for: url).map(Observable.just) ?? network.image(url) }
    /// ```
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Deferred(observableFactory)
    }
}

private final class Deferred<Element>: Producer<Element> {
    private let factory: () throws -> Observable<Element>

    init(_ factory: @escaping () throws -> Observable<Element>) { self.factory = factory }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        do {
            return try factory().subscribe(observer)
        } catch {
            observer.on(.error(error))
            return Disposables.create()
        }
    }
}
