import Testing
@testable import EventStream

@Suite struct ObserverListTests {
    @Test func manySubscribersInOrderAndRemoval() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let a = subject.subscribe(onNext: { log.append("a\($0)") })
        let b = subject.subscribe(onNext: { log.append("b\($0)") })
        let c = subject.subscribe(onNext: { log.append("c\($0)") })
        subject.onNext(1)
        b.dispose()
        subject.onNext(2)
        a.dispose()
        subject.onNext(3)
        c.dispose()
        subject.onNext(4)
        #expect(log == ["a1", "b1", "c1", "a2", "c2", "c3"])
        #expect(!subject.hasObservers)
    }

    @Test func subscriptionOutlivingSubjectDisposesSafely() {
        var subject: PublishSubject<Int>? = PublishSubject()
        weak var weakSubject = subject
        let subscription = subject!.subscribe(onNext: { _ in })
        subject = nil
        #expect(weakSubject == nil)
        subscription.dispose()
    }

    /// Nodes (a closure subscriber, a chain's first sink) are registered in the list as they
    /// are, beside boxed observers; each leaves by its own key, whichever order they go in.
    @Test func nodesAndBoxedObserversLeaveByTheirOwnKeys() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var log: [String] = []
            let node = subject.subscribe(onNext: { log.append("n\($0)") })
            let chain = subject.map { $0 * 10 }.filter { $0 != 20 }.subscribe(onNext: { log.append("c\($0)") })
            let boxed = subject.subscribe(AnyObserver<Int>(eventHandler: { event in
                if case .next(let value) = event { log.append("b\(value)") }
            }))
            subject.onNext(1)
            chain.dispose()
            subject.onNext(2)
            node.dispose()
            node.dispose()
            subject.onNext(3)
            #expect(subject.hasObservers)
            boxed.dispose()
            subject.onNext(4)
            #expect(log == ["n1", "c10", "b1", "n2", "b2", "b3"])
            #expect(!subject.hasObservers)
        }
    }

    /// A node registered itself with a subject that ends and is then disposed: the removal
    /// finds nothing and does nothing.
    @Test func aNodeDisposedAfterItsSubjectEndedLeavesNothingBehind() {
        expectNoLeaks {
            let subject = PublishSubject<Int>()
            var log: [String] = []
            let subscription = subject.map { $0 + 1 }.subscribe(
                onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
            subject.onNext(1)
            subject.onCompleted()
            subscription.dispose()
            let late = subject.subscribe(onNext: { log.append("late \($0)") }, onCompleted: { log.append("late completed") })
            late.dispose()
            #expect(log == ["2", "completed", "disposed", "late completed"])
            #expect(!subject.hasObservers)
        }
    }
}
