/// A push-based sequence: `next* (error | completed)?` delivered to each subscribed observer.
public protocol ObservableType<Element>: ObservableConvertibleType {
    /// Starts delivering events to `observer` until the returned disposable is disposed or the
    /// sequence ends.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// This sequence as a plain `Observable` (a thin wrapper unless `self` is one already).
    public func asObservable() -> Observable<Element> {
        if let observable = self as? Observable<Element> { return observable }
        return Observable<Element>.create { observer in self.subscribe(observer) }
    }
}
