/// Where frames go: ncurses on a real terminal, or memory in tests.
public protocol Backend: AnyObject {
    /// The terminal size in cells.
    var size: Size { get }
    /// Takes a complete frame; a backend sends only what differs from the previous one.
    func draw(_ buffer: CellBuffer)
    /// Makes what was drawn visible.
    func flush()
}
