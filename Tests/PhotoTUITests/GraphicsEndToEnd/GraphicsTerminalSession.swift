import Foundation
import Terminal

/// photo-tui running in a real terminal on a private Xvfb display, optionally inside tmux:
/// started by a wrapper script that first shows a calibration frame (so the test measures the
/// cell grid in pixels), driven with `xdotool`, read back with screenshots. Everything it starts
/// is ended by process id when it goes away.
final class GraphicsTerminalSession {
    let terminal: GraphicsTerminal
    let display: XvfbDisplay
    let insideTmux: Bool
    /// The run's folder: scripts, HOME, the timing and trace files, stderr, screenshots kept on failure.
    let directory: URL
    /// The calibrated grid of the whole terminal window.
    private(set) var grid: CellGrid
    /// The window's pixels on the display.
    private(set) var window: Rect
    /// The terminal's background colour (of the blank calibration screen).
    private var background: (r: Int, g: Int, b: Int) = (0, 0, 0)
    private var windowID: String
    private let process: SpawnedProcess
    private let tmuxSocket: String
    private let toolEnvironment: [String: String]

    /// An argument that stands for the run's trace file.
    static let tracePlaceholder = "{trace}"

    /// The files the wrapper writes.
    var timingFile: String { directory.path + "/timing\(run)" }
    var traceFile: String { directory.path + "/trace\(run)" }
    var doctorFile: String { directory.path + "/doctor.txt" }
    var standardError: String { (try? String(contentsOfFile: directory.path + "/stderr\(run)", encoding: .utf8)) ?? "" }

    /// Opens `terminal` on `display` and runs photo-tui in it once for each of `runs` (the
    /// arguments of each), one after the other, each when `startRun()` is called (after `photo-tui
    /// doctor` when `doctor`), inside a private tmux server when `insideTmux`.
    init(terminal: GraphicsTerminal, display: XvfbDisplay, runs: [[String]], environment: [String: String] = [:],
         insideTmux: Bool, doctor: Bool) throws {
        self.terminal = terminal
        self.display = display
        self.insideTmux = insideTmux
        let tag = "gfxe2e-\(terminal)\(insideTmux ? "-tmux" : "")-\(getpid())-\(UUID().uuidString.prefix(6))"
        tmuxSocket = tag
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(tag, isDirectory: true)
        let fm = FileManager.default
        try fm.createDirectory(at: directory.appendingPathComponent("home/config"), withIntermediateDirectories: true)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        toolEnvironment = ["PATH": path, "DISPLAY": display.name, "HOME": directory.path + "/home"]

        let dir = directory.path
        let binary = TmuxSession.binary
        let q = Self.quote
        var programLines = doctor ? "\(q(binary)) doctor > \(q(dir + "/doctor.txt")) 2>&1\n" : ""
        for (index, arguments) in runs.enumerated() {
            let n = index + 1
            let program = ([binary] + arguments.map { $0 == Self.tracePlaceholder ? dir + "/trace\(n)" : $0 }).map(q).joined(separator: " ")
            programLines += """
                while [ ! -e "$d/go\(n)" ]; do sleep 0.05; done
                printf '\\033[0m\\033[H\\033[2J'
                PHOTO_TUI_TIMING="$d/timing\(n)" sh -c 'echo $$ > "$1/program\(n).pid"; shift; exec "$@"' sh "$d" \(program) 2> "$d/stderr\(n)"
                echo $? > "$d/status\(n)"

                """
        }
        let command: String
        if insideTmux {
            // The pane's parent is the tmux server: recorded so it can be ended by its id.
            try ("d=\(q(dir))\necho $PPID > \"$d/tmux.pid\"\n" + programLines + "exec sleep 3600\n").write(toFile: dir + "/inner.sh", atomically: true, encoding: .utf8)
            // The status line on top moves the pane down a row: a placement that ignores the
            // pane's offset lands in the wrong place and the PSNR says so.
            try """
                set -g default-terminal tmux-256color
                set -g allow-passthrough on
                set -g focus-events on
                set -g status on
                set -g status-position top
                set -g status-right ''
                set -sg escape-time 10

                """.write(toFile: dir + "/tmux.conf", atomically: true, encoding: .utf8)
            command = "tmux -L \(q(tag)) -f \(q(dir + "/tmux.conf")) new-session -s gfx \(q("sh " + q(dir + "/inner.sh")))"
        } else {
            command = programLines
        }
        // Calibration: the cursor hidden, two magenta cells (2 wide) at row 2 col 2 and at
        // rows-3, cols-4; the test measures them, then lets the program start.
        let script = """
            d=\(q(dir))
            echo $$ > "$d/shell.pid"
            printf '\\033[?25l\\033[H\\033[2J'
            set -- $(stty size)
            echo "$1 $2" > "$d/size"
            printf '\\033[3;3H\\033[48;2;255;0;255m  \\033[0m\\033[%d;%dH\\033[48;2;255;0;255m  \\033[0m' $(($1 - 2)) $(($2 - 3))
            : > "$d/calibrating"
            while [ ! -e "$d/calibrated" ]; do sleep 0.05; done
            \(command)
            exec sleep 3600

            """
        try script.write(toFile: dir + "/run.sh", atomically: true, encoding: .utf8)

        var env = toolEnvironment
        env.merge([
            "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "LIBGL_ALWAYS_SOFTWARE": "1",
            "XDG_CONFIG_HOME": dir + "/home/config", "XDG_CACHE_HOME": dir + "/home/cache",
            "XDG_STATE_HOME": dir + "/home/state", "XDG_PICTURES_DIR": dir + "/home/pictures",
            "XDG_RUNTIME_DIR": dir + "/home",
            "PHOTO_TUI_SOURCE": "offline",
        ]) { _, new in new }
        env.merge(environment) { _, new in new }
        process = try SpawnedProcess(terminal.arguments(script: dir + "/run.sh"), environment: env, output: dir + "/terminal.log")

        // Placeholders until calibrated (all stored properties must be set before methods run).
        grid = CellGrid(originX: 0, originY: 0, cellWidth: 1, cellHeight: 1, columns: 0, rows: 0)
        window = Rect(x: 0, y: 0, width: 0, height: 0)
        windowID = ""
        guard Self.waitForFile(dir + "/calibrating", timeout: 40, while: process) else {
            let log = (try? String(contentsOfFile: dir + "/terminal.log", encoding: .utf8)) ?? ""
            throw SpawnedProcess.Failure(description: "\(terminal) did not start (\(process.isRunning ? "running" : "exited")): \(log.suffix(600))")
        }
        windowID = try Self.findWindow(pid: process.pid, terminal: terminal, environment: toolEnvironment)
        window = try Self.geometry(of: windowID, environment: toolEnvironment)
        grid = try calibrate()
        _ = try? xdotool(["mousemove", String(display.width - 1), String(display.height - 1)])
        try xdotool(["windowfocus", "--sync", windowID])
        FileManager.default.createFile(atPath: dir + "/calibrated", contents: nil)
    }

    /// The photo-tui run going on (1 for the first), 0 before the first.
    private(set) var run = 0

    /// Starts the next run of photo-tui (the previous one must have exited) and waits for its
    /// first frame: keys typed before it would be echoed by the terminal, not read by the program.
    func startRun() throws {
        run += 1
        FileManager.default.createFile(atPath: directory.path + "/go\(run)", contents: nil)
        let start = Date()
        while !FileManager.default.fileExists(atPath: timingFile) {
            guard Date().timeIntervalSince(start) < 20, process.isRunning else {
                throw SpawnedProcess.Failure(description: "photo-tui run \(run) did not start in \(self)")
            }
            usleep(20_000)
        }
        // The status line (reverse video across the last row) marks a drawn frame.
        let lastRow = programGrid.pixels(of: Rect(x: 0, y: programGrid.rows - 1, width: programGrid.columns, height: 1))
        _ = try screenshot(until: "photo-tui's first frame", timeout: 20) { shot in
            let row = shot.crop(lastRow)
            var differing = 0
            for y in 0..<row.height {
                for x in 0..<row.width where row.pixel(x, y) != self.background { differing += 1 }
            }
            return differing * 2 > row.width * row.height
        }
    }

    /// Ends what the run started, by process id: photo-tui, the wrapper shell, the tmux
    /// server, the terminal (and its process group).
    deinit {
        for name in (1...max(1, run)).map({ "program\($0).pid" }) + ["shell.pid", "tmux.pid"] {
            if let pid = Self.readPID(directory.path + "/" + name) { SpawnedProcess.signal(pid, SIGKILL) }
        }
        process.terminate()
        if ProcessInfo.processInfo.environment["GRAPHICS_E2E_KEEP"] == nil {
            try? FileManager.default.removeItem(at: directory)
        }
    }

    /// The program's screen inside the window: all of it, or tmux's pane (below its status line).
    var programGrid: CellGrid {
        guard insideTmux else { return grid }
        var pane = grid
        pane.originY += grid.cellHeight
        pane.rows -= 1
        return pane
    }

    // MARK: Driving

    /// Presses keys by X keysym name (`j`, `Return`, `Escape`, `question`).
    func key(_ names: [String], delayMilliseconds: Int = 25) throws {
        try xdotool(["key", "--delay", String(delayMilliseconds)] + names)
    }

    func key(_ names: String...) throws { try key(names) }

    /// Presses one key and waits until the program has drawn the frame after it (so that an
    /// Escape cannot merge with the next key into Alt-key).
    func keyAndWaitForFrame(_ name: String) throws {
        let frames = timings.filter { $0.name == "key_to_frame" }.count
        try key(name)
        try waitForTiming("key_to_frame", count: frames + 1, timeout: 5)
    }

    /// Types text.
    func type(_ text: String) throws { try xdotool(["type", "--delay", "30", text]) }

    /// Resizes the terminal window to `columns`×`rows` cells (the program gets SIGWINCH) and
    /// waits for the new size to show.
    func resize(columns: Int, rows: Int) throws {
        // The same margin on both sides as at the start: no partial cell for the terminal to round.
        let width = 2 * grid.originX + columns * grid.cellWidth, height = 2 * grid.originY + rows * grid.cellHeight
        try xdotool(["windowsize", windowID, String(width), String(height)])
        let deadline = Date().addingTimeInterval(5)
        repeat {
            window = try Self.geometry(of: windowID, environment: toolEnvironment)
            if window.width == width && window.height == height { break }
            usleep(50_000)
        } while Date() < deadline
        grid.columns = columns
        grid.rows = rows
    }

    /// Runs `tmux` against this session's private server.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let result = try SpawnedProcess.run(["tmux", "-L", tmuxSocket] + arguments, environment: toolEnvironment)
        guard result.code == 0 else { throw SpawnedProcess.Failure(description: "tmux \(arguments) failed: \(result.output)") }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// photo-tui's process id, once it runs.
    var programPID: pid_t? { Self.readPID(directory.path + "/program\(run).pid") }

    /// The program's exit status, once it exited.
    var exitStatus: Int? {
        (try? String(contentsOfFile: directory.path + "/status\(run)", encoding: .utf8))
            .flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    // MARK: Reading back

    /// The window's pixels now.
    func screenshot() throws -> ScreenImage {
        try ScreenImage.capture(display: display.name, rect: window, environment: toolEnvironment)
    }

    /// Screenshots until two in a row are identical (the terminal has settled); the last one.
    func settledScreenshot(timeout: TimeInterval = 10, interval: UInt32 = 150_000) throws -> ScreenImage {
        let deadline = Date().addingTimeInterval(timeout)
        var previous = try screenshot()
        while true {
            usleep(interval)
            let current = try screenshot()
            if current == previous {
                // A third look, a little later: a detail request may still be on its way.
                usleep(interval * 2)
                let last = try screenshot()
                if last == current || Date() >= deadline { return last }
                previous = last
                continue
            }
            if Date() >= deadline { return current }
            previous = current
        }
    }

    /// Screenshots until `predicate` holds; the screenshot and the seconds it took.
    func screenshot(until what: String, timeout: TimeInterval, _ predicate: (ScreenImage) -> Bool) throws -> (ScreenImage, TimeInterval) {
        let start = Date()
        while true {
            let shot = try screenshot()
            if predicate(shot) { return (shot, Date().timeIntervalSince(start)) }
            guard Date().timeIntervalSince(start) < timeout else {
                let path = keep(shot, as: "timeout-\(what.replacingOccurrences(of: " ", with: "-"))")
                throw SpawnedProcess.Failure(description: "timed out after \(timeout) s waiting for \(what) in \(self) (screenshot \(path))")
            }
            usleep(50_000)
        }
    }

    /// The lines of the timing log (`name microseconds`).
    var timings: [(name: String, micros: Int)] {
        ((try? String(contentsOfFile: timingFile, encoding: .utf8)) ?? "").split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            guard parts.count == 2, let micros = Int(parts[1]) else { return nil }
            return (String(parts[0]), micros)
        }
    }

    /// Waits until the timing log has `count` lines named `name`.
    func waitForTiming(_ name: String, count: Int = 1, timeout: TimeInterval = 20) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while timings.filter({ $0.name == name }).count < count {
            guard Date() < deadline else {
                throw SpawnedProcess.Failure(description: "no \(name) in the timing log of \(self) after \(timeout) s; stderr: \(standardError.suffix(400))")
            }
            guard process.isRunning else { throw SpawnedProcess.Failure(description: "\(terminal) exited; stderr: \(standardError.suffix(400))") }
            usleep(30_000)
        }
    }

    /// Waits for the program to exit; its status.
    func waitForExit(timeout: TimeInterval = 10) throws -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        while exitStatus == nil {
            guard Date() < deadline else { throw SpawnedProcess.Failure(description: "photo-tui did not exit in \(self)") }
            usleep(30_000)
        }
        return exitStatus ?? -1
    }

    /// Saves `image` as a PNG beside the run (kept when GRAPHICS_E2E_KEEP is set, or copied
    /// to GRAPHICS_E2E_SHOTS) and returns where.
    @discardableResult
    func keep(_ image: ScreenImage, as name: String) -> String {
        let folder = ProcessInfo.processInfo.environment["GRAPHICS_E2E_SHOTS"] ?? FileManager.default.temporaryDirectory.path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = "\(folder)/\(terminal)\(insideTmux ? "-tmux" : "")-\(run)-\(name).png"
        image.savePNG(to: path)
        return path
    }

    // MARK: Helpers

    @discardableResult
    private func xdotool(_ arguments: [String]) throws -> String {
        let result = try SpawnedProcess.run(["xdotool"] + arguments, environment: toolEnvironment, timeout: 30)
        guard result.code == 0 else { throw SpawnedProcess.Failure(description: "xdotool \(arguments.prefix(4)) failed: \(result.output)") }
        return result.output
    }

    /// The grid measured from the calibration frame's two magenta cells.
    private func calibrate() throws -> CellGrid {
        let sizeText = (try? String(contentsOfFile: directory.path + "/size", encoding: .utf8)) ?? ""
        let size = sizeText.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
        guard size.count == 2 else { throw SpawnedProcess.Failure(description: "no terminal size from stty: \(sizeText)") }
        let (rows, columns) = (size[0], size[1])
        let isMagenta: (Int, Int, Int) -> Bool = { r, g, b in r > 180 && g < 90 && b > 180 }
        let (shot, _) = try screenshot(until: "the calibration frame", timeout: 10) { shot in
            shot.boundingBox(where: isMagenta).map { $0.height > shot.height / 2 } ?? false
        }
        let half = ScreenImage(width: shot.width, height: shot.height / 2, pixels: Array(shot.pixels.prefix(shot.width * (shot.height / 2) * 3)))
        guard let first = half.boundingBox(where: isMagenta), let both = shot.boundingBox(where: isMagenta) else {
            throw SpawnedProcess.Failure(description: "calibration cells not found in \(terminal)")
        }
        let cellWidth = first.width / 2, cellHeight = first.height
        let grid = CellGrid(originX: first.x - 2 * cellWidth, originY: first.y - 2 * cellHeight,
                            cellWidth: cellWidth, cellHeight: cellHeight, columns: columns, rows: rows)
        // The second cell pair must be where the grid says: the cell size is exact, not rounded.
        let expected = grid.pixels(of: Rect(x: columns - 4, y: rows - 3, width: 2, height: 1))
        guard both.maxX == expected.maxX, both.maxY == expected.maxY else {
            keep(shot, as: "calibration")
            throw SpawnedProcess.Failure(description: "calibration of \(terminal) inconsistent: \(grid), far cells at \(both), expected \(expected)")
        }
        background = shot.pixel(shot.width / 2, shot.height / 2)
        return grid
    }

    private static func findWindow(pid: pid_t, terminal: GraphicsTerminal, environment: [String: String]) throws -> String {
        let deadline = Date().addingTimeInterval(10)
        repeat {
            for query in [["search", "--onlyvisible", "--pid", String(pid)], ["search", "--onlyvisible", "--class", terminal.rawValue]] {
                let result = try SpawnedProcess.run(["xdotool"] + query, environment: environment)
                if let id = result.output.split(separator: "\n").first, result.code == 0 { return String(id) }
            }
            usleep(100_000)
        } while Date() < deadline
        throw SpawnedProcess.Failure(description: "no window of \(terminal) on the display")
    }

    private static func geometry(of window: String, environment: [String: String]) throws -> Rect {
        let result = try SpawnedProcess.run(["xdotool", "getwindowgeometry", "--shell", window], environment: environment)
        var values: [String: Int] = [:]
        for line in result.output.split(separator: "\n") {
            let parts = line.split(separator: "=")
            if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
        }
        guard let width = values["WIDTH"], let height = values["HEIGHT"], width > 0 else {
            throw SpawnedProcess.Failure(description: "no geometry for window \(window): \(result.output)")
        }
        return Rect(x: max(0, values["X"] ?? 0), y: max(0, values["Y"] ?? 0), width: width, height: height)
    }

    private static func waitForFile(_ path: String, timeout: TimeInterval, while process: SpawnedProcess) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !FileManager.default.fileExists(atPath: path) {
            guard Date() < deadline, process.isRunning else { return false }
            usleep(30_000)
        }
        return true
    }

    private static func readPID(_ path: String) -> pid_t? {
        (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    private static func quote(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }
}

extension GraphicsTerminalSession: CustomStringConvertible {
    var description: String { "\(terminal)\(insideTmux ? " in tmux" : "")" }
}
