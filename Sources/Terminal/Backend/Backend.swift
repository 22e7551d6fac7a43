/// Where frames go: ncurses on a real terminal, or memory in tests.
public protocol Backend: AnyObject {
    /// The terminal size in cells.
    var size: Size { get }
    /// Takes a complete frame; a backend sends only what differs from the previous one.
    func draw(_ buffer: CellBuffer)
    /// Makes what was drawn visible.
    func flush()
    /// The last `draw` sends every cell again, not only the changed ones: whatever the cells
    /// cover on the terminal (sixel and iTerm2 pixels) is wiped by this frame.
    var repaintsEverything: Bool { get }
}

extension Backend {
    /// Backends that only ever send the changes.
    public var repaintsEverything: Bool { false }
}
