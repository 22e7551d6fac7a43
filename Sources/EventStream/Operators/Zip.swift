extension ObservableType {
    /// Pairs the n-th elements of all sources, combined by `resultSelector`.
    ///
    /// Completes when all sources have completed, or as soon as an element arrives that can
    /// never be paired (every other source has completed, one of them with nothing queued).
    /// Each source is unsubscribed at its own completion; with no sources it completes at once.
    /// (The forms with two to eight sources wait for every source to complete, as RxSwift's do.)
    /// ```swift
    /// Observable.zip(requests) { $0.reduce(0, +) }
    /// ```
    public static func zip<Collection: Swift.Collection, SourceElement>(_ collection: Collection, resultSelector: @escaping ([SourceElement]) throws -> Element) -> Observable<Element> where Collection.Element: ObservableConvertibleType, Collection.Element.Element == SourceElement {
        Zip(sources: collection.map { $0.asObservable() }, completesEarly: true, resultSelector: resultSelector)
    }

    /// The n-th elements of all sources, as an array.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]> where Collection.Element: ObservableConvertibleType, Collection.Element.Element == Element {
        Zip(sources: collection.map { $0.asObservable() }, completesEarly: true, resultSelector: { $0 })
    }
}

private final class ZipSink<SourceElement, Observer: ObserverType>: IndexedSourcesSink<SourceElement, Observer> {
    private let resultSelector: ([SourceElement]) throws -> Observer.Element
    private let completesEarly: Bool
    /// Each source's elements not yet paired; `heads[i]` is where queue `i` starts.
    private var queues: [[SourceElement]]
    private var heads: [Int]
    /// How many queues hold at least one element.
    private var nonEmpty = 0

    init(count: Int, completesEarly: Bool, resultSelector: @escaping ([SourceElement]) throws -> Observer.Element, observer: Observer) {
        self.resultSelector = resultSelector
        self.completesEarly = completesEarly
        queues = Array(repeating: [], count: count)
        heads = Array(repeating: 0, count: count)
        super.init(count: count, observer: observer)
    }

    func run(_ sources: [Observable<SourceElement>]) {
        if sources.isEmpty {
            forwardTerminal(.completed)
            return
        }
        subscribe(sources)
    }

    override func process(_ input: IndexedEvent<SourceElement>) {
        if stopped { return }
        let index = input.index
        switch input.event {
        case .next(let element):
            if heads[index] == queues[index].count { nonEmpty += 1 }
            queues[index].append(element)
            if nonEmpty < queues.count {
                if completesEarly && doneCount == queues.count - 1 { forwardTerminal(.completed) }
                return
            }
            let values = queues.indices.map { dequeue($0) }
            let result: Observer.Element
            do { result = try resultSelector(values) } catch {
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

    private func dequeue(_ index: Int) -> SourceElement {
        let element = queues[index][heads[index]]
        heads[index] += 1
        if heads[index] == queues[index].count {
            queues[index].removeAll(keepingCapacity: true)
            heads[index] = 0
            nonEmpty -= 1
        }
        return element
    }
}

final class Zip<SourceElement, Element>: Producer<Element> {
    private let sources: [Observable<SourceElement>]
    private let completesEarly: Bool
    private let resultSelector: ([SourceElement]) throws -> Element

    init(sources: [Observable<SourceElement>], completesEarly: Bool, resultSelector: @escaping ([SourceElement]) throws -> Element) {
        self.sources = sources
        self.completesEarly = completesEarly
        self.resultSelector = resultSelector
    }

    override func run<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let sink = ZipSink(count: sources.count, completesEarly: completesEarly, resultSelector: resultSelector, observer: observer)
        sink.run(sources)
        return sink
    }
}
