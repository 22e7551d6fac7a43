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

    /// A frame of `size` whose every cell has colors no other frame `seed` has.
    private func freshColors(_ size: Size, seed: Int) -> CellBuffer {
        var frame = CellBuffer(size: size)
        for y in 0..<size.height {
            for x in 0..<size.width {
                let n = seed * size.width * size.height + y * size.width + x
                frame.set(x: x, y: y, symbol: "▀", foreground: .rgb(UInt8(n % 251), UInt8(n / 251 % 251), 7),
                          background: .rgb(9, UInt8(n % 241), UInt8(n / 241 % 241)))
            }
        }
        return frame
    }

    /// The 24-bit foreground codes in `output`, as "r:g:b".
    private func foregrounds(_ output: String) -> Set<String> {
        let pattern = #/38[:;]2[:;]+(\d+)[:;](\d+)[:;](\d+)/#
        return Set(output.matches(of: pattern).map { "\($0.1):\($0.2):\($0.3)" })
    }

    /// A direct-color terminal of `size` with at most `pairLimit` pairs, sent `frames` frames of new colors.
    private func terminal(_ size: Size, pairLimit: Int, afterNewColorFrames frames: Int) throws -> HeadlessTerminal {
        let terminal = try HeadlessTerminal(size: size, terminfo: "xterm-direct", pairLimit: pairLimit)
        terminal.keepsOutput = true
        for seed in 0..<frames { _ = send(freshColors(size, seed: seed), to: terminal) }
        return terminal
    }

    @Test func runningOutOfPairsStartsThemOverAndSendsEveryCellAgainWithoutAClear() throws {
        let size = Size(width: 8, height: 3)
        // 72 pairs: three screens of 24 cells, so three frames of new colors fit and the fourth does not.
        let terminal = try terminal(size, pairLimit: 72, afterNewColorFrames: 3)
        defer { terminal.close() }
        #expect(terminal.backend.colorRestarts == 0 && !terminal.backend.repaintsEverything)

        // New colors below the first row, which stays as it was.
        let third = freshColors(size, seed: 2)
        var fourth = freshColors(size, seed: 3)
        for x in 0..<size.width { fourth.set(x: x, y: 0, cell: third[x, 0]) }
        let output = send(fourth, to: terminal)
        #expect(terminal.backend.colorRestarts == 1 && terminal.backend.repaintsEverything)
        // Every cell went out again, the unchanged row too, with its own colors (none left to a
        // pair number that now means others).
        let expected = Set((0..<size.height).flatMap { y in (0..<size.width).map { x -> String in
            guard case .rgb(let r, let g, let b) = fourth[x, y].style.foreground else { return "" }
            return "\(r):\(g):\(b)"
        } })
        #expect(foregrounds(output) == expected)
        #expect(!output.contains("\u{1B}[2J") && !output.contains("\u{1B}[H\u{1B}[J"))

        // After it, changes alone go out again, with the new numbering.
        #expect(send(fourth, to: terminal).isEmpty)
        #expect(!terminal.backend.repaintsEverything)
        fourth.set(x: 3, y: 1, symbol: "x", foreground: .rgb(200, 201, 202), background: .rgb(4, 5, 6))
        let one = send(fourth, to: terminal)
        #expect(foregrounds(one) == ["200:201:202"] && one.utf8.count < 60)
    }

    @Test func aTableTooSmallForThreeScreensReusesPairsOneByOne() throws {
        let size = Size(width: 8, height: 3)
        let terminal = try terminal(size, pairLimit: 71, afterNewColorFrames: 4)
        defer { terminal.close() }
        #expect(terminal.backend.colorRestarts == 0)
        var frame = freshColors(size, seed: 3)
        frame.set(x: 2, y: 2, symbol: "y", foreground: .rgb(90, 91, 92), background: .rgb(1, 1, 1))
        #expect(foregrounds(send(frame, to: terminal)) == ["90:91:92"])
    }
}
