import Foundation
import Testing
@testable import PhotoCore
@testable import SaveHooks

/// `ChildProcess` against real programs: exit statuses, captured output, a program that is not
/// there, the timeout (short, injected), and what the child inherits. Every test waits on the
/// completion, never on a clock.
@Suite struct ChildProcessTests {
    static func run(_ arguments: [String], timeout: TimeInterval = 20, outputLimit: Int = ChildProcess.defaultOutputLimit)
        async -> ChildProcessResult {
        await awaitCallback { done in ChildProcess.run(arguments, timeout: timeout, outputLimit: outputLimit, completion: done) }
    }

    static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    @Test func trueAndFalseGiveTheirStatus() async {
        #expect(await Self.run(["/bin/true"]).termination == .exited(0))
        #expect(await Self.run(["false"]).termination == .exited(1))
        #expect(await Self.run(["true"]).succeeded)
    }

    @Test func aMissingProgramCouldNotStart() async {
        let result = await Self.run(["photo-tui-no-such-program", "x"])
        #expect(result.termination == .couldNotStart("No such file or directory"))
        #expect(!result.succeeded)
        #expect(await Self.run(["/nonexistent/dir/prog"]).termination == .couldNotStart("No such file or directory"))
    }

    @Test func bothStreamsAreCapturedApart() async {
        let result = await Self.run(["sh", "-c", "echo out; echo err >&2; echo more >&2; exit 4"])
        #expect(result.termination == .exited(4))
        #expect(Self.text(result.standardOutput) == "out\n")
        #expect(Self.text(result.standardError) == "err\nmore\n")
    }

    @Test func onlyTheLastBytesOfALongOutputAreKept() async {
        let result = await Self.run(["sh", "-c", "head -c 300000 /dev/zero; printf END"], outputLimit: 1024)
        #expect(result.termination == .exited(0))
        #expect(result.standardOutput.count == 1024)
        #expect(Self.text(result.standardOutput).hasSuffix("END"))
    }

    @Test func standardInputIsEmpty() async {
        // `cat` would wait for ever on a terminal or an open pipe.
        let result = await Self.run(["cat"])
        #expect(result.termination == .exited(0) && result.standardOutput.isEmpty)
    }

    @Test func aHangingProgramIsKilledAtTheTimeout() async throws {
        // Proof by the process, not by a clock: a suite under ThreadSanitizer on two busy cores
        // resumed this test 27 s late, so an elapsed-time bound failed with the kill on time.
        let result = await Self.run(["sh", "-c", "echo $$; exec sleep 3600"], timeout: 0.2)
        #expect(result.termination == .timedOut(seconds: 0.2))
        let pid = try #require(Int32(Self.text(result.standardOutput).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(Self.hasEnded(pid), "the program outlived its timeout")
    }

    /// Gone, or a zombie not yet reaped: either way the kill reached it.
    static func hasEnded(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }

    @Test func theTimeoutKillsWhatTheProgramStartedToo() async {
        // The shell waits for its `sleep`, which holds the pipes: both must go for the reader to end.
        let result = await Self.run(["sh", "-c", "echo started; sleep 30; echo never"], timeout: 0.3)
        #expect(result.termination == .timedOut(seconds: 0.3))
        #expect(Self.text(result.standardOutput) == "started\n")
    }

    @Test func aProgramThatLeavesAChildBehindEndsAtItsOwnExit() async throws {
        // Like a wallpaper setter that starts its daemon: the child keeps the pipes open.
        let result = await Self.run(["sh", "-c", "sleep 30 & echo $!; exit 0"])
        #expect(result.termination == .exited(0))
        let child = try #require(pid_t(Self.text(result.standardOutput).trimmingCharacters(in: .whitespacesAndNewlines)))
        kill(child, SIGKILL)
    }

    @Test func theProgramInheritsNoOtherDescriptor() async throws {
        let descriptor = open("/dev/null", O_RDONLY)  // no O_CLOEXEC: exec alone would pass it on
        try #require(descriptor > 2)
        defer { close(descriptor) }
        let result = await Self.run(["sh", "-c", "if [ -e /proc/self/fd/\(descriptor) ]; then echo open; else echo closed; fi"])
        #expect(Self.text(result.standardOutput) == "closed\n")
    }

    @Test func aSignalThatEndsTheProgramIsReported() async {
        let result = await Self.run(["sh", "-c", "kill -TERM $$"])
        #expect(result.termination == .signalled(SIGTERM))
    }
}
