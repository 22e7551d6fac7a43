/// A box with a border and an optional title on its top edge: `┌Photos──┐`.
public struct Pane: Widget {
    public var title: String
    public var borderStyle: Style
    public var titleStyle: Style

    public init(title: String = "", borderStyle: Style = .plain, titleStyle: Style = .plain) {
        self.title = title
        self.borderStyle = borderStyle
        self.titleStyle = titleStyle
    }

    /// The area inside the border, where content goes.
    public static func inner(of area: Rect) -> Rect { area.inset(horizontal: 1, vertical: 1) }

    public func render(in area: Rect, into buffer: inout CellBuffer) {
        guard area.width >= 2, area.height >= 2 else { return }
        let (left, right, top, bottom) = (area.x, area.maxX - 1, area.y, area.maxY - 1)
        for x in left + 1..<right {
            buffer.set(x: x, y: top, cell: Cell(symbol: "─", style: borderStyle))
            buffer.set(x: x, y: bottom, cell: Cell(symbol: "─", style: borderStyle))
        }
        for y in top + 1..<bottom {
            buffer.set(x: left, y: y, cell: Cell(symbol: "│", style: borderStyle))
            buffer.set(x: right, y: y, cell: Cell(symbol: "│", style: borderStyle))
        }
        buffer.set(x: left, y: top, cell: Cell(symbol: "┌", style: borderStyle))
        buffer.set(x: right, y: top, cell: Cell(symbol: "┐", style: borderStyle))
        buffer.set(x: left, y: bottom, cell: Cell(symbol: "└", style: borderStyle))
        buffer.set(x: right, y: bottom, cell: Cell(symbol: "┘", style: borderStyle))
        if !title.isEmpty && area.width > 2 {
            buffer.draw(title, at: Point(x: left + 1, y: top), width: area.width - 2, style: titleStyle)
        }
    }
}
