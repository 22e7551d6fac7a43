import Testing
@testable import EventStream
import EventStreamTesting

@Suite struct SchedulerTests {
    @Test func recursiveSchedulingUntilDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var ticks: [Int] = []
        var recursion: Disposable?
        recursion = scheduler.scheduleRecursive(0, dueTime: .milliseconds(10)) { count, again in
            ticks.append(scheduler.clock)
            if count < 2 { again(count + 1) } else { recursion?.dispose() }
        }
        scheduler.start()
        #expect(ticks == [10, 20, 30])
    }

    @Test func intervalsConvertToMilliseconds() {
        #expect(RxTimeInterval.seconds(2).millisecondsValue == 2_000)
        #expect(RxTimeInterval.microseconds(1_600).millisecondsValue == 2)
        #expect(RxTimeInterval.nanoseconds(400_000).millisecondsValue == 0)
        #expect(RxTimeInterval.never.millisecondsValue == Int.max)
        #expect(RxTimeInterval.milliseconds(1_500).secondsValue == 1.5)
    }
}
