import Foundation
import Testing
@testable import PhotoTUI

/// `PHOTO_TUI_TIMING`: one `name microseconds` line per finished clock; the full-screen clock
/// also writes when it started (the benchmark pairs it with the graphics trace's `t_us`).
@Suite struct TimingLogTests {
    @Test func theFullScreenClockWritesItsStartOthersOnlyTheirTime() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("timing-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let log = TimingLog(environment: ["PHOTO_TUI_TIMING": path])
        log.mark("key_to_frame")
        log.mark("step_to_fullscreen")
        let before = DispatchTime.now().uptimeNanoseconds / 1000
        log.finish("key_to_frame")
        log.finish("step_to_fullscreen")
        log.finish("step_to_fullscreen")  // not running: nothing
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(lines.map { $0.first ?? "" } == ["key_to_frame", "step_to_fullscreen", "step_to_fullscreen_start_us"])
        #expect(lines.allSatisfy { $0.count == 2 && UInt64($0[1]) != nil }, "two words a line: the graphics suite reads them so")
        let start = try #require(UInt64(lines[2][1]))
        #expect(start <= before && before - start < 60_000_000)
    }
}
