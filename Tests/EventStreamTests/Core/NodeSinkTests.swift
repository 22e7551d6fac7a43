import Foundation
import Testing
@testable import EventStream
import EventStreamTesting

/// The chains that `subscribe(onNext:…)` builds from node sinks (`map`, `filter`,
/// `distinctUntilChanged()` on `just`, `of`, `empty` and a `PublishSubject`): the RxSwift-derived
/// operator tests subscribe a `TestableObserver`, which takes the generic sinks instead.
@Suite struct NodeSinkTests {
    /// Every handler call of one subscription, in order.
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String] = []
        var all: [String] { lock.withLock { entries } }
        func add(_ entry: String) { lock.withLock { entries.append(entry) } }

        func subscribe<Source: ObservableType>(_ source: Source) -> Disposable where Source.Element: CustomStringConvertible {
            source.subscribe(
                onNext: { self.add("\($0)") }, onError: { self.add("error \($0)") },
                onCompleted: { self.add("completed") }, onDisposed: { self.add("disposed") })
        }
    }

    @Test func aChainOnASubjectDeliversTheOperatorsEventsThenCompletes() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let log = Log()
            _ = log.subscribe(subject.map { $0 * 10 }.filter { $0 != 30 }.distinctUntilChanged().map { "v\($0)" })
            for value in [1, 1, 2, 3, 3, 2, 4] { subject.onNext(value) }
            subject.onCompleted()
            subject.onNext(5)
            #expect(log.all == ["v10", "v20", "v40", "completed", "disposed"])
            #expect(!subject.hasObservers)
        }
    }

    @Test func aThrowingTransformEndsTheChainWithItsErrorAndLetsGoOfTheSubject() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let log = Log()
            _ = log.subscribe(subject.filter { $0 > 0 }.map { value -> Int in
                if value == 2 { throw TestError(id: 2) }
                return value
            }.distinctUntilChanged())
            for value in [1, 2, 3] { subject.onNext(value) }
            #expect(log.all == ["1", "error TestError(2)", "disposed"])
            #expect(!subject.hasObservers)
        }
    }

    @Test func aSubjectErrorPassesThroughEveryNode() {
        let subject = PublishSubject<Int>()
        let log = Log()
        _ = log.subscribe(subject.map { $0 + 1 }.filter { _ in true }.distinctUntilChanged())
        subject.onNext(1)
        subject.onError(TestError(id: 7))
        #expect(log.all == ["2", "error TestError(7)", "disposed"])
    }

    @Test func justOfAndEmptyCompleteDuringSubscribe() {
        expectNoLeaks {
            let log = Log()
            _ = log.subscribe(Observable.just(4).map { $0 * 2 }.filter { $0 > 0 })
            _ = log.subscribe(Observable.of(1, 1, 2, 1).distinctUntilChanged().map { $0 * 3 })
            _ = log.subscribe(Observable<Int>.empty().map { $0 })
            #expect(log.all == ["8", "completed", "disposed", "3", "6", "3", "completed", "disposed", "completed", "disposed"])
        }
    }

    @Test func disposingStopsDeliveryAndReleasesTheSubscription() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            let log = Log()
            let subscription = log.subscribe(subject.map { $0 }.distinctUntilChanged())
            subject.onNext(1)
            subscription.dispose()
            subscription.dispose()
            subject.onNext(2)
            #expect(log.all == ["1", "disposed"])
            #expect(!subject.hasObservers)
        }
    }

    @Test func aSubjectThatEndedHandsANodeItsTerminalEvent() {
        let subject = PublishSubject<Int>()
        subject.onError(TestError(id: 3))
        let log = Log()
        _ = log.subscribe(subject.map { $0 })
        #expect(log.all == ["error TestError(3)", "disposed"])
    }

    @Test func chainsSubscribedAndDisposedOnManyThreadsAllLetGo() {
        let subject = PublishSubject<Int>()
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            let subscription = subject.map { $0 + index }.filter { $0 >= 0 }.distinctUntilChanged().subscribe(onNext: { _ in })
            subscription.dispose()
        }
        #expect(!subject.hasObservers)
    }
}
