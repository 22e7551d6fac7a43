/// A one-line bar with left, center and right segments. The right segment wins space first,
/// then the left; the center shows only when it fits between them.
public struct StatusBar: Widget {
    public var left: String
    public var center: String
    public var right: String
    public var style: Style

    public init(left: String = "", center: String = "", right: String = "", style: Style = Style(attributes: .reverse)) {
        self.left = left
        self.center = center
        self.right = right
        self.style = style
    }

    public func render(in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let row = area.row(0)
        buffer.fill(row, with: .blank(style))
        let rightWidth = min(DisplayWidth.of(Sanitizer.sanitize(right)), row.width)
        let rightUsed = rightWidth > 0
            ? buffer.draw(right, at: Point(x: row.maxX - rightWidth, y: row.y), width: rightWidth, style: style) : 0
        let leftSpace = row.width - rightUsed - (rightUsed > 0 ? 1 : 0)
        let leftUsed = leftSpace > 0 ? buffer.draw(left, at: Point(x: row.x, y: row.y), width: leftSpace, style: style) : 0
        let centerWidth = DisplayWidth.of(Sanitizer.sanitize(center))
        let centerX = row.x + (row.width - centerWidth) / 2
        if centerWidth > 0, centerX > row.x + leftUsed, centerX + centerWidth < row.maxX - rightUsed {
            buffer.draw(center, at: Point(x: centerX, y: row.y), width: centerWidth, style: style)
        }
    }
}
