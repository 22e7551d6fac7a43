extension ObservableType {
    /// All elements as one array, when the source completes.
    public func toArray() -> Single<[Element]> {
        Single(raw: scan(into: [Element]()) { $0.append($1) }.startWith([]).takeLast())
    }
}
