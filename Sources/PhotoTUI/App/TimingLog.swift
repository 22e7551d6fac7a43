import Foundation

/// Latency figures for the benchmark script, written only when `PHOTO_TUI_TIMING` names a file:
/// one `name microseconds` line per event. Off, it costs one nil check per frame.
final class TimingLog {
    private let handle: FileHandle?
    private var marks: [String: UInt64] = [:]

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let path = environment["PHOTO_TUI_TIMING"], !path.isEmpty,
           FileManager.default.createFile(atPath: path, contents: nil) {
            handle = FileHandle(forWritingAtPath: path)
        } else {
            handle = nil
        }
    }

    /// The process's log, which launch stamps its stages into before the browser exists and the
    /// browser then uses: one file, opened once. Touched on the main thread only.
    nonisolated(unsafe) static let process = TimingLog()

    var isEnabled: Bool { handle != nil }

    /// Starts (or restarts) the clock named `name`.
    func mark(_ name: String) {
        guard handle != nil else { return }
        marks[name] = DispatchTime.now().uptimeNanoseconds
    }

    /// Starts the clock only if it is not already running (the first key of a burst).
    func markIfIdle(_ name: String) {
        guard handle != nil, marks[name] == nil else { return }
        marks[name] = DispatchTime.now().uptimeNanoseconds
    }

    /// True while `name` runs.
    func isRunning(_ name: String) -> Bool { marks[name] != nil }

    /// Writes the wall-clock time, in microseconds since 1970, at which `name` happened, once per
    /// run: a script that noted when it started the process subtracts (launch → home feed).
    func stampOnce(_ name: String) {
        guard let handle, marks["stamped:" + name] == nil else { return }
        marks["stamped:" + name] = 0
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        handle.write(Data("\(name) \(Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1000)\n".utf8))
    }

    /// The clocks whose start is written too, as `NAME_start_us` on the same clock as the
    /// graphics trace's `t_us`: the full-screen benchmark takes the key from here and the pixels
    /// written from the trace.
    static let startStamped: Set<String> = ["step_to_fullscreen"]

    /// Writes the time since `mark(name)` and stops that clock; nothing when it was not running.
    func finish(_ name: String) {
        guard let handle, let start = marks.removeValue(forKey: name) else { return }
        let micros = (DispatchTime.now().uptimeNanoseconds - start) / 1000
        var lines = "\(name) \(micros)\n"
        if Self.startStamped.contains(name) { lines += "\(name)_start_us \(start / 1000)\n" }
        handle.write(Data(lines.utf8))
    }
}
