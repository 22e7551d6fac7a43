/// What the ``GraphicsLayer`` needs of a backend: to make the cell renderer send a rectangle's
/// cells again (which wipes sixel and iTerm2 pixels and keeps its model true), and to write
/// bytes to the terminal after the cells went out.
public protocol GraphicsOutput: AnyObject {
    /// Makes the next flush re-send every cell of `rect`.
    func repaint(_ rect: Rect)
    /// Writes `bytes` to the terminal now, after what the cell renderer already sent.
    func writeRaw(_ bytes: [UInt8])
}
