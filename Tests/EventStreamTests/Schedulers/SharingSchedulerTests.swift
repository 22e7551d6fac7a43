import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct SharingSchedulerTests {
    @Test func mockIsScoped() {
        let scheduler = TestScheduler(initialClock: 0)
        #expect(SharingScheduler.make() === MainScheduler.instance)
        SharingScheduler.mock(scheduler: scheduler) {
            #expect(SharingScheduler.make() === scheduler)
        }
        #expect(SharingScheduler.make() === MainScheduler.instance)
    }
}
