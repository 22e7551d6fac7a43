import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

@Suite struct SaveHookSummaryTests {
    static func outcome(_ termination: ChildProcessResult.Termination, stderr: String = "", program: String = "swww") -> SaveHookOutcome {
        SaveHookOutcome(program: program, result: ChildProcessResult(termination: termination, standardError: Data(stderr.utf8)))
    }

    @Test func eachEndingInOneLine() {
        #expect(SaveHookSummary.line(for: Self.outcome(.exited(0), stderr: "chatty\n")) == "swww exited 0")
        #expect(SaveHookSummary.line(for: Self.outcome(.exited(1), stderr: "Error: daemon not running\n")) == "swww exited 1: Error: daemon not running")
        #expect(SaveHookSummary.line(for: Self.outcome(.exited(2))) == "swww exited 2")
        #expect(SaveHookSummary.line(for: Self.outcome(.signalled(SIGSEGV))) == "swww ended by signal 11 (Segmentation fault)")
        #expect(SaveHookSummary.line(for: Self.outcome(.timedOut(seconds: 60))) == "swww took over 60 s and was stopped")
        #expect(SaveHookSummary.line(for: Self.outcome(.timedOut(seconds: 0.5))) == "swww took over 0.5 s and was stopped")
        #expect(SaveHookSummary.line(for: Self.outcome(.couldNotStart("No such file or directory"))) == "could not run swww: No such file or directory")
    }

    @Test func theLastErrorLineIsSanitizedAndShortened() {
        let hostile = "first\n\u{1B}[2J\u{1B}]52;c;ZXZpbA==\u{07}\u{1B}[31mred alert\u{1B}[0m\r\n\u{1B}[0m\n"
        #expect(SaveHookSummary.line(for: Self.outcome(.exited(3), stderr: hostile, program: "evil\u{1B}[2Jprog")) == "evilprog exited 3: red alert")
        let long = String(repeating: "x", count: 500)
        let line = SaveHookSummary.line(for: Self.outcome(.exited(1), stderr: long))
        #expect(line == "swww exited 1: " + String(repeating: "x", count: SaveHookSummary.maximumDetail - 1) + "…")
    }
}
