import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct SharingSchedulerTests {
    @Test func mockIsScoped() {
        let scheduler = TestScheduler(initialClock: 0)
        // Outside a mock, a main scheduler of its own for each driver (as RxSwift's
        // `SharingScheduler.make` is `{ MainScheduler() }`).
        #expect(SharingScheduler.make() is MainScheduler)
        #expect(SharingScheduler.make() !== SharingScheduler.make())
        SharingScheduler.mock(scheduler: scheduler) {
            #expect(SharingScheduler.make() === scheduler)
        }
        #expect(SharingScheduler.make() is MainScheduler)
    }

    @Test func mockWithAFactoryMakesOneSchedulerPerDriver() {
        var made: [TestScheduler] = []
        SharingScheduler.mock(makeScheduler: { () -> Scheduler in
            let scheduler = TestScheduler(initialClock: 0)
            made.append(scheduler)
            return scheduler
        }) {
            _ = PublishRelay<Int>().asDriver()
            _ = PublishRelay<Int>().asSignal()
        }
        #expect(made.count == 2)
    }
}
