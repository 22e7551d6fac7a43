import Foundation
import Testing
@testable import Terminal

@Suite struct EventLoopTests {
    /// Runs the loop on this thread with a watchdog so a broken loop fails instead of hanging.
    private func run(_ loop: EventLoop, _ setUp: () -> Void) {
        let watchdog = loop.schedule(after: .seconds(20)) {
            Issue.record("event loop test timed out")
            loop.stop()
        }
        setUp()
        loop.run()
        watchdog.cancel()
    }

    @Test func workPostedFromManyThreadsRunsOnTheLoopThreadInOrderPerThread() {
        let loop = EventLoop()
        // Only touched on the loop thread; the box lets the posting threads capture it.
        final class Record: @unchecked Sendable {
            var seen: [Int: [Int]] = [:]
            var onLoop = true
        }
        let record = Record()
        run(loop) {
            for thread in 0..<4 {
                Thread.detachNewThread {
                    for value in 0..<250 {
                        loop.post {
                            record.onLoop = record.onLoop && loop.isCurrent
                            record.seen[thread, default: []].append(value)
                            if record.seen.values.map(\.count).reduce(0, +) == 1000 { loop.stop() }
                        }
                    }
                }
            }
        }
        #expect(record.onLoop)
        for thread in 0..<4 { #expect(record.seen[thread] == Array(0..<250)) }
    }

    @Test func timersFireInDeadlineOrder() {
        let loop = EventLoop()
        var fired: [Int] = []
        run(loop) {
            loop.schedule(after: .milliseconds(30)) { fired.append(30); loop.stop() }
            loop.schedule(after: .milliseconds(10)) { fired.append(10) }
            loop.schedule(after: .milliseconds(20)) { fired.append(20) }
            loop.schedule(after: .milliseconds(0)) { fired.append(0) }
        }
        #expect(fired == [0, 10, 20, 30])
    }

    @Test func cancelledTimersDoNotFire() {
        let loop = EventLoop()
        var fired: [String] = []
        run(loop) {
            let doomed = loop.schedule(after: .milliseconds(5)) { fired.append("doomed") }
            loop.schedule(after: .milliseconds(1)) { fired.append("canceller"); doomed.cancel() }
            loop.schedule(after: .milliseconds(40)) { loop.stop() }
        }
        #expect(fired == ["canceller"])
    }

    @Test func repeatingTimerRepeatsUntilCancelled() {
        let loop = EventLoop()
        var ticks = 0
        run(loop) {
            var timer: LoopTimer?
            timer = loop.scheduleRepeating(every: .milliseconds(2)) {
                ticks += 1
                if ticks == 3 {
                    timer?.cancel()
                    loop.schedule(after: .milliseconds(20)) { loop.stop() }
                }
            }
        }
        #expect(ticks == 3)
    }

    @Test func repeatingTimerCanStartAtOnce() {
        let loop = EventLoop()
        var events: [String] = []
        run(loop) {
            var timer: LoopTimer?
            timer = loop.scheduleRepeating(every: .seconds(30), startingAfter: .milliseconds(0)) {
                events.append("tick")
                timer?.cancel()
            }
            loop.schedule(after: .milliseconds(10)) { events.append("later"); loop.stop() }
        }
        #expect(events == ["tick", "later"])
    }

    @Test func rendersAtMostOncePerTurnAndOnlyWhenDirty() {
        let loop = EventLoop()
        var renders = 0
        loop.renderHandler = { renders += 1 }
        loop.post {
            loop.setNeedsRender()
            loop.setNeedsRender()
            loop.setNeedsRender()
        }
        loop.turn()
        #expect(renders == 1)
        loop.post {}
        loop.turn()
        #expect(renders == 1)
        loop.setNeedsRender()
        loop.turn()
        #expect(renders == 2)
    }

    @Test func idleLoopSleepsWithoutTimeout() {
        let loop = EventLoop()
        #expect(loop.pollTimeout() == -1)
        let timer = loop.schedule(after: .seconds(5))  {}
        #expect((4900...5000).contains(loop.pollTimeout()))
        timer.cancel()
        #expect(loop.pollTimeout() == -1)
        loop.post {}
        #expect(loop.pollTimeout() == 0)
    }

    @Test func watchedDescriptorWakesTheLoop() {
        let loop = EventLoop()
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        var received: [UInt8] = []
        run(loop) {
            loop.watch(fileDescriptor: fds[0]) {
                var byte: UInt8 = 0
                if read(fds[0], &byte, 1) == 1 { received.append(byte) }
                loop.stop()
            }
            let writeEnd = fds[1]
            Thread.detachNewThread {
                var byte: UInt8 = 42
                _ = write(writeEnd, &byte, 1)
            }
        }
        #expect(received == [42])
    }
}
