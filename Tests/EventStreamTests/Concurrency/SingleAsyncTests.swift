import Dispatch
import Testing
@testable import EventStream

@Suite struct SingleAsyncTests {
    @Test func awaitsValueAndError() async throws {
        #expect(try await Single.just(3).value == 3)
        await #expect(throws: TestError.self) { try await Single<Int>.error(TestError()).value }
    }

    @Test func createFromAsyncOperation() async throws {
        let single = Single<Int>.create { 6 * 7 }
        #expect(try await single.value == 42)
    }

    @Test func disposeCancelsTheTask() {
        let cancelled = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let subscription = Single<Int>.create {
            started.signal()
            await withTaskCancellationHandler {
                while !Task.isCancelled { await Task.yield() }
            } onCancel: {
                cancelled.signal()
            }
            return 1
        }.subscribe(onSuccess: { _ in Issue.record("delivered after dispose") })
        #expect(wait(started))
        subscription.dispose()
        #expect(wait(cancelled))
    }

    @Test func cancellingTheAwaitingTaskDisposes() async {
        let subject = PublishSubject<Int>()
        let task = Task { try await subject.asSingle().value }
        for _ in 0..<10_000 where !subject.hasObservers { await Task.yield() }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(!subject.hasObservers)
    }

    @Test func maybeAndCompletableValues() async throws {
        #expect(try await Maybe<Int>.empty().value == nil)
        #expect(try await Maybe.just(2).value == 2)
        try await Completable.empty().value
    }
}
