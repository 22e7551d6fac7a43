import Foundation
import Terminal

/// `--graphics-trace FILE`: one line per image placed or taken away (slot, rectangle in cells,
/// protocol, bytes written, encode time, milliseconds since start), for tests and bug reports.
/// Lines are written as they happen, so the file is whole even when the program is killed.
final class GraphicsTraceFile {
    private let handle: FileHandle
    private let start = DispatchTime.now().uptimeNanoseconds

    /// Creates (or empties) the file. Throws when it cannot be written.
    init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CommandFailure("cannot write the graphics trace to \(path)")
        }
        handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    }

    deinit { try? handle.close() }

    /// The probe's outcome, first (no rectangle: readers skip it).
    func writeHeader(choice: GraphicsChoice, probeMilliseconds: Double?, cellPixels: Size?) {
        var line = "start protocol=\(choice.graphicsProtocol?.rawValue ?? "symbols")"
        if let probeMilliseconds { line += " probe_ms=\((probeMilliseconds * 10).rounded() / 10)" }
        if let cellPixels { line += " cell_px=\(cellPixels.width)x\(cellPixels.height)" }
        write(line)
    }

    /// One event; `t_us` is the system's uptime clock, the one `PHOTO_TUI_TIMING`'s `_start_us`
    /// lines use, so a script can time a key to the pixels written after it.
    func write(_ event: GraphicsTraceEvent) {
        let now = DispatchTime.now().uptimeNanoseconds
        write(event.line + " at_ms=\((now - start) / 1_000_000) t_us=\(now / 1000)")
    }

    /// One moment of a frame, on the same clock.
    func write(_ stamp: GraphicsFrameStamp) {
        let now = DispatchTime.now().uptimeNanoseconds
        write(stamp.line + " at_ms=\((now - start) / 1_000_000) t_us=\(now / 1000)")
    }

    private func write(_ line: String) {
        try? handle.write(contentsOf: Data((line + "\n").utf8))
    }
}
