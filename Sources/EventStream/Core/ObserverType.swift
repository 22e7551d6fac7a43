/// Receives the events of a sequence.
public protocol ObserverType<Element> {
    /// The type of the elements.
    associatedtype Element

    /// Receives one event. Calls to one observer never overlap.
    func on(_ event: Event<Element>)

    /// Receives `.next(element)`. The default calls `on(.next(element))`; the module's own
    /// observers implement it directly, so elements travel a chain without being wrapped in an
    /// `Event` (a generic enum the runtime would otherwise look up per element).
    func onNext(_ element: Element)

    /// Receives `.completed`. The default calls `on(.completed)`; observers on per-operation
    /// paths (a `flatMapLatest` inner sequence that is a `just`) implement it directly, so a
    /// completion costs no `Event` either.
    func onCompleted()
}

extension ObserverType {
    /// Sends `.next(element)`.
    public func onNext(_ element: Element) { on(.next(element)) }

    /// Sends `.completed`.
    public func onCompleted() { on(.completed) }

    /// Sends `.error(error)`.
    public func onError(_ error: Swift.Error) { on(.error(error)) }

    /// This observer behind a type-erasing wrapper.
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms elements with `transform` before handing them to this one.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in
            switch event {
            case .next(let element):
                do { self.on(.next(try transform(element))) } catch { self.on(.error(error)) }
            case .error(let error): self.on(.error(error))
            case .completed: self.on(.completed)
            }
        }
    }
}
