import Dispatch
import Testing
@testable import EventStream

@Suite struct MainSchedulerTests {
    @Test func offMainThreadWorkGoesToInstalledScheduler() {
        // Tests run off the main thread, so the work is posted to the installed scheduler
        // (DispatchQueue.main by default) and runs there.
        let done = DispatchSemaphore(value: 0)
        let work = MainScheduler.instance.schedule {
            dispatchPrecondition(condition: .onQueue(.main))
            done.signal()
        }
        #expect(wait(done))
        work.dispose()
    }
}
