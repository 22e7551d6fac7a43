/// Whether `take(while:)`/`take(until:)` keeps the element that ends the sequence.
public enum TakeBehavior {
    /// Also emit the element that ends the sequence.
    case inclusive
    /// Do not emit it.
    case exclusive
}

extension ObservableType {
    /// Elements while `predicate` holds; completes at the first that fails it.
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        TakeWhile(source: asObservable(), predicate: predicate, behavior: behavior)
    }

    /// Elements until `predicate` holds; completes at the first that satisfies it.
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        take(while: { try !predicate($0) }, behavior: behavior)
    }
}

private final class TakeWhileSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let predicate: (Element) throws -> Bool
    private let behavior: TakeBehavior

    init(predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior, observer: Observer) {
        self.predicate = predicate
        self.behavior = behavior
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        if stopped { return }
        switch event {
        case .next(let element):
            let keep: Bool
            do { keep = try predicate(element) } catch {
                forwardTerminal(.error(error))
                return
            }
            if keep {
                forward(event)
            } else {
                if behavior == .inclusive { forward(event) }
                forwardTerminal(.completed)
            }
        case .error, .completed: forwardTerminal(event)
        }
    }
}

private final class TakeWhile<Element>: Producer<Element> {
    private let source: Observable<Element>
    private let predicate: (Element) throws -> Bool
    private let behavior: TakeBehavior

    init(source: Observable<Element>, predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior) {
        self.source = source
        self.predicate = predicate
        self.behavior = behavior
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = TakeWhileSink(predicate: predicate, behavior: behavior, observer: observer)
        sink.setUpstream(source.subscribe(sink))
        return sink
    }
}
