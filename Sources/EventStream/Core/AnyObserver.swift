/// A type-erased observer: forwards every event to a closure or to a wrapped observer.
public struct AnyObserver<Element>: ObserverType {
    /// The closure that receives events.
    public typealias EventHandler = (Event<Element>) -> Void

    private let handler: EventHandler

    /// An observer that hands every event to `eventHandler`.
    public init(eventHandler: @escaping EventHandler) { handler = eventHandler }

    /// Wraps `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        if let any = observer as? AnyObserver<Element> { handler = any.handler } else { handler = observer.on }
    }

    /// Forwards `event`.
    public func on(_ event: Event<Element>) { handler(event) }

    /// `self`.
    public func asObserver() -> AnyObserver<Element> { self }
}
