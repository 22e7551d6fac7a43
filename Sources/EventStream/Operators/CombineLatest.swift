extension ObservableType {
    /// Whenever any source sends an element (once all have sent one), the latest element of
    /// each combined by `resultSelector`.
    ///
    /// Completes when all sources have completed, or as soon as the combination can never fire
    /// again: a source completed without an element and every other source has completed too.
    /// Each source is unsubscribed at its own completion. With no sources it sends
    /// `resultSelector([])` and completes.
    /// ```swift
    /// Observable.combineLatest(filters) { $0.joined(separator: ",") }
    /// ```
    public static func combineLatest<Collection: Swift.Collection, SourceElement>(_ collection: Collection, resultSelector: @escaping ([SourceElement]) throws -> Element) -> Observable<Element> where Collection.Element: ObservableConvertibleType, Collection.Element.Element == SourceElement {
        CombineLatest(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// The latest elements of all sources, as an array (`[]` at once for no sources).
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]> where Collection.Element: ObservableConvertibleType, Collection.Element.Element == Element {
        CombineLatest(sources: collection.map { $0.asObservable() }, resultSelector: { $0 })
    }
}

/// Sources of different element types share one sink through `Any`.
func erase<Source: ObservableConvertibleType>(_ source: Source) -> Observable<Any> {
    source.asObservable().map { $0 as Any }
}

private final class CombineLatestSink<SourceElement, Observer: ObserverType>: IndexedSourcesSink<SourceElement, Observer> {
    private let resultSelector: ([SourceElement]) throws -> Observer.Element
    private var latest: [SourceElement?]
    private var withoutValue: Int

    init(count: Int, resultSelector: @escaping ([SourceElement]) throws -> Observer.Element, observer: Observer) {
        self.resultSelector = resultSelector
        latest = Array(repeating: nil, count: count)
        withoutValue = count
        super.init(count: count, observer: observer)
    }

    func run(_ sources: [Observable<SourceElement>]) {
        if sources.isEmpty {
            do {
                forwardNext(try resultSelector([]))
                forwardTerminal(.completed)
            } catch {
                forwardError(error)
            }
            return
        }
        subscribe(sources)
    }

    override func process(_ input: IndexedEvent<SourceElement>) {
        if stopped { return }
        let index = input.index
        switch input.event {
        case .next(let element):
            if latest[index] == nil { withoutValue -= 1 }
            latest[index] = element
            if withoutValue > 0 {
                // A source without a value has completed: nothing can ever be combined again.
                let othersDone = doneCount - (done[index] ? 1 : 0)
                if othersDone == done.count - 1 { forwardTerminal(.completed) }
                return
            }
            let result: Observer.Element
            do { result = try resultSelector(latest.map { $0! }) } catch {
                forwardError(error)
                return
            }
            forwardNext(result)
        case .error(let error):
            forwardError(error)
        case .completed:
            if sourceCompleted(index) { forwardTerminal(.completed) }
        }
    }
}

final class CombineLatest<SourceElement, Element>: Producer<Element> {
    private let sources: [Observable<SourceElement>]
    private let resultSelector: ([SourceElement]) throws -> Element

    init(sources: [Observable<SourceElement>], resultSelector: @escaping ([SourceElement]) throws -> Element) {
        self.sources = sources
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = CombineLatestSink(count: sources.count, resultSelector: resultSelector, observer: observer)
        sink.run(sources)
        return sink
    }
}
