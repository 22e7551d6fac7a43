/// An observable implemented by a sink: `run` creates the sink, subscribes it upstream and
/// returns it as the subscription.
@usableFromInline
class Producer<Element>: Observable<Element> {
    override final func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        run(observer)
    }

    /// Creates and starts one subscription.
    func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        preconditionFailure("Producer.run is abstract")
    }
}
