/// A type that can be turned into an `Observable`: observables, relays, traits.
public protocol ObservableConvertibleType<Element> {
    /// The type of the elements.
    associatedtype Element

    /// This sequence as a plain `Observable`.
    func asObservable() -> Observable<Element>
}
