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
}
