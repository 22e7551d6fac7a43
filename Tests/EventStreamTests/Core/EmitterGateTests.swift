import Dispatch
import Testing
@testable import EventStream

@Suite struct EmitterGateTests {
    @Test func reentrantEventsAreDeliveredInOrder() {
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

    // As RxSwift's recursive locks: an event fed back on the delivering thread is delivered
    // inside the delivery that caused it.
    @Test func reentrantEventsOnTheDeliveringThreadNest() {
        var log: [String] = []
        var gate: EmitterGate<AnyObserver<Int>>?
        gate = EmitterGate(AnyObserver { event in
            guard case .next(let value) = event else { return log.append("end") }
            log.append("<\(value)")
            if value < 3 { gate?.onNext(value + 1) }
            if value == 2 { gate?.on(.completed) }
            log.append("\(value)>")
        })
        gate?.onNext(1)
        #expect(log == ["<1", "<2", "<3", "3>", "end", "2>", "1>"])
    }

    // Another thread's event waits; if the delivery it waits on ends the sequence (nested),
    // it is dropped rather than sent after the end.
    @Test func anotherThreadsEventWaitsAndIsDroppedAfterANestedEnd() {
        final class Box: @unchecked Sendable { var gate: EmitterGate<AnyObserver<Int>>? }
        let inside = DispatchSemaphore(value: 0)
        let queued = DispatchSemaphore(value: 0)
        let other = DispatchSemaphore(value: 0)
        let box = Box()
        var log: [Event<Int>] = []
        box.gate = EmitterGate(AnyObserver { event in
            log.append(event)
            if event == .next(1) {
                inside.signal()
                _ = wait(queued)
                box.gate?.on(.completed)
            }
        })
        DispatchQueue.global().async {
            _ = wait(inside)
            box.gate?.onNext(9)
            queued.signal()
            other.signal()
        }
        box.gate?.onNext(1)
        #expect(wait(other))
        #expect(log == [.next(1), .completed])
    }
}
