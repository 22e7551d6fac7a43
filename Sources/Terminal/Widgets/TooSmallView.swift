/// Shown instead of the app when the terminal is below the minimum size.
public struct TooSmallView: Widget {
    public var size: Size
    public var minimum: Size
    public var style: Style

    public init(size: Size, minimum: Size = .minimum, style: Style = Theme.standard[.error]) {
        self.size = size
        self.minimum = minimum
        self.style = style
    }

    public func render(in area: Rect, into buffer: inout CellBuffer) {
        buffer.fill(area)
        let lines = ["Terminal too small", "\(size.width)x\(size.height), need \(minimum.width)x\(minimum.height)"]
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (index, line) in lines.enumerated() where top + index < area.maxY {
            buffer.draw(line, in: Rect(x: area.x, y: top + index, width: area.width, height: 1),
                        style: index == 0 ? style : .plain, alignment: .center)
        }
    }
}
