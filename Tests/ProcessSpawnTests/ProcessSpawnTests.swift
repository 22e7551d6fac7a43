import Foundation
import ProcessSpawn
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite struct ProcessSpawnTests {
    /// Runs `spawn` with its output to a new file and returns what it wrote, once it has exited.
    private func output(of spawn: ProcessSpawn) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("spawn-\(UUID().uuidString)").path
        defer { unlink(file) }
        var spawn = spawn
        if spawn.standardOutput == .null { spawn.standardOutput = .file(file) }
        let pid = try spawn.run().get()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    }

    private func shell(_ script: String) -> ProcessSpawn { ProcessSpawn(["sh", "-c", script]) }

    @Test func standardErrorCanFollowStandardOutputIntoAFile() throws {
        var spawn = shell("echo out; echo err >&2")
        spawn.standardError = .standardOutput
        #expect(try output(of: spawn) == "out\nerr\n")
    }

    @Test func standardErrorGoesNowhereUnlessAsked() throws {
        #expect(try output(of: shell("echo out; echo err >&2")) == "out\n")
    }

    @Test func theChildStartsWithNoSignalBlockedWhateverTheCallerBlocks() throws {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGWINCH)
        sigaddset(&blocked, SIGCHLD)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        #expect(try output(of: shell("grep SigBlk /proc/self/status")) == "SigBlk:\t0000000000000000\n")
    }

    @Test func aNewProcessGroupIsLedByTheChild() throws {
        // Field 5 of /proc/PID/stat is the process group.
        let script = "echo $$ $(cut -d' ' -f5 /proc/$$/stat)"
        var grouped = shell(script)
        grouped.newProcessGroup = true
        let ids = try output(of: grouped).split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(ids.count == 2 && ids[0] == ids[1])
        let inherited = try output(of: shell(script)).split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        #expect(inherited.count == 2 && inherited[1] == String(getpgrp()))
    }

    @Test func theEnvironmentIsExactlyTheOneGiven() throws {
        var spawn = ProcessSpawn(["env"])
        spawn.environment = ["ONLY": "this"]
        spawn.executable = "/usr/bin/env"
        #expect(try output(of: spawn) == "ONLY=this\n")
    }

    @Test func descriptorsFrom3UpAreClosedWhenAsked() throws {
        // Not close-on-exec, and above anything the parallel tests hold, so no one else's is taken.
        let null = open("/dev/null", O_RDONLY)
        let kept = fcntl(null, F_DUPFD, 200)
        close(null)
        #expect(kept >= 200)
        defer { close(kept) }
        let script = "test -e /proc/$$/fd/\(kept) && echo open || echo closed"
        var closing = shell(script)
        closing.closesOtherDescriptors = true
        #expect(try output(of: closing) == "closed\n")
        #expect(try output(of: shell(script)) == "open\n")
    }

    @Test func aMissingProgramIsItsErrno() {
        let result = ProcessSpawn(["photo-tui-no-such-program"]).run()
        #expect(throws: SpawnError(code: ENOENT)) { try result.get() }
    }

    @Test func standardInputComesFromTheDescriptorGiven() throws {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        _ = "piped\n".withCString { write(ends[1], $0, 6) }
        close(ends[1])
        defer { close(ends[0]) }
        var spawn = ProcessSpawn(["cat"])
        spawn.standardInput = .descriptor(ends[0])
        #expect(try output(of: spawn) == "piped\n")
    }
}
