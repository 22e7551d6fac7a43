extension ObservableType {
    /// Fails at once with `error`.
    public static func error(_ error: Swift.Error) -> Observable<Element> { ErrorObservable(error) }
}

private final class ErrorObservable<Element>: Producer<Element> {
    private let error: Swift.Error

    init(_ error: Swift.Error) { self.error = error }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.error(error))
        return Disposables.create()
    }
}
