/// The shape of one terminal cell in pixels, so images keep their aspect ratio: cells are
/// about twice as tall as wide, but the terminal's own figure (`TIOCGWINSZ`'s pixel size
/// divided by its cell count) is better when it reports one.
public struct CellGeometry: Hashable, Sendable {
    /// Cell width in pixels (or any unit shared with `height`).
    public var width: Double
    /// Cell height in the same unit.
    public var height: Double

    /// The usual 1:2 cell.
    public static let typical = CellGeometry(width: 1, height: 2)

    /// Creates a geometry; non-positive sides fall back to ``typical``.
    public init(width: Double, height: Double) {
        if width > 0, height > 0 {
            self.width = width
            self.height = height
        } else {
            self.width = 1
            self.height = 2
        }
    }

    /// From a `winsize` (`ws_col`, `ws_row`, `ws_xpixel`, `ws_ypixel`); `nil` when the
    /// terminal reports no pixel size (zeros), as many do.
    public init?(columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int) {
        guard columns > 0, rows > 0, pixelWidth > 0, pixelHeight > 0 else { return nil }
        self.init(width: Double(pixelWidth) / Double(columns), height: Double(pixelHeight) / Double(rows))
    }

    /// The largest cell size within `columns × rows` that shows an image of `imageSize`
    /// pixels without distorting it (at least 1×1).
    public func fit(imageWidth: Int, imageHeight: Int, columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        guard columns > 0, rows > 0 else { return (0, 0) }
        guard imageWidth > 0, imageHeight > 0 else { return (columns, rows) }
        let aspect = Double(imageWidth) / Double(imageHeight)
        // Columns needed for the full height: c·width / (r·height) = aspect.
        let wide = (aspect * Double(rows) * height / width).rounded()
        if wide <= Double(columns) {
            return (max(1, Int(wide)), rows)
        }
        let tall = (Double(columns) * width / (aspect * height)).rounded()
        return (columns, max(1, min(rows, Int(tall))))
    }

    /// The pixel size an image should be requested at to fill `columns × rows` cells with
    /// `pixelsPerCell` pixels (e.g. 1×2 for half blocks), keeping the cell's aspect.
    public static func pixelSize(columns: Int, rows: Int, pixelsPerCell: (width: Int, height: Int)) -> (width: Int, height: Int) {
        (max(columns, 0) * pixelsPerCell.width, max(rows, 0) * pixelsPerCell.height)
    }
}
