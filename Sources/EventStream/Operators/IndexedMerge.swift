extension ObservableType {
    /// Merges `sources`, tagging each element with the index of the source it came from.
    /// Completes when all have completed; the first error ends it.
    ///
    /// ```swift
    /// Observable.indexedMerge([thumbnails, previews])   // (index: 0, element: …), (index: 1, …)
    /// ```
    public static func indexedMerge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<(index: Int, element: Element)> where Collection.Element: ObservableConvertibleType, Collection.Element.Element == Element {
        let tagged = sources.enumerated().map { index, source in
            source.asObservable().map { (index: index, element: $0) }
        }
        return Observable<(index: Int, element: Element)>.merge(tagged)
    }

    /// Merges `sources`, tagging each element with its source's position in the list.
    public static func indexedMerge(_ sources: Observable<Element>...) -> Observable<(index: Int, element: Element)> {
        indexedMerge(sources)
    }
}
