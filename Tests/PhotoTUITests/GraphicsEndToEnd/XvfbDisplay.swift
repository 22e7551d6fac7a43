import Foundation

/// A private X server (Xvfb) on the first free display of this suite's range, for one test.
/// Nothing else runs on it, so there is no window manager: windows sit at 0,0 and keys sent
/// with XTEST reach the one focused terminal.
final class XvfbDisplay {
    /// The displays this suite may use (other suites and helpers on the machine use others).
    static let range = 95...99

    let number: Int
    var name: String { ":\(number)" }
    let width: Int
    let height: Int
    private let server: SpawnedProcess

    /// Why the suite cannot run here, or nil when Xvfb and the screenshot and key tools exist.
    static var missingTools: String? {
        let missing = ["Xvfb", "import", "xdotool", "convert"].filter { SpawnedProcess.which($0) == nil }
        return missing.isEmpty ? nil : "missing \(missing.joined(separator: ", ")) (scripts/install-deps.sh installs them)"
    }

    init(width: Int = 1280, height: Int = 800, log: String) throws {
        self.width = width
        self.height = height
        for number in Self.range {
            guard !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock"),
                  !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") else { continue }
            let server = try SpawnedProcess(
                ["Xvfb", ":\(number)", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"],
                environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"], output: log)
            let deadline = Date().addingTimeInterval(10)
            while server.isRunning, !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)"), Date() < deadline {
                usleep(20_000)
            }
            // Another process may have taken the display between the check and the start.
            guard server.isRunning, FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)") else {
                server.terminate()
                continue
            }
            self.number = number
            self.server = server
            return
        }
        throw SpawnedProcess.Failure(description: "no free X display in :\(Self.range.lowerBound)-:\(Self.range.upperBound)")
    }

    deinit { server.terminate() }
}
