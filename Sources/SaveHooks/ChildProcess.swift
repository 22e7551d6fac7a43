import Foundation
import CPosix
#if canImport(Glibc)
import Glibc
#endif
import PhotoModel

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

    /// `posix_spawnp` with stdin from `/dev/null`, stdout and stderr to the pipes, a new
    /// process group, default signals and nothing blocked; the pid, or the errno.
    private static func spawn(_ arguments: [String], standardOutput: Int32, standardError: Int32) -> Result<pid_t, SpawnErrno> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        posix_spawn_file_actions_adddup2(&actions, standardError, 2)
        // The browser's own descriptors (sockets, the library, the terminal) are not the hook's.
        _ = addCloseFrom?(&actions, 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { environment.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environment)
        return status == 0 ? .success(pid) : .failure(SpawnErrno(code: status))
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

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), looked up at run time
    /// because Swift's Glibc module leaves out what needs `_GNU_SOURCE`; `nil` on an older libc.
    private static let addCloseFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    private static func append(_ bytes: ArraySlice<UInt8>, to data: inout Data, limit: Int) {
        data.append(contentsOf: bytes)
        if data.count > limit { data.removeFirst(data.count - limit) }
    }

    /// Where the wake pipe's two users are: the waiting thread has `written` its status, or the
    /// reader has `abandoned` the pipe before that.
    private enum WakeEnds { case open, written, abandoned }

    /// A `posix_spawn` failure's errno, as an `Error` for `Result`.
    private struct SpawnErrno: Error {
        let code: Int32
    }
}
