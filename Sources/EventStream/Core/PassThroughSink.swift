/// A sink that passes every event on and stops at the end: for operators whose work is in how
/// they subscribe (`delaySubscription`, `using`).
class PassThroughSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    final func onNext(_ element: Element) {
        if stopped { return }
        forwardNext(element)
    }

    final func on(_ event: Event<Element>) {
        switch event {
        case .next(let element): onNext(element)
        case .error, .completed: forwardTerminal(event)
        }
    }
}
