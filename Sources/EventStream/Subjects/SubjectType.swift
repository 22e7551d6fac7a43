/// An observable that is also an observer: events sent to it go to its subscribers.
public protocol SubjectType<Element>: ObservableType {
    /// The type of events the subject accepts.
    associatedtype Observer: ObserverType

    /// The subject's observer side.
    func asObserver() -> Observer
}
