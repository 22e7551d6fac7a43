extension ObservableType {
    /// The elements of this sequence, or `default` (then completion) if it completes without
    /// any.
    ///
    /// ```swift
    /// matches.ifEmpty(default: .noResults)
    /// ```
    public func ifEmpty(default: Element) -> Observable<Element> {
        // What RxSwift's DefaultIfEmpty does, event for event: the default and completion at the
        // source's completion.
        ifEmpty(switchTo: .just(`default`))
    }
}
