import Foundation
import Testing
@testable import PhotoTUI

@Suite("Paging pace")
struct PagingPaceTests {
    @Test func theLookaheadCoversTheMeasuredLatencyAtTheCurrentSpeed() {
        var pace = PagingPace()
        let t0 = Date(timeIntervalSince1970: 1000)
        #expect(pace.lookahead(at: t0) == PagingPace.minimumRows)  // standing still
        pace.asked(at: t0)
        pace.arrived(at: t0.addingTimeInterval(0.9))
        #expect(abs((pace.latency ?? 0) - 0.9) < 1e-6)
        // 30 rows a second for the last second: 30 × 0.9 s × 1.5 = 40.5, so 41 rows, plus the minimum.
        for step in 0..<30 { pace.moved(rows: 1, at: t0.addingTimeInterval(1 + Double(step) / 30)) }
        #expect(pace.lookahead(at: t0.addingTimeInterval(1.99)) == PagingPace.minimumRows + 41)
        // Moves older than a second no longer count.
        #expect(pace.lookahead(at: t0.addingTimeInterval(10)) == PagingPace.minimumRows)
    }

    @Test func latencyIsSmoothedAndACancelledPageIsNotMeasured() {
        var pace = PagingPace()
        let t0 = Date(timeIntervalSince1970: 0)
        pace.asked(at: t0)
        pace.arrived(at: t0.addingTimeInterval(1))
        pace.asked(at: t0.addingTimeInterval(2))
        pace.cancelled()
        pace.arrived(at: t0.addingTimeInterval(10))
        #expect(abs((pace.latency ?? 0) - 1) < 1e-6)
        pace.asked(at: t0.addingTimeInterval(20))
        pace.arrived(at: t0.addingTimeInterval(20.2))
        #expect(abs((pace.latency ?? 0) - 0.6) < 1e-6)
    }
}
