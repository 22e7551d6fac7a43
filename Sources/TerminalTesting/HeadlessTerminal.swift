import CNcursesw
import Terminal
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// ncurses on a pseudo-terminal that nobody looks at, so tests and benchmarks can drive the
/// real `NcursesBackend` without a terminal and count the bytes it would send.
///
/// ncurses keeps global state: use one at a time, from one thread.
public final class HeadlessTerminal {
    public let backend: NcursesBackend
    public let colorMode: ColorMode
    private let screen: OpaquePointer
    private let master: Int32
    private let slave: Int32
    private let file: UnsafeMutablePointer<FILE>
    private let output = Output()
    private let reader: Thread

    /// Counts (and optionally keeps) what the reader thread drains from the pty.
    private final class Output: @unchecked Sendable {
        let lock = NSLock()
        var total = 0
        var bytes: [UInt8] = []
        var keeps = false
        var stopped = false
        /// The last bytes of the stream, to spot the sync marker.
        var tail: [UInt8] = []
        var markersSeen = 0

        /// Under the lock.
        func received(_ chunk: ArraySlice<UInt8>) {
            total += chunk.count
            if keeps { bytes += chunk }
            tail = Array((tail + chunk).suffix(HeadlessTerminal.marker.count))
            if tail == HeadlessTerminal.marker {
                markersSeen += 1
                total -= HeadlessTerminal.marker.count
                if keeps { bytes.removeLast(min(bytes.count, HeadlessTerminal.marker.count)) }
                tail = []
            }
        }
    }

    /// Written after ncurses' output to know when the reader has drained it all: the pty hands
    /// bytes to the master side asynchronously, so "nothing readable" does not mean "all read".
    fileprivate static let marker: [UInt8] = [0, 0x1F, 0x53, 0x59, 0x4E, 0x43, 0x1F, 0]
    private var markersSent = 0

    /// - Parameters:
    ///   - size: the terminal size.
    ///   - terminfo: the entry to use, e.g. `xterm-256color` or `xterm-direct`.
    ///   - pairLimit: the backend's color pairs at most (a small table to run out of).
    public init(size: Size, terminfo: String = "xterm-256color", pairLimit: Int? = nil) throws {
        setlocale(LC_CTYPE, "C.UTF-8")
        var masterFD: Int32 = -1, slaveFD: Int32 = -1
        var window = winsize(ws_row: UInt16(size.height), ws_col: UInt16(size.width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&masterFD, &slaveFD, nil, nil, &window) == 0 else { throw ScreenError.notATerminal }
        var mode = termios()
        tcgetattr(slaveFD, &mode)
        cfmakeraw(&mode)
        tcsetattr(slaveFD, TCSANOW, &mode)
        _ = fcntl(masterFD, F_SETFL, fcntl(masterFD, F_GETFL) | O_NONBLOCK)
        master = masterFD
        slave = slaveFD
        guard let stream = fdopen(slaveFD, "r+") else { throw ScreenError.notATerminal }
        file = stream

        let output = self.output
        let masterRead = masterFD
        reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                var fds = [pollfd(fd: masterRead, events: Int16(POLLIN), revents: 0)]
                _ = poll(&fds, 1, 20)
                output.lock.lock()
                if output.stopped {
                    output.lock.unlock()
                    return
                }
                let count = read(masterRead, &buffer, buffer.count)
                if count > 0 { output.received(buffer[0..<count]) }
                output.lock.unlock()
            }
        }
        reader.start()

        guard let screen = newterm(terminfo, stream, stream) else { throw ScreenError.unknownTerminal(terminfo) }
        self.screen = screen
        raw()
        noecho()
        nonl()
        typeahead(-1)
        start_color()
        use_default_colors()
        colorMode = ColorMode(colorCount: Int(photo_tui_colors()))
        backend = NcursesBackend(colorMode: colorMode, pairLimit: pairLimit)
        wrefresh(photo_tui_stdscr())
    }

    deinit { close() }

    private var isClosed = false

    /// Ends ncurses and stops the reader. Safe to call twice.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        endwin()
        delscreen(screen)
        fclose(file)
        output.lock.lock()
        output.stopped = true
        output.lock.unlock()
        while !reader.isFinished { usleep(1_000) }
        Glibc.close(master)
    }

    /// Keep the bytes themselves (tests inspect them), not just count them.
    public var keepsOutput: Bool {
        get { output.lock.lock(); defer { output.lock.unlock() }; return output.keeps }
        set { output.lock.lock(); output.keeps = newValue; output.lock.unlock() }
    }

    /// Bytes ncurses wrote since the last `takeOutput()`/`resetCount()`, once all were drained.
    public var bytesWritten: Int {
        settle()
        output.lock.lock()
        defer { output.lock.unlock() }
        return output.total
    }

    /// The kept bytes, cleared (and the count reset).
    public func takeOutput() -> [UInt8] {
        settle()
        output.lock.lock()
        defer { output.lock.unlock() }
        let bytes = output.bytes
        output.bytes = []
        output.total = 0
        return bytes
    }

    /// Resets the byte count.
    public func resetCount() { _ = takeOutput() }

    /// Waits until the reader has drained everything written so far.
    private func settle() {
        fflush(file)
        markersSent += 1
        _ = Self.marker.withUnsafeBytes { write(slave, $0.baseAddress, $0.count) }
        while true {
            output.lock.lock()
            let seen = output.markersSeen
            output.lock.unlock()
            if seen >= markersSent { return }
            usleep(100)
        }
    }
}
