import Dispatch
import Testing
@testable import EventStream

@Suite struct EmitterGateTests {
    @Test func reentrantEventsAreQueuedInOrder() {
        var log: [Event<Int>] = []
        var gate: EmitterGate<AnyObserver<Int>>?
        gate = EmitterGate(AnyObserver { event in
            log.append(event)
            if event == .next(1) {
                gate?.onNext(2)
                gate?.on(.completed)
                gate?.onNext(3)
            }
        })
        gate?.onNext(1)
        #expect(log == [.next(1), .next(2), .completed])
    }

    @Test func concurrentCallersNeverOverlap() {
        let observer = GrammarObserver<Int>()
        let gate = EmitterGate(observer)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for value in 0..<2_000 { gate.onNext(thread * 10_000 + value) }
        }
        #expect(observer.problems == [])
        #expect(observer.count == 8_000)
    }

    @Test func closeDropsLaterEvents() {
        var log: [Event<Int>] = []
        let gate = EmitterGate(AnyObserver<Int> { log.append($0) })
        gate.close()
        gate.onNext(1)
        #expect(log == [])
    }
}
