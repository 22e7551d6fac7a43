import Dispatch
import Testing
@testable import EventStream
import EventStreamTesting

/// Checks `next* (error | completed)?` and that calls never overlap.
final class GrammarObserver<Element>: ObserverType, @unchecked Sendable {
    private let lock = Lock()
    private var inside = false
    private(set) var violations: [String] = []
    private var terminated = false
    private var nextCount = 0

    var count: Int { lock.withLock { nextCount } }
    var isTerminated: Bool { lock.withLock { terminated } }
    var problems: [String] { lock.withLock { violations } }

    func on(_ event: Event<Element>) {
        lock.withLock {
            if inside { violations.append("overlapping call") }
            inside = true
            if terminated { violations.append("\(event) after terminal") }
            if event.isStopEvent { terminated = true } else { nextCount += 1 }
        }
        lock.withLock { inside = false }
    }
}

@Suite struct GrammarTests {
    /// A source that breaks every rule: events after completion, then an error.
    private var misbehaving: Observable<Int> {
        Observable.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError())
            observer.onCompleted()
            return Disposables.create()
        }
    }

    @Test(arguments: 0..<12)
    func operatorsKeepTheGrammar(operatorIndex: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let source = misbehaving
        let chains: [Observable<Int>] = [
            source.map { $0 }, source.filter { _ in true }, source.flatMap { Observable.just($0) },
            source.flatMapLatest { Observable.just($0) }, source.scan(0, accumulator: +), source.distinctUntilChanged(),
            source.observe(on: scheduler), source.debounce(.milliseconds(1), scheduler: scheduler),
            Observable.merge(source, source), Observable.combineLatest(source, source) { $0 + $1 },
            source.share(replay: 1), source.retry(2),
        ]
        let observer = GrammarObserver<Int>()
        _ = chains[operatorIndex].subscribe(observer)
        scheduler.start()
        #expect(observer.problems == [])
        #expect(observer.isTerminated)
    }

    @Test func mergedSourcesOnManyThreadsNeverOverlap() {
        let sources = (0..<4).map { index in
            Observable<Int>.create { observer in
                DispatchQueue.global().async {
                    for value in 0..<5_000 { observer.onNext(index * 10_000 + value) }
                    observer.onCompleted()
                }
                return Disposables.create()
            }
        }
        let observer = GrammarObserver<(index: Int, element: Int)>()
        let done = DispatchSemaphore(value: 0)
        let subscription = Observable.indexedMerge(sources).do(onCompleted: { done.signal() }).subscribe(observer)
        #expect(wait(done))
        #expect(observer.problems == [])
        #expect(observer.count == 20_000)
        subscription.dispose()
    }

    @Test func createCalledFromTwoThreadsIsSerialised() {
        let observer = GrammarObserver<Int>()
        let group = DispatchGroup()
        let subscription = Observable<Int>.create { sink in
            for thread in 0..<2 {
                DispatchQueue.global().async(group: group) {
                    for value in 0..<5_000 { sink.onNext(thread * 10_000 + value) }
                }
            }
            return Disposables.create()
        }.subscribe(observer)
        #expect(group.wait(timeout: .now() + 10) == .success)
        #expect(observer.problems == [])
        #expect(observer.count == 10_000)
        subscription.dispose()
    }

    @Test func combiningOperatorsSerialiseThreads() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let observer = GrammarObserver<Int>()
        let subscription = Observable.combineLatest(a, b) { $0 + $1 }.subscribe(observer)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { for value in 0..<5_000 { a.onNext(value) } }
        DispatchQueue.global().async(group: group) { for value in 0..<5_000 { b.onNext(value) } }
        #expect(group.wait(timeout: .now() + 10) == .success)
        #expect(observer.problems == [])
        subscription.dispose()
    }
}
