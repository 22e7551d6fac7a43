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

    // Async and without semaphores: a test that blocks a thread of the cooperative pool while the
    // task it waits for needs that pool starves on a loaded two-core machine.
    @Test func disposeCancelsTheTask() async {
        let (started, startedSignal) = AsyncStream.makeStream(of: Void.self)
        let (cancelled, cancelledSignal) = AsyncStream.makeStream(of: Void.self)
        let subscription = Single<Int>.create {
            startedSignal.yield()
            await withTaskCancellationHandler {
                while !Task.isCancelled { await Task.yield() }
            } onCancel: {
                cancelledSignal.yield()
            }
            return 1
        }.subscribe(onSuccess: { _ in Issue.record("delivered after dispose") })
        var startedIterator = started.makeAsyncIterator()
        #expect(await startedIterator.next() != nil)
        subscription.dispose()
        var cancelledIterator = cancelled.makeAsyncIterator()
        #expect(await cancelledIterator.next() != nil)
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
