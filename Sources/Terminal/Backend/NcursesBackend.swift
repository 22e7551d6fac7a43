import CNcursesw
#if canImport(Glibc)
import Glibc
#endif

/// Copies frames to ncurses' standard screen. It keeps the previous frame and writes only the
/// cells that differ into ncurses, which in turn sends only what changed on the terminal; an
/// unchanged frame costs one comparison and no output.
///
/// Colors are resolved for the terminal's `ColorMode` and mapped to color pairs on demand
/// (`ColorPairAllocator`). `.rgb` colors go out as 24-bit when the terminfo entry is a
/// direct-color one (see `Screen`), else they are quantized to the 256-color palette.
///
/// ncurses scans the whole screen each time a pair takes other colors (`_nc_change_pair`), so
/// reusing pairs one by one costs a frame of new 24-bit colors (the next photo, full screen) a
/// scan per cell: about 200 ms at 160×48 once the 65,535 pairs are used up, against 10 ms for
/// fresh ones. Where the pairs are many (three screens' worth or more), a frame that might run
/// out starts them over instead: every pair is forgotten (`reset_color_pairs`) and every cell
/// sent again, in place, without clearing the screen (a clear would delete kitty's images).
public final class NcursesBackend: Backend, GraphicsOutput {
    public let colorMode: ColorMode
    private let resolver: ColorResolver
    private var allocator: ColorPairAllocator
    private var previous: CellBuffer?
    private var pairOfCell: [Int32] = []
    private var cursorVisible: Bool?
    private let characters = UnsafeMutablePointer<wchar_t>.allocate(capacity: Curses.maxCharactersPerCell + 1)
    private let extendedPair = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    private var cell = cchar_t()
    private var changed: [Int] = []
    /// The last `draw` started the color pairs over, so it sends every cell again.
    public private(set) var repaintsEverything = false
    /// Times the color pairs started over (for tests and benchmarks).
    public private(set) var colorRestarts = 0

    /// - Parameters:
    ///   - colorMode: what the current ncurses screen supports; `start_color` must have run.
    ///   - pairLimit: uses at most this many color pairs (tests: a small table to run out of).
    public init(colorMode: ColorMode, pairLimit: Int? = nil) {
        self.colorMode = colorMode
        self.resolver = ColorResolver(mode: colorMode)
        let pairs = colorMode == .none ? 0 : Int(photo_tui_color_pairs()) - 1
        self.allocator = ColorPairAllocator(capacity: max(0, min(pairs, 65_535, pairLimit ?? .max)))
    }

    deinit {
        characters.deallocate()
        extendedPair.deallocate()
    }

    public var size: Size {
        let window = photo_tui_stdscr()
        return Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
    }

    /// Forgets the previous frame and makes the next flush repaint the whole terminal
    /// (after a resize, a resume from Ctrl-Z, or anything else that may have scribbled on it).
    public func invalidate() {
        previous = nil
        clearok(photo_tui_stdscr(), true)
    }

    public func draw(_ buffer: CellBuffer) {
        let window = photo_tui_stdscr()
        let cells = buffer.cells
        let width = buffer.size.width
        repaintsEverything = false
        if let previous, previous.size == buffer.size {
            if previous.cells == cells {
                self.previous = buffer  // cursor may have moved
                return
            }
            let old = previous.cells
            changed.removeAll(keepingCapacity: true)
            for index in cells.indices where cells[index] != old[index] { changed.append(index) }
            if startsColorsOver(forNewCells: changed.count, screenCells: cells.count) {
                drawAll(cells, width: width, window: window)
            } else {
                // Keep the pairs of unchanged (visible) cells from being reused for new colors.
                for index in cells.indices where cells[index] == old[index] { allocator.touch(pairOfCell[index]) }
                for index in changed where cells[index].width != 0 {
                    put(cells[index], at: index, width: width, window: window)
                }
            }
        } else {
            _ = startsColorsOver(forNewCells: cells.count, screenCells: cells.count)
            drawAll(cells, width: width, window: window)
        }
        previous = buffer
    }

    /// Every cell into a blank window, with no pair kept from before.
    private func drawAll(_ cells: [Cell], width: Int, window: UnsafeMutablePointer<WINDOW>?) {
        pairOfCell = Array(repeating: 0, count: cells.count)
        werase(window)
        for index in cells.indices where cells[index].width != 0 {
            put(cells[index], at: index, width: width, window: window)
        }
    }

    /// Starts the color pairs over when `newCells` might need more than are free and the table
    /// holds three screens of `screenCells` (so that a start-over comes at most once per screen of
    /// new colors; below that, pairs are reused one by one as before). The terminal's cells are
    /// then all sent again: ncurses forgets what it showed (`redrawwin`) but not with a clear.
    private func startsColorsOver(forNewCells newCells: Int, screenCells: Int) -> Bool {
        guard allocator.count > 0, allocator.wouldReuse(adding: newCells), allocator.capacity >= 3 * screenCells else { return false }
        reset_color_pairs()
        clearok(photo_tui_curscr(), false)
        redrawwin(photo_tui_stdscr())
        allocator.removeAll()
        colorRestarts += 1
        repaintsEverything = true
        return true
    }

    public func flush() {
        let window = photo_tui_stdscr()
        if let cursor = previous?.cursor {
            wmove(window, Int32(cursor.y), Int32(cursor.x))
            if cursorVisible != true { curs_set(1); cursorVisible = true }
        } else if cursorVisible != false {
            curs_set(0)
            cursorVisible = false
        }
        wrefresh(window)
    }

    /// Makes the next flush send every cell of `rect` again: a window over exactly that rectangle
    /// has ncurses forget what the terminal shows there (`redrawwin`), so it sends its own blanks
    /// in the right colours, which wipes sixel and iTerm2 pixels and keeps its model true
    /// (hand-written erases would desynchronise it: graphics brief §3).
    public func repaint(_ rect: Rect) {
        let window = photo_tui_stdscr()
        let clipped = rect.intersection(Rect(size: size))
        guard !clipped.isEmpty, let part = derwin(window, Int32(clipped.height), Int32(clipped.width), Int32(clipped.y), Int32(clipped.x))
        else { return }
        redrawwin(part)
        delwin(part)
    }

    /// Writes `bytes` to the terminal after everything ncurses has sent.
    public func writeRaw(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        fflush(photo_tui_stdout())
        bytes.withUnsafeBufferPointer { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                    continue
                } else {
                    return  // the terminal is gone
                }
            }
        }
    }

    /// The color pair and attributes a cell got, for tests and benchmarks.
    func pair(at index: Int) -> Int32 { pairOfCell[index] }

    private func put(_ source: Cell, at index: Int, width: Int, window: UnsafeMutablePointer<WINDOW>?) {
        let style = source.style
        let foreground = resolver.number(for: style.foreground)
        let background = resolver.number(for: style.background)
        let (pair, isNew) = allocator.pair(foreground: foreground, background: background)
        if isNew { init_extended_pair(pair, foreground, background) }
        pairOfCell[index] = pair

        var count = 0
        var padAfter = false
        let scalars = source.symbol.unicodeScalars
        if let first = scalars.first, first.value >= 0x300 {
            // ncurses (and the terminal's libc) measure a cell by its first character. Where that
            // disagrees with our width, keep the columns ours: an emoji made wide by VS16 is sent
            // as its text form plus a space; a character libc thinks wide but we do not becomes U+FFFD.
            let libcWidth = photo_tui_wcwidth(wchar_t(bitPattern: first.value))
            if source.width == 2 && libcWidth == 1 {
                characters[0] = wchar_t(bitPattern: first.value)
                count = 1
                padAfter = true
            } else if source.width == 1 && libcWidth == 2 {
                characters[0] = 0xFFFD
                count = 1
            }
        }
        if count == 0 {
            for scalar in scalars where count < Curses.maxCharactersPerCell {
                characters[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
        }
        if count == 0 { characters[0] = 0x20; count = 1 }
        characters[count] = 0
        extendedPair.pointee = pair
        let attributes = attr_t(Curses.attributes(style.attributes))
        let shortPair = Int16(truncatingIfNeeded: min(pair, 32_767))
        setcchar(&cell, characters, attributes, shortPair, extendedPair)
        let (y, x) = (Int32(index / width), Int32(index % width))
        mvwadd_wch(window, y, x, &cell)
        if padAfter {
            characters[0] = 0x20
            characters[1] = 0
            setcchar(&cell, characters, attributes, shortPair, extendedPair)
            mvwadd_wch(window, y, x + 1, &cell)
        }
    }
}
