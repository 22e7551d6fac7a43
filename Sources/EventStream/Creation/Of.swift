extension ObservableType {
    /// The given elements in order, then completed.
    ///
    /// Without a scheduler the elements are delivered during `subscribe`; with one, each is
    /// scheduled on it.
    public static func of(_ elements: Element..., scheduler: Scheduler? = nil) -> Observable<Element> {
        Observable.from(elements, scheduler: scheduler)
    }
}
