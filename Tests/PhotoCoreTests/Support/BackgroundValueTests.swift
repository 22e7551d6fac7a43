import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoModel

@Suite("A value worked out on a thread of its own")
struct BackgroundValueTests {
    @Test func readersWaitForTheWorkWhichRunsOnceOffTheirThread() async {
        let gate = DispatchSemaphore(value: 0)
        let runs = Locked(0)
        let callerThread = Thread.current
        let ranElsewhere = Flag()
        let value = BackgroundValue(name: "test") { () -> [String] in
            gate.wait()
            runs.withLock { $0 += 1 }
            if Thread.current != callerThread { ranElsewhere.raise() }
            return ["launch", "joined"]
        }
        // The work is held at the gate: nothing is there yet, and asking does not wait.
        #expect(value.valueIfReady == nil)
        // Four readers on threads of their own, all waiting before the work may finish.
        let readers = (0..<4).map { _ in BackgroundValue(name: "reader") { value.value } }
        #expect(readers.allSatisfy { $0.valueIfReady == nil })
        gate.signal()
        let read = await awaitCallback { done in DispatchQueue.global().async { done(readers.map(\.value) + [value.value]) } }
        #expect(read == Array(repeating: ["launch", "joined"], count: 5))
        #expect(value.valueIfReady == ["launch", "joined"])
        #expect(runs.withLock { $0 } == 1 && ranElsewhere.isRaised)
    }

    @Test func anOptionalValueOfNilIsAValueToo() async {
        let value = BackgroundValue(name: "test") { () -> Int? in nil }
        let read = await awaitCallback { done in DispatchQueue.global().async { done(value.value) } }
        #expect(read == nil)
        #expect(value.valueIfReady == .some(nil))
    }
}
