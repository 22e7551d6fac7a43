import Testing
@testable import EventStream

@Suite struct ObservableValuesTests {
    @Test func iteratesElementsAndFinishes() async throws {
        var collected: [Int] = []
        for try await value in Observable.of(1, 2, 3).values { collected.append(value) }
        #expect(collected == [1, 2, 3])
    }

    @Test func rethrowsError() async {
        await #expect(throws: TestError.self) {
            for try await _ in Observable<Int>.error(TestError()).values {}
        }
    }

    @Test func breakingOutDisposes() async throws {
        let subject = BehaviorSubject(value: 0)
        for try await value in subject.values {
            #expect(value == 0)
            break
        }
        // The stream's termination handler disposes the subscription.
        for _ in 0..<1_000 where subject.hasObservers { await Task.yield() }
        #expect(!subject.hasObservers)
    }

    @Test func asyncSequenceAsObservable() async throws {
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(4)
            continuation.yield(5)
            continuation.finish()
        }
        let values = try await stream.asObservable().toArray().value
        #expect(values == [4, 5])
    }

    @Test func driverValues() async {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let driver = SharingScheduler.mock(scheduler: scheduler) { Observable.of(1, 2).asDriver(onErrorJustReturn: 0) }
        var collected: [Int] = []
        for await value in driver.values { collected.append(value) }
        #expect(collected == [1, 2])
    }
}
