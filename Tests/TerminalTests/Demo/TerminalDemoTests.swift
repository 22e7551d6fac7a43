import Foundation
import Testing

/// End to end: `terminal-demo` in a detached tmux session, driven with send-keys and checked with
/// capture-pane. Waits poll the pane against a deadline.
@Suite(.serialized) struct TerminalDemoTests {
    private static var binary: String {
        if let path = ProcessInfo.processInfo.environment["TERMINAL_DEMO_BIN"], !path.isEmpty { return path }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/terminal-demo").path
    }

    private static func requireBinary(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let binary = binary
        try #require(FileManager.default.isExecutableFile(atPath: binary), "build terminal-demo first: \(binary)",
                     sourceLocation: sourceLocation)
        return binary
    }

    private final class Tmux {
        let socket = "terminal-demo-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

        /// Starts the server with the session. Its output goes to /dev/null: the daemonized
        /// server would otherwise hold our pipe open.
        func start(_ command: String) {
            _ = Self.spawn(["tmux", "-L", socket, "new-session", "-d", "-x", "80", "-y", "24", command], capture: false)
        }

        @discardableResult
        func run(_ arguments: [String]) -> String { Self.spawn(["tmux", "-L", socket] + arguments, capture: true) }

        /// posix_spawn and waitpid: Foundation's Process did not reap tmux's client reliably here.
        private static func spawn(_ arguments: [String], capture: Bool) -> String {
            var fds: [Int32] = [-1, -1]
            guard pipe(&fds) == 0 else { return "" }
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            if capture {
                posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
            } else {
                posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            }
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addclose(&actions, fds[0])
            posix_spawn_file_actions_addclose(&actions, fds[1])
            let argv = (["/usr/bin/env"] + arguments).map { strdup($0) } + [nil]
            defer { argv.forEach { free($0) } }
            // The test runner's threads block most signals; the session must start with none
            // blocked and default handlers, like a shell would give it.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var empty = sigset_t(), all = sigset_t()
            sigemptyset(&empty)
            sigfillset(&all)
            posix_spawnattr_setsigmask(&attributes, &empty)
            posix_spawnattr_setsigdefault(&attributes, &all)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            var pid: pid_t = 0
            let spawned = posix_spawn(&pid, "/usr/bin/env", &actions, &attributes, argv, environ)
            close(fds[1])
            var output: [UInt8] = []
            if spawned == 0 {
                var chunk = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = read(fds[0], &chunk, chunk.count)
                    if count <= 0 { break }
                    output += chunk[0..<count]
                }
                var status: Int32 = 0
                waitpid(pid, &status, 0)
            }
            close(fds[0])
            return String(decoding: output, as: UTF8.self)
        }

        func screen() -> String { run(["capture-pane", "-p"]) }

        func keys(_ keys: String...) { run(["send-keys"] + keys) }

        func literal(_ text: String) { run(["send-keys", "-l", text]) }

        /// Polls the pane until `predicate` holds or 10 s pass; returns the last screen.
        @discardableResult
        func wait(for description: String, sourceLocation: SourceLocation = #_sourceLocation, _ predicate: (String) -> Bool) -> String {
            let deadline = Date().addingTimeInterval(10)
            var last = ""
            while Date() < deadline {
                last = screen()
                if predicate(last) { return last }
                usleep(50_000)
            }
            Issue.record("timed out waiting for \(description); screen:\n\(last)", sourceLocation: sourceLocation)
            return last
        }

        /// Polls `tmux display -p format` until it starts with `prefix` or 10 s pass.
        func wait(display format: String, prefix: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let deadline = Date().addingTimeInterval(10)
            var last = ""
            while Date() < deadline {
                last = run(["display", "-p", format])
                if last.hasPrefix(prefix) { return }
                usleep(50_000)
            }
            Issue.record("timed out waiting for \(format) = \(prefix); last: \(last)", sourceLocation: sourceLocation)
        }

        @discardableResult
        func wait(forText text: String, sourceLocation: SourceLocation = #_sourceLocation) -> String {
            wait(for: "\"\(text)\"", sourceLocation: sourceLocation) { $0.contains(text) }
        }

        @discardableResult
        func wait(forAll texts: [String], sourceLocation: SourceLocation = #_sourceLocation) -> String {
            wait(for: texts.map { "\"\($0)\"" }.joined(separator: " and "), sourceLocation: sourceLocation) { screen in
                texts.allSatisfy { screen.contains($0) }
            }
        }

    }

    @Test func searchMoveResizeHelpAndQuitRestoresTheTerminal() throws {
        let binary = try Self.requireBinary()
        let tmux = Tmux()
        defer { tmux.run(["kill-server"]) }
        tmux.start("env LANG=C.UTF-8 LC_ALL=C.UTF-8 '\(binary)'; echo \"demo exited $?\"; sleep 60")

        // A capture may catch a frame half drawn: each wait asks for everything checked after it.
        var screen = tmux.wait(forAll: ["Photos (100000)", "80x24 ? help  q quit"])
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first?.hasPrefix("┌Search") == true)
        #expect(lines.count >= 24 && lines[23].hasPrefix("LIST") && lines[23].hasSuffix("80x24 ? help  q quit"))
        #expect(tmux.run(["display", "-p", "#{alternate_on} #{cursor_flag}"]).hasPrefix("1 0"))

        // Hangul typed into the search field, then Enter runs the search.
        tmux.keys("/")
        tmux.wait(forText: "SEARCH")
        tmux.literal("서울")
        screen = tmux.wait(forText: "│서울 ")
        tmux.wait(display: "#{cursor_flag} #{cursor_x} #{cursor_y}", prefix: "1 5 1")  // cursor after 서울
        tmux.keys("Enter")
        screen = tmux.wait(forAll: ["Photos (12500)", "│Photo 9 · Seoul 서울"])
        tmux.wait(for: "the spinner (a repeating timer) to stop") { $0.contains("LIST") && !$0.contains("loading") }
        #expect(screen.contains("│Photo 9 · Seoul 서울"))

        tmux.keys("j", "j")
        screen = tmux.wait(forAll: ["3/12500", "sea cliffs near Seoul"])
        #expect(screen.contains("sea cliffs near Seoul"))  // row 3 is photo 17

        // SGR mouse reports as the terminal would send them: wheel down, then a click on the first row.
        tmux.literal("\u{1B}[<65;10;8M")
        tmux.wait(forText: "6/12500")
        tmux.literal("\u{1B}[<0;10;5M\u{1B}[<0;10;5m")
        tmux.wait(forText: "1/12500")
        tmux.keys("j", "j")
        tmux.wait(forText: "3/12500")

        // Resize: re-laid out at the new size. (tmux 3.3a itself leaks cells written beyond the old
        // width into the normal screen when the alternate screen is left after growing, with any
        // program, so the normal screen is not checked after this.)
        tmux.run(["resize-window", "-x", "100", "-y", "30"])
        screen = tmux.wait(forAll: ["┌Search", "100x30 ? help  q quit", "3/12500"])
        let resized = screen.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(resized[0].hasPrefix("┌Search") && resized[0].hasSuffix("┐"))
        #expect(resized[29].hasPrefix("LIST"))
        #expect(screen.contains("3/12500"))

        // Too small, then back.
        tmux.run(["resize-window", "-x", "30", "-y", "8"])
        tmux.wait(forText: "Terminal too small")
        tmux.run(["resize-window", "-x", "80", "-y", "24"])
        tmux.wait(forText: "80x24 ? help  q quit")

        // A lone Esc (no sequence follows within the escape delay) leaves the search field;
        // Alt-b arrives as ESC b and is a word motion, not Esc then "b".
        tmux.keys("/")
        tmux.wait(forAll: ["SEARCH", "80x24"])
        tmux.keys("M-b")
        tmux.wait(display: "#{cursor_flag} #{cursor_x} #{cursor_y}", prefix: "1 1 1")
        tmux.keys("Escape")
        tmux.wait(forAll: ["LIST", "80x24"])

        // Help overlay, dismissed by any key.
        tmux.keys("?")
        screen = tmux.wait(forAll: ["┌Help", "any key closes"])
        #expect(screen.contains("any key closes"))
        tmux.keys("x")
        tmux.wait(for: "help to close") { !$0.contains("┌Help") }

        tmux.keys("q")
        tmux.wait(forText: "demo exited 0")
        tmux.wait(display: "#{alternate_on} #{cursor_flag}", prefix: "0 1")
    }

    @Test func sigtermRestoresTheTerminal() throws {
        let binary = try Self.requireBinary()
        let tmux = Tmux()
        defer { tmux.run(["kill-server"]) }
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("\(tmux.socket).pid").path
        defer { try? FileManager.default.removeItem(atPath: pidFile) }
        // The shell starts the demo in the foreground of the pane and records its pid.
        tmux.start("sh -c 'echo $$ > \(pidFile); exec env LANG=C.UTF-8 \(binary)'; echo \"demo ended $?\"; sleep 60")
        tmux.wait(forText: "Photos (100000)")
        #expect(tmux.run(["display", "-p", "#{alternate_on}"]).hasPrefix("1"))
        let pid = try #require(Int32(String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, SIGTERM) == 0)
        tmux.wait(forText: "demo ended 143")
        tmux.wait(display: "#{alternate_on} #{cursor_flag}", prefix: "0 1")
    }

    @Test func swiftRuntimeTrapRestoresTheTerminal() throws {
        let binary = try Self.requireBinary()
        let tmux = Tmux()
        defer { tmux.run(["kill-server"]) }
        tmux.start("ulimit -c 0; env LANG=C.UTF-8 TERMINAL_DEMO_CRASH=1 '\(binary)' 2>/dev/null; echo \"demo crashed $?\"; sleep 60")
        tmux.wait(forAll: ["Photos (100000)", "80x24 ? help  q quit"])
        tmux.keys("!")
        let screen = tmux.wait(forText: "demo crashed")
        #expect(!screen.contains("demo crashed 0"))
        tmux.wait(display: "#{alternate_on} #{cursor_flag}", prefix: "0 1")
    }
}
