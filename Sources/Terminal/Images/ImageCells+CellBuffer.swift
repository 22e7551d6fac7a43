extension CellBuffer {
    /// Draws converted image cells with their top left at `origin`, clipped to `clip` (and to
    /// the buffer).
    public mutating func draw(_ image: ImageCells, at origin: Point, clippedTo clip: Rect? = nil) {
        let bounds = (clip ?? area).intersection(area)
        let visible = Rect(x: origin.x, y: origin.y, width: image.columns, height: image.rows).intersection(bounds)
        guard !visible.isEmpty else { return }
        for y in visible.y..<visible.maxY {
            for x in visible.x..<visible.maxX {
                let cell = image[x - origin.x, y - origin.y]
                set(x: x, y: y, symbol: cell.symbol, foreground: cell.foreground, background: cell.background)
            }
        }
    }
}
