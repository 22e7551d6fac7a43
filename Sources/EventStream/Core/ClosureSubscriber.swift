/// The end of a chain subscribed with closures (`subscribe(onNext:…)`): hands each element to
/// the handlers as it is.
@usableFromInline
final class ClosureSubscriber<Element>: SubscriberNode<Element, Element>, @unchecked Sendable {
    @usableFromInline
    required override init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?, onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        super.init(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    @usableFromInline
    override func onNext(_ element: Element) { deliver(element) }

    @usableFromInline
    override func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): deliver(element)
        case .error(let error): finish(error: error)
        case .completed: finish(error: nil)
        }
    }
}
