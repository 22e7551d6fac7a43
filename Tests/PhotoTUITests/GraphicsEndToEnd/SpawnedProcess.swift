import Foundation
import ProcessSpawn

/// A child process of the graphics end-to-end suite (Xvfb, a terminal, a tool), started with
/// `posix_spawn` in a process group of its own and ended by that id only: never by name, so a
/// run cannot touch anyone else's Xvfb, terminal or photo-tui.
final class SpawnedProcess {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let pid: pid_t
    let command: String
    private var status: Int32?

    /// Starts `arguments` (looked up on `PATH`) with exactly `environment`, stdout and stderr to
    /// `output`, stdin from /dev/null.
    init(_ arguments: [String], environment: [String: String], output: String = "/dev/null") throws {
        command = arguments.joined(separator: " ")
        // Test threads run with signals blocked and a spawned process inherits the mask; a
        // terminal that never sees SIGCHLD or SIGWINCH would hang. ProcessSpawn starts it clean,
        // in a new group.
        var spawn = ProcessSpawn(arguments)
        spawn.environment = environment
        // posix_spawnp searches the PATH of the caller, so resolve against the child's PATH first.
        spawn.executable = Self.resolve(arguments[0], path: environment["PATH"])
        spawn.standardOutput = .file(output)
        spawn.standardError = .standardOutput
        spawn.newProcessGroup = true
        switch spawn.run() {
        case .success(let child): pid = child
        case .failure(let error): throw Failure(description: "cannot start \(arguments[0]): \(error)")
        }
    }

    deinit { terminate() }

    /// True until the process has exited (and then it is reaped).
    var isRunning: Bool {
        guard status == nil else { return false }
        var raw: Int32 = 0
        let result = waitpid(pid, &raw, WNOHANG)
        if result == pid { status = raw; return false }
        return result == 0
    }

    /// The exit code once it exited normally; -1 after a signal; nil while running.
    var exitCode: Int32? {
        guard !isRunning, let status else { return nil }
        return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
    }

    /// Waits up to `timeout` for the process to exit by itself; true if it did.
    @discardableResult
    func wait(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning {
            guard Date() < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    /// SIGTERM to the process group this process leads, SIGKILL after `grace`, then reaped.
    func terminate(grace: TimeInterval = 1.5) {
        guard isRunning else { return }
        kill(-pid, SIGTERM)
        kill(pid, SIGTERM)
        if wait(timeout: grace) { return }
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        wait(timeout: 5)
    }

    /// Runs `arguments` to the end (killed after `timeout`) and returns its exit code and output.
    static func run(_ arguments: [String], environment: [String: String], timeout: TimeInterval = 10) throws -> (code: Int32, output: String) {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("gfx-e2e-\(UUID().uuidString)").path
        defer { unlink(outputFile) }
        let process = try SpawnedProcess(arguments, environment: environment, output: outputFile)
        guard process.wait(timeout: timeout) else {
            process.terminate()
            throw Failure(description: "\(arguments.joined(separator: " ")) did not finish in \(timeout) s")
        }
        let text = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        return (process.exitCode ?? -1, text)
    }

    /// Sends `signal` to a process this suite started and recorded (photo-tui, the wrapper
    /// shell, the tmux server), by its id.
    static func signal(_ pid: pid_t, _ signal: Int32) {
        guard pid > 1 else { return }
        kill(pid, signal)
    }

    /// The full path of `name` on `path`, or nil.
    static func which(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        for folder in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    private static func resolve(_ name: String, path: String?) -> String {
        which(name, path: path) ?? which(name) ?? name
    }
}
