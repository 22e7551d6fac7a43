import BenchmarkSupport
import Foundation
import Terminal
import TerminalTesting

// Frames from CellBuffer through the real ncurses backend into a pseudo-terminal nobody reads
// but a counting thread (HeadlessTerminal), so this runs headless. Prints a markdown table.

let width = 200, height = 60

/// A frame where every cell differs from the one built with the other `phase`.
func textFrame(phase: Int) -> CellBuffer {
    var buffer = CellBuffer(width: width, height: height)
    let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
    for y in 0..<height {
        for x in 0..<width {
            let n = x + y + phase
            buffer.set(x: x, y: y, symbol: letters[n % letters.count], foreground: .palette(UInt8(1 + (n + phase) % 7)),
                       background: phase % 2 == 0 ? .default : .palette(0))
        }
    }
    return buffer
}

/// Thumbnail-like half blocks, every cell a different 24-bit color in each phase.
func imageFrame(phase: Int) -> CellBuffer {
    var buffer = CellBuffer(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let r = UInt8((x * 5 + phase * 37) & 0xFF), g = UInt8((y * 9 + phase * 53) & 0xFF), b = UInt8((x + y + phase * 91) & 0xFF)
            buffer.set(x: x, y: y, symbol: "▀", foreground: .rgb(r, g, b), background: .rgb(b, r, g))
        }
    }
    return buffer
}

/// Half blocks in 24-bit colors no other phase has (a new photo each frame, full screen).
func newColorFrame(phase: Int) -> CellBuffer {
    var buffer = CellBuffer(width: width, height: height)
    for y in 0..<height {
        for x in 0..<width {
            let n = UInt32(truncatingIfNeeded: ((phase * height + y) * width + x) &* 2_654_435_761)
            buffer.set(x: x, y: y, symbol: "▀", foreground: .rgb(UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF)),
                       background: .rgb(UInt8(n & 0xFF), UInt8(n >> 20 & 0xFF), UInt8(n >> 4 & 0xFF)))
        }
    }
    return buffer
}

/// A list of rows 4 lines tall: an 8x4 thumbnail of colored half blocks, a title and a byline,
/// inside a pane, next to a detail pane (text, or a large preview image that stays put, which
/// stops ncurses from scrolling whole lines); `offset` is the first visible row.
func listFrame(offset: Int, preview: Bool = false) -> CellBuffer {
    var buffer = CellBuffer(width: width, height: height)
    let columns = Layout(.horizontal, [.percent(50), .min(10)]).split(buffer.area)
    Pane(title: "Photos").render(in: columns[0], into: &buffer)
    Pane(title: "Detail").render(in: columns[1], into: &buffer)
    let state = ListState(selected: offset, offset: offset)
    ListView(rowCount: 10_000, rowHeight: 4, state: state, selectionStyle: []) { index, area, _, buffer in
        for dy in 0..<area.height {
            for dx in 0..<8 {
                let seed = index * 131 + dy * 17 + dx * 7
                buffer.set(x: area.x + dx, y: area.y + dy, symbol: "▀",
                           foreground: .rgb(UInt8(seed & 0xFF), UInt8((seed * 3) & 0xFF), UInt8((seed * 5) & 0xFF)),
                           background: .rgb(UInt8((seed * 7) & 0xFF), UInt8((seed * 11) & 0xFF), UInt8((seed * 13) & 0xFF)))
            }
        }
        buffer.draw("Photo \(index) · Seoul 서울 at night", at: Point(x: area.x + 9, y: area.y), width: area.width - 9)
        buffer.draw("by Someone \(index % 97) · ♥ \(index * 7 % 1000)", at: Point(x: area.x + 9, y: area.y + 1), width: area.width - 9,
                    style: Style(foreground: .palette(8)))
    }.render(in: Pane.inner(of: columns[0]), into: &buffer)
    let detail = Pane.inner(of: columns[1])
    if preview {
        for y in detail.y..<detail.maxY {
            for x in detail.x..<detail.maxX {
                buffer.set(x: x, y: y, symbol: "▀", foreground: .rgb(UInt8(x & 0xFF), UInt8((y * 4) & 0xFF), 90),
                           background: .rgb(UInt8((x * 2) & 0xFF), UInt8((y * 4 + 2) & 0xFF), 120))
            }
        }
    } else {
        TextView(text: "A long description of photo \(offset), 서울의 밤 풍경, wrapped to the pane.").render(in: detail, into: &buffer)
    }
    return buffer
}

/// What painting the thumbnail cells with raw SGR after the ncurses refresh would cost: every
/// visible image cell on every frame that moves them, since ncurses does not know they are there.
func overlayBytes(for buffer: CellBuffer) -> Int {
    var total = 0
    for y in 0..<buffer.height {
        var inRun = false
        for x in 0..<buffer.width {
            let cell = buffer[x, y]
            guard case .rgb(let r, let g, let b) = cell.style.foreground, case .rgb(let br, let bg, let bb) = cell.style.background else {
                inRun = false
                continue
            }
            if !inRun { total += "\u{1B}[\(y + 1);\(x + 1)H".utf8.count; inRun = true }
            total += "\u{1B}[38;2;\(r);\(g);\(b);48;2;\(br);\(bg);\(bb)m".utf8.count + cell.symbol.utf8.count
        }
    }
    return total + "\u{1B}7\u{1B}8\u{1B}[0m".utf8.count
}

struct Row {
    var name: String
    var time: String
    var bytes: String
}
var rows: [Row] = []

/// The color mode, and how often the backend started its color pairs over, if it did.
func modeNote(_ terminal: HeadlessTerminal) -> String {
    let restarts = terminal.backend.colorRestarts
    return "\(terminal.colorMode)" + (restarts > 0 ? ", pairs started over \(restarts)×" : "")
}

func measureFrames(_ name: String, terminfo: String, frames: [CellBuffer], iterations: Int) throws {
    let terminal = try HeadlessTerminal(size: Size(width: width, height: height), terminfo: terminfo)
    defer { terminal.close() }
    var index = 0
    terminal.backend.draw(frames[0])
    terminal.backend.flush()
    terminal.resetCount()
    var drawTimes: [UInt64] = [], flushTimes: [UInt64] = []
    let samples = Stopwatch.samples(iterations: iterations, warmup: 4) {
        index += 1
        let start = Stopwatch.now()
        terminal.backend.draw(frames[index % frames.count])
        let drawn = Stopwatch.now()
        terminal.backend.flush()
        drawTimes.append(drawn - start)
        flushTimes.append(Stopwatch.now() - drawn)
    }
    let bytes = terminal.bytesWritten / max(1, drawTimes.count)
    let split = "draw \(Stopwatch.format(nanoseconds: Stopwatch.median(drawTimes.sorted()))), flush \(Stopwatch.format(nanoseconds: Stopwatch.median(flushTimes.sorted())))"
    rows.append(Row(name: "\(name) (\(modeNote(terminal)))", time: "\(Stopwatch.format(nanoseconds: Stopwatch.median(samples))) (\(split))", bytes: "\(bytes)"))
}

func measureScroll(terminfo: String, preview: Bool) throws {
    let terminal = try HeadlessTerminal(size: Size(width: width, height: height), terminfo: terminfo)
    defer { terminal.close() }
    let frames = (0..<41).map { listFrame(offset: $0, preview: preview) }
    terminal.backend.draw(frames[0])
    terminal.backend.flush()
    terminal.resetCount()
    var times: [UInt64] = []
    for frame in frames.dropFirst() {
        let start = Stopwatch.now()
        terminal.backend.draw(frame)
        terminal.backend.flush()
        times.append(Stopwatch.now() - start)
    }
    let bytes = terminal.bytesWritten / (frames.count - 1)
    rows.append(Row(name: "list scroll by one row, thumbnails, \(preview ? "static preview beside" : "text beside") (\(modeNote(terminal)))",
                    time: Stopwatch.format(nanoseconds: Stopwatch.median(times.sorted())), bytes: "\(bytes)"))
}

let textFrames = [textFrame(phase: 0), textFrame(phase: 1)]
let imageFrames = [imageFrame(phase: 0), imageFrame(phase: 1)]

try measureFrames("200x60, every cell changes, text", terminfo: "xterm-256color", frames: textFrames, iterations: 60)
try measureFrames("200x60, every cell changes, 24-bit half blocks", terminfo: "xterm-256color", frames: imageFrames, iterations: 60)
try measureFrames("200x60, every cell changes, 24-bit half blocks", terminfo: "xterm-direct", frames: imageFrames, iterations: 60)
// Each frame new colors: past the first five, the 65,535 pairs are used up.
try measureFrames("200x60, a new 24-bit picture each frame", terminfo: "xterm-direct", frames: (0..<64).map(newColorFrame), iterations: 60)
// Two equal frames in separate storage, as the app produces them (no identity shortcut).
try measureFrames("200x60, unchanged frame", terminfo: "xterm-256color", frames: [textFrames[0], textFrame(phase: 0)], iterations: 2_000)
for preview in [false, true] {
    try measureScroll(terminfo: "xterm-256color", preview: preview)
    try measureScroll(terminfo: "xterm-direct", preview: preview)
}

// Building a frame (widgets into the buffer), to put the backend figures in proportion.
var frameIndex = 0
let buildSamples = Stopwatch.samples(iterations: 60) {
    frameIndex += 1
    _ = listFrame(offset: frameIndex % 100)
}
rows.append(Row(name: "build the list frame (widgets into CellBuffer)", time: Stopwatch.format(nanoseconds: Stopwatch.median(buildSamples)), bytes: "-"))

// The alternative to a direct-color terminfo: ncurses draws 256-color cells and the image cells
// are repainted with raw 24-bit SGR after each refresh that moved them.
let listOnly = overlayBytes(for: listFrame(offset: 1))
rows.append(Row(name: "list scroll, only the thumbnail cells repainted as raw 24-bit SGR after refresh (computed)", time: "-", bytes: "\(listOnly)"))

print("| Measurement | Median time | Bytes to terminal per frame |")
print("|---|---:|---:|")
for row in rows { print("| \(row.name) | \(row.time) | \(row.bytes) |") }

