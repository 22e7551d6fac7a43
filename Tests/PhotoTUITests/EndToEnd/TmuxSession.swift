import Foundation
import ProcessSpawn

/// The browser running inside a private tmux server (its own `-L` socket), driven by
/// `send-keys` and read back with `capture-pane`, with HOME and the XDG folders in a temporary
/// directory so a run touches nothing of the user's.
final class TmuxSession {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let socket: String
    let home: URL
    /// The home was handed in (a second run on the first one's files): its owner removes it.
    private let keepsHome: Bool
    private let session = "e2e"

    /// The binary under test: `PHOTO_TUI_BIN` (the release build in `make test`), else the debug build.
    static var binary: String {
        if let path = ProcessInfo.processInfo.environment["PHOTO_TUI_BIN"], !path.isEmpty { return path }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/photo-tui").path
    }

    /// Starts `photo-tui ARGS` in a `width`×`height` window.
    /// - Parameter insideTmux: give the program `TMUX` (naming this private server), as a shell in
    ///   tmux has it; the clean environment leaves it out otherwise.
    /// - Parameter pipingOutput: send the program's standard output through a pipe into a file
    ///   (`standardOutput`), as `$(photo-tui pick)` would, instead of to the pane.
    init(arguments: [String] = [], environment: [String: String] = [:], width: Int = 160, height: Int = 48,
         insideTmux: Bool = false, pipingOutput: Bool = false, home reused: URL? = nil) throws {
        socket = "photo-tui-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        home = reused ?? FileManager.default.temporaryDirectory.appendingPathComponent(socket, isDirectory: true)
        keepsHome = reused != nil
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        // A clean environment (`env -i`): the test runner's own variables (COLUMNS and LINES,
        // which ncurses prefers to the terminal's real size) must not reach the program.
        var env = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": home.path, "XDG_CONFIG_HOME": home.path + "/config", "XDG_CACHE_HOME": home.path + "/cache",
            "XDG_STATE_HOME": home.path + "/state", "XDG_PICTURES_DIR": home.path + "/pictures",
            "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TERM": "tmux-256color",
            // The offline library unless a test names another source: with no key the default
            // would try Openverse on a machine with network, and tests must not depend on it.
            "PHOTO_TUI_SOURCE": "offline",
        ]
        if insideTmux {
            let directory = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
            env["TMUX"] = "\(directory)/tmux-\(getuid())/\(socket),0,0"
        }
        env.merge(environment) { _, new in new }
        let assignments = env.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote($0.value))" }
        // stderr to a file: nothing may reach the screen, and a crash report stays readable.
        // The exit status goes to a file the test reads once the pane is dead.
        var command = (["env", "-i"] + assignments
            + [Self.quote(Self.binary)] + arguments.map(Self.quote)).joined(separator: " ")
            + " 2>" + Self.quote(home.path + "/stderr") + "; echo $? >" + Self.quote(home.path + "/status")
        if pipingOutput { command = "{ " + command + "; } | cat >" + Self.quote(home.path + "/stdout") }
        // remain-on-exit keeps the pane after the program quits, so the test can read the restored screen.
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", session, "-x", String(width), "-y", String(height), command])
        try tmux(["set-option", "-t", session, "remain-on-exit", "on"])
    }

    deinit {
        _ = try? tmux(["kill-server"])
        if !keepsHome { try? FileManager.default.removeItem(at: home) }
    }

    /// Sends keys by tmux name (`Enter`, `Escape`, `C-c`, `Down`) or literal text with `literal`.
    func send(_ keys: String..., literal: Bool = false) throws {
        try tmux(["send-keys", "-t", session] + (literal ? ["-l"] : []) + keys)
    }

    /// Sends several keys in one `send-keys` (they arrive as a burst, like key repeat).
    func send(contentsOf keys: [String]) throws {
        try tmux(["send-keys", "-t", session] + keys)
    }

    /// The private server's paste buffer (what `tmux load-buffer` put there).
    func pasteBuffer() throws -> String { try tmux(["show-buffer"]) }

    /// Types text literally (UTF-8, Hangul included).
    func type(_ text: String) throws { try send(text, literal: true) }

    /// The screen as text, one string per row.
    func capture() throws -> [String] {
        try tmux(["capture-pane", "-p", "-t", session]).components(separatedBy: "\n")
    }

    /// The screen with its escape sequences (colours), for checks that colour arrived.
    func captureWithStyles() throws -> String { try tmux(["capture-pane", "-p", "-e", "-t", session]) }

    /// Polls the screen until `predicate` holds or `timeout` passes; returns the screen once it
    /// has settled.
    ///
    /// tmux may be read while a frame is half written (a help box's top border and not yet its
    /// rows), so once the predicate holds the screen is read again until two reads agree (at most
    /// a quarter of a second more). The last read that still satisfies the predicate is returned,
    /// so a state that only lasts a moment is still caught.
    @discardableResult
    func waitFor(_ what: String, timeout: TimeInterval = 10, _ predicate: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = try capture()
        while !predicate(screen) {
            guard Date() < deadline else {
                throw Failure(description: "timed out waiting for \(what); screen:\n" + screen.joined(separator: "\n"))
            }
            usleep(50_000)
            screen = try capture()
        }
        for _ in 0..<6 {
            usleep(40_000)
            let again = try capture()
            guard again != screen, predicate(again) else { break }
            screen = again
        }
        return screen
    }

    /// Waits for text anywhere on screen.
    @discardableResult
    func waitFor(text: String, timeout: TimeInterval = 10) throws -> [String] {
        try waitFor("“\(text)”", timeout: timeout) { $0.contains { $0.contains(text) } }
    }

    /// Resizes the window (the program gets SIGWINCH).
    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", session, "-x", String(width), "-y", String(height)])
    }

    /// What the program wrote to standard output (with `pipingOutput`).
    func standardOutput() -> String {
        (try? String(contentsOfFile: home.path + "/stdout", encoding: .utf8)) ?? ""
    }

    /// True once the program exited (the pane is dead).
    func hasExited() throws -> Bool {
        try tmux(["display-message", "-p", "-t", session, "#{pane_dead}"]).trimmingCharacters(in: .whitespacesAndNewlines) == "1"
    }

    /// The program's exit status once it ended (128 + N after signal N).
    func exitStatus() throws -> Int? {
        (try? String(contentsOfFile: home.path + "/status", encoding: .utf8)).flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// The program's process id (the pane runs a shell that waits for it).
    func programPID() throws -> pid_t? {
        let shell = try tmux(["display-message", "-p", "-t", session, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").first.flatMap { pid_t($0) }
    }

    /// What the program wrote to stderr.
    var standardError: String { (try? String(contentsOfFile: home.path + "/stderr", encoding: .utf8)) ?? "" }

    /// The terminal modes the pane is in (alternate screen, mouse, cursor) as tmux sees them.
    func paneFlags() throws -> (alternateScreen: Bool, mouse: Bool, cursorVisible: Bool) {
        let text = try tmux(["display-message", "-p", "-t", session, "#{alternate_on} #{mouse_any_flag} #{cursor_flag}"])
        let parts = text.split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        return (parts[0] == "1", parts[1] == "1", parts[2] == "1")
    }

    /// Where the pane's cursor is (column and row from 0), as tmux sees it, once it rests.
    ///
    /// While a frame is being drawn the cursor visits every row it changes, so one read can land
    /// mid-frame on a row start that is not the selected row: the position is read again until
    /// two reads 40 ms apart agree (at most a quarter of a second).
    func cursor() throws -> (x: Int, y: Int) {
        var position = try cursorNow()
        for _ in 0..<6 {
            usleep(40_000)
            let again = try cursorNow()
            if again == position { break }
            position = again
        }
        return position
    }

    private func cursorNow() throws -> (x: Int, y: Int) {
        let text = try tmux(["display-message", "-p", "-t", session, "#{cursor_x} #{cursor_y}"])
        let parts = text.split(separator: " ").map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1 }
        return (parts[0], parts.count > 1 ? parts[1] : -1)
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        // posix_spawn and waitpid rather than Foundation's Process, whose exit monitoring missed
        // the tmux client's exit here; output goes to a file, not a pipe, because `new-session`
        // forks the tmux server, which would hold a pipe open for its whole life.
        let outputFile = home.appendingPathComponent("tmux-output-\(UUID().uuidString)").path
        defer { unlink(outputFile) }
        let argv = ["tmux", "-L", socket] + arguments
        // Test threads run with signals blocked, and a spawned process inherits the mask: the tmux
        // server, and the program under it, would never see SIGWINCH or SIGCHLD. ProcessSpawn
        // starts it clean.
        var spawn = ProcessSpawn(argv)
        spawn.standardOutput = .file(outputFile)
        spawn.standardError = .standardOutput
        let pid: pid_t
        switch spawn.run() {
        case .success(let child): pid = child
        case .failure(let error): throw Failure(description: "cannot run tmux: \(error)")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let text = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        let exitCode = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1
        guard exitCode == 0 else {
            throw Failure(description: "tmux \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    private static func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// Runs the binary once outside tmux (`library export` after a session), with `home` as its
    /// home: its exit status and standard output.
    static func runOnce(_ arguments: [String], home: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.environment = ["HOME": home.path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
