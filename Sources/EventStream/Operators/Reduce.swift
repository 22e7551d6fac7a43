extension ObservableType {
    /// The single result of folding every element into `seed`, sent when the source completes.
    public func reduce<Accumulate>(_ seed: Accumulate, accumulator: @escaping (Accumulate, Element) throws -> Accumulate) -> Observable<Accumulate> {
        scan(seed, accumulator: accumulator).startWith(seed).takeLast()
    }
}
