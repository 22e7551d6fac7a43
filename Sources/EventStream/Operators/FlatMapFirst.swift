extension ObservableType {
    /// Maps an element to an inner sequence and mirrors it; elements that arrive while that
    /// inner sequence runs are dropped. Completes when the source and the running inner
    /// sequence have completed.
    ///
    /// ```swift
    /// refreshTaps.flatMapFirst { service.refresh() }   // taps during a refresh are ignored
    /// ```
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        Merge(source: asObservable(), maxConcurrent: 1, dropsWhileBusy: true, selector: { try selector($0).asObservable() })
    }
}
