import Foundation
import CPosix
#if canImport(Glibc)
import Glibc
#endif
import ProcessSpawn

/// Runs the `tmux` client the program lives under (`tmux show`, `tmux display`, `load-buffer`),
/// waiting for it: the probe, doctor and the clipboard ask tmux this way. Its errors are
/// swallowed: tmux's answer is advice, never needed to run.
///
/// `tmux` is started with `posix_spawnp` directly: Foundation's `Process` through `/usr/bin/env`
/// took two programs and its own machinery, about 50 ms of a launch on this machine kind.
public enum TmuxCommand {
    /// Runs `tmux ARGUMENTS` with `input` on its standard input (none when nil); its standard
    /// output, trimmed, or nil when it could not run or failed.
    @discardableResult
    public static func run(_ arguments: [String], input: Data? = nil) -> String? {
        var output: [Int32] = [-1, -1]
        var feed: [Int32] = [-1, -1]
        guard makePipe(&output) else { return nil }
        if input != nil, !makePipe(&feed) {
            close(output[0])
            close(output[1])
            return nil
        }
        let pid = spawn(["tmux"] + arguments, standardInput: input == nil ? nil : feed[0], standardOutput: output[1])
        close(output[1])
        if input != nil { close(feed[0]) }
        guard let pid else {
            close(output[0])
            if input != nil { close(feed[1]) }
            return nil
        }
        if let input {
            writeIgnoringBrokenPipe(input, to: feed[1])
            close(feed[1])
        }
        let data = readToEnd(output[0])
        close(output[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // WIFEXITED && WEXITSTATUS == 0 (the macros are not imported).
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `tmux` with the given standard input (else `/dev/null`), standard output to the pipe,
    /// standard error to `/dev/null` and a clean signal state; the pid, or nil.
    private static func spawn(_ arguments: [String], standardInput: Int32?, standardOutput: Int32) -> pid_t? {
        var spawn = ProcessSpawn(arguments)
        if let standardInput { spawn.standardInput = .descriptor(standardInput) }
        spawn.standardOutput = .descriptor(standardOutput)
        return try? spawn.run().get()
    }

    /// A pipe whose ends the child does not inherit (it gets copies on 0 and 1 only), close-on-exec
    /// atomically: a child another thread spawns meanwhile cannot hold an end and stall the read.
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        photo_tui_cloexec_pipe(&ends) == 0
    }

    private static func readToEnd(_ descriptor: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return data
            }
        }
    }

    /// Writes all of `data`; a tmux that exits before reading it all must not kill the program
    /// with SIGPIPE, so the signal is blocked on this thread for the write and a pending one taken.
    private static func writeIgnoringBrokenPipe(_ data: Data, to descriptor: Int32) {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        var broken = false
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    broken = errno == EPIPE
                    return
                }
            }
        }
        if broken {
            var zero = timespec(tv_sec: 0, tv_nsec: 0)
            _ = sigtimedwait(&pipeSignal, nil, &zero)
        }
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }
}
