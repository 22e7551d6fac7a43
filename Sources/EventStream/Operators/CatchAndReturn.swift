extension ObservableType {
    /// On error, sends `element` and completes instead of failing.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        self.catch { _ in Observable.just(element) }
    }
}
