import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct ScheduledDisposableTests {
    @Test func disposesOnSchedulerOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [Int] = []
        let disposable = ScheduledDisposable(scheduler: scheduler, disposable: Disposables.create { disposedAt.append(scheduler.clock) })
        scheduler.scheduleAt(100) {
            disposable.dispose()
            disposable.dispose()
        }
        scheduler.start()
        #expect(disposedAt == [101])
        #expect(disposable.isDisposed)
    }
}
