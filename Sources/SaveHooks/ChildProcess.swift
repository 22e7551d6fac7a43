import Foundation
import CPosix
#if canImport(Glibc)
import Glibc
#endif
import PhotoModel
import ProcessSpawn

/// Runs a program directly (`posix_spawnp`, never a shell) with standard input from `/dev/null`
/// and its output captured, off the caller's thread, killed after a timeout.
///
/// The program gets a process group of its own, so the timeout kills what it started too
/// (`sh -c 'sleep 100'` leaves no `sleep` behind), and a clean signal mask and dispositions
/// whatever the caller's threads block or ignore. Descriptors other than 0, 1 and 2 are closed
/// in the child. Its exit is awaited by a thread of its own in `waitpid`, which wakes the reader;
/// the reader stops at the exit rather than at the end of the output, since a daemon the program
/// leaves behind may hold the pipes open for the rest of its life.
///
/// ```swift
/// ChildProcess.run(["swww", "img", path], timeout: 60) { result in … }
/// ```
public enum ChildProcess {
    /// How much of each stream is kept: the last bytes, where the error usually is.
    public static let defaultOutputLimit = 64 * 1024

    /// Starts `arguments[0]` (looked up in `PATH` when it has no slash) with the rest as its
    /// arguments, and calls `completion` once, on another thread, when it has ended.
    /// - Parameters:
    ///   - arguments: the program and its arguments; must not be empty.
    ///   - timeout: seconds after which the program and its process group are killed (SIGKILL).
    ///   - outputLimit: bytes of each stream kept (the last ones).
    ///   - completion: how it ended, with the end of its output.
    public static func run(
        _ arguments: [String], timeout: TimeInterval, outputLimit: Int = defaultOutputLimit,
        completion: @escaping @Sendable (ChildProcessResult) -> Void
    ) {
        precondition(!arguments.isEmpty, "a program to run")
        var outputPipe: [Int32] = [-1, -1]
        var errorPipe: [Int32] = [-1, -1]
        var wakePipe: [Int32] = [-1, -1]
        let opened = makePipe(&outputPipe) && makePipe(&errorPipe) && makePipe(&wakePipe)
        guard opened else {
            let reason = String(cString: strerror(errno))
            (outputPipe + errorPipe + wakePipe).filter { $0 >= 0 }.forEach { close($0) }
            DispatchQueue.global().async { completion(ChildProcessResult(termination: .couldNotStart(reason))) }
            return
        }

        let spawned = spawn(arguments, standardOutput: outputPipe[1], standardError: errorPipe[1])
        close(outputPipe[1])
        close(errorPipe[1])
        guard case .success(let pid) = spawned else {
            if case .failure(let failure) = spawned {
                let reason = String(cString: strerror(failure.code))
                [outputPipe[0], errorPipe[0], wakePipe[0], wakePipe[1]].forEach { close($0) }
                DispatchQueue.global().async { completion(ChildProcessResult(termination: .couldNotStart(reason))) }
            }
            return
        }
        for descriptor in [outputPipe[0], errorPipe[0]] {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        let wakeWrite = wakePipe[1], wakeRead = wakePipe[0]
        // The wake pipe's read end is closed by whichever side finishes last: the reader when the
        // exit was reported, else the waiting thread once it has written (a closed read end would
        // meet that write with SIGPIPE).
        let wakeEnds = Locked(WakeEnds.open)
        Thread.detachNewThread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            // Four bytes are below PIPE_BUF: one write, read whole.
            _ = withUnsafeBytes(of: &status) { write(wakeWrite, $0.baseAddress, 4) }
            close(wakeWrite)
            let abandoned = wakeEnds.withLock { ends -> Bool in
                defer { ends = .written }
                return ends == .abandoned
            }
            if abandoned { close(wakeRead) }
        }
        let streams = (output: outputPipe[0], error: errorPipe[0], wake: wakeRead)
        Thread.detachNewThread {
            let result = collect(pid: pid, streams: streams, timeout: timeout, outputLimit: outputLimit)
            let written = wakeEnds.withLock { ends -> Bool in
                defer { if ends == .open { ends = .abandoned } }
                return ends == .written
            }
            if written { close(wakeRead) }
            completion(result)
        }
    }

    /// The program with stdin from `/dev/null`, stdout and stderr to the pipes, a new process
    /// group and a clean signal state; the pid, or the errno.
    private static func spawn(_ arguments: [String], standardOutput: Int32, standardError: Int32) -> Result<pid_t, SpawnError> {
        var spawn = ProcessSpawn(arguments)
        spawn.standardOutput = .descriptor(standardOutput)
        spawn.standardError = .descriptor(standardError)
        spawn.newProcessGroup = true
        // The browser's own descriptors (sockets, the library, the terminal) are not the hook's.
        spawn.closesOtherDescriptors = true
        return spawn.run()
    }

    /// Reads both streams until the program has exited, killing its group at the deadline.
    private static func collect(
        pid: pid_t, streams: (output: Int32, error: Int32, wake: Int32), timeout: TimeInterval, outputLimit: Int
    ) -> ChildProcessResult {
        var output = Data()
        var errors = Data()
        var open = [streams.output: true, streams.error: true]
        // Capped at a day: an infinite or absurd timeout must not overflow the deadline.
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(min(max(0, timeout), 86_400) * 1_000_000_000)
        var timedOut = false
        var exitStatus: Int32?
        let killGrace: UInt64 = 3_000_000_000

        func drain(_ descriptor: Int32, untilEmpty: Bool) {
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            // Bounded: a daemon left behind could write for ever.
            for _ in 0..<(untilEmpty ? 64 : 1) {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    if descriptor == streams.output {
                        append(buffer[..<count], to: &output, limit: outputLimit)
                    } else {
                        append(buffer[..<count], to: &errors, limit: outputLimit)
                    }
                    continue
                }
                if count == 0 { open[descriptor] = false }
                if count < 0 && errno == EINTR { continue }
                return
            }
        }

        while exitStatus == nil {
            var descriptors = [pollfd(fd: streams.wake, events: Int16(POLLIN), revents: 0)]
            for descriptor in [streams.output, streams.error] where open[descriptor] == true {
                descriptors.append(pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0))
            }
            let now = DispatchTime.now().uptimeNanoseconds
            // After the kill, a bounded grace for the exit to be reported: the wait never hangs on
            // a program the kill did not reach.
            let until = timedOut ? deadline + killGrace : deadline
            let wait = Int32(clamping: now >= until ? 0 : (until - now + 999_999) / 1_000_000)
            let ready = poll(&descriptors, nfds_t(descriptors.count), wait)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            if ready == 0 {
                if timedOut, DispatchTime.now().uptimeNanoseconds >= deadline + killGrace { break }
                if !timedOut, DispatchTime.now().uptimeNanoseconds >= deadline {
                    timedOut = true
                    kill(-pid, SIGKILL)
                    kill(pid, SIGKILL)
                }
                continue
            }
            for entry in descriptors.dropFirst() where entry.revents != 0 {
                drain(entry.fd, untilEmpty: false)
            }
            if descriptors[0].revents != 0 {
                var status: Int32 = 0
                let count = withUnsafeMutableBytes(of: &status) { read(streams.wake, $0.baseAddress, 4) }
                exitStatus = count == 4 ? status : -1
            }
        }
        // What it wrote before exiting is in the pipes: take it, without waiting for their end.
        for descriptor in [streams.output, streams.error] where open[descriptor] == true {
            drain(descriptor, untilEmpty: true)
        }
        [streams.output, streams.error].forEach { close($0) }

        let termination: ChildProcessResult.Termination
        if timedOut {
            termination = .timedOut(seconds: timeout)
        } else if let status = exitStatus, status >= 0, status & 0x7F == 0 {
            termination = .exited((status >> 8) & 0xFF)
        } else if let status = exitStatus, status >= 0 {
            termination = .signalled(status & 0x7F)
        } else {
            termination = .couldNotStart("its exit status could not be read")
        }
        return ChildProcessResult(termination: termination, standardOutput: output, standardError: errors)
    }

    /// A pipe whose ends are close-on-exec from the start (another thread's child never holds one).
    private static func makePipe(_ ends: inout [Int32]) -> Bool {
        photo_tui_cloexec_pipe(&ends) == 0
    }

    private static func append(_ bytes: ArraySlice<UInt8>, to data: inout Data, limit: Int) {
        data.append(contentsOf: bytes)
        if data.count > limit { data.removeFirst(data.count - limit) }
    }

    /// Where the wake pipe's two users are: the waiting thread has `written` its status, or the
    /// reader has `abandoned` the pipe before that.
    private enum WakeEnds { case open, written, abandoned }
}
