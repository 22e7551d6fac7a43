extension ObservableType {
    /// The elements from the first one that fails `predicate` on.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable.deferred {
            var skipping = true
            return source.filter { element in
                if skipping { skipping = try predicate(element) }
                return !skipping
            }
        }
    }
}
