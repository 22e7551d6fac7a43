import Testing
import TerminalTesting
@testable import Terminal

/// The real ncurses backend on a pseudo-terminal. ncurses is global state, hence serialized.
@Suite(.serialized) struct NcursesBackendTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    /// Draws and flushes `frame`, returning what went to the terminal.
    private func send(_ frame: CellBuffer, to terminal: HeadlessTerminal) -> String {
        terminal.backend.draw(frame)
        terminal.backend.flush()
        return text(terminal.takeOutput())
    }

    @Test func onlyChangesReachTheTerminal() throws {
        let terminal = try HeadlessTerminal(size: Size(width: 40, height: 10))
        defer { terminal.close() }
        terminal.keepsOutput = true
        var frame = CellBuffer(width: 40, height: 10)
        frame.draw("Hello 서울", at: Point(x: 2, y: 3), width: 20)
        let first = send(frame, to: terminal)
        #expect(first.contains("Hello 서울"))

        #expect(send(frame, to: terminal).isEmpty)

        frame.set(x: 2, y: 3, cell: Cell(symbol: "J"))
        let change = send(frame, to: terminal)
        #expect(change.contains("J") && !change.contains("ello") && change.utf8.count < 16)
    }

    @Test func paletteModeQuantizesRGB() throws {
        let terminal = try HeadlessTerminal(size: Size(width: 20, height: 4), terminfo: "xterm-256color")
        defer { terminal.close() }
        #expect(terminal.colorMode == .palette256)
        terminal.keepsOutput = true
        var frame = CellBuffer(width: 20, height: 4)
        frame.set(x: 0, y: 0, symbol: "▀", foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 255))
        frame.set(x: 1, y: 0, symbol: "x", foreground: .palette(3), attributes: [.bold])
        let output = send(frame, to: terminal)
        #expect(output.contains("38;5;196"))
        #expect(output.contains("48;5;21"))
        #expect(output.contains("▀"))
    }

    @Test func directModeSendsTwentyFourBitColor() throws {
        let terminal = try HeadlessTerminal(size: Size(width: 20, height: 4), terminfo: "xterm-direct")
        defer { terminal.close() }
        #expect(terminal.colorMode == .direct)
        terminal.keepsOutput = true
        var frame = CellBuffer(width: 20, height: 4)
        frame.set(x: 0, y: 0, symbol: "▀", foreground: .rgb(18, 52, 86), background: .rgb(200, 100, 50))
        let output = send(frame, to: terminal)
        #expect(output.contains("38:2::18:52:86") || output.contains("38;2;18;52;86"))
        #expect(output.contains("48:2::200:100:50") || output.contains("48;2;200;100;50"))
    }

    @Test func invalidateRepaintsEverything() throws {
        let terminal = try HeadlessTerminal(size: Size(width: 20, height: 3))
        defer { terminal.close() }
        terminal.keepsOutput = true
        var frame = CellBuffer(width: 20, height: 3)
        frame.draw("kept", at: Point(x: 0, y: 1), width: 20)
        _ = send(frame, to: terminal)
        terminal.backend.invalidate()
        #expect(send(frame, to: terminal).contains("kept"))
    }

    @Test func widthDisagreementsWithLibcKeepOurColumns() throws {
        let terminal = try HeadlessTerminal(size: Size(width: 20, height: 2))
        defer { terminal.close() }
        terminal.keepsOutput = true
        var frame = CellBuffer(width: 20, height: 2)
        frame.draw("a❤️b👍c", at: Point(x: 0, y: 0), width: 20)
        #expect(frame.lines[0].hasPrefix("a❤️b👍c"))
        let output = send(frame, to: terminal)
        // The heart (wide only through VS16) goes out in its one-column form and a space.
        #expect(output.contains("a❤ b👍c"))
        #expect(!output.unicodeScalars.contains("\u{FE0F}"))
    }
}
