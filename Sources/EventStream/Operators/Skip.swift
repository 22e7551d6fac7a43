extension ObservableType {
    /// All but the first `count` elements.
    public func skip(_ count: Int) -> Observable<Element> {
        precondition(count >= 0, "count must be non-negative")
        let source = asObservable()
        return Observable.deferred {
            // Per subscription: each one skips its own first elements.
            var remaining = count
            return source.filter { _ in
                if remaining > 0 {
                    remaining -= 1
                    return false
                }
                return true
            }
        }
    }
}
