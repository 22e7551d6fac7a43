/// A virtualized list: it asks for only the rows on screen, so a list of 100,000 rows costs the
/// same as one of 20. Each row is `rowHeight` lines (a thumbnail row is several).
///
/// ```swift
/// ListView(rowCount: photos.count, rowHeight: 3, state: listState) { index, area, selected, buffer in
///     buffer.draw(photos[index].title, at: Point(x: area.x, y: area.y), width: area.width)
/// }.render(in: listArea, into: &buffer)
/// ```
public struct ListView: Widget {
    public typealias RowRenderer = (_ index: Int, _ area: Rect, _ isSelected: Bool, _ buffer: inout CellBuffer) -> Void

    public var rowCount: Int
    public var rowHeight: Int
    public var state: ListState
    /// Painted over the selected row after it draws (empty style: no highlight).
    public var selectionStyle: Attributes
    /// Rows from the end at which `onNearEnd` fires.
    public var nearEndThreshold: Int
    /// Called during render with the visible rows when they come near the end of the list.
    public var onNearEnd: ((Range<Int>) -> Void)?
    private let renderRow: RowRenderer

    public init(rowCount: Int, rowHeight: Int = 1, state: ListState, selectionStyle: Attributes = .reverse,
                nearEndThreshold: Int = 5, onNearEnd: ((Range<Int>) -> Void)? = nil, row: @escaping RowRenderer) {
        self.rowCount = max(0, rowCount)
        self.rowHeight = max(1, rowHeight)
        self.state = state
        self.selectionStyle = selectionStyle
        self.nearEndThreshold = nearEndThreshold
        self.onNearEnd = onNearEnd
        self.renderRow = row
    }

    /// Rows that fit fully in `area`.
    public static func viewportRows(in area: Rect, rowHeight: Int) -> Int { area.height / max(1, rowHeight) }

    public func render(in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let viewport = Self.viewportRows(in: area, rowHeight: rowHeight)
        let range = state.visibleRange(rowCount: rowCount, viewportRows: viewport)
        for index in range {
            let rowArea = Rect(x: area.x, y: area.y + (index - range.lowerBound) * rowHeight, width: area.width, height: rowHeight)
            let isSelected = index == state.selected
            renderRow(index, rowArea, isSelected, &buffer)
            if isSelected && !selectionStyle.isEmpty { buffer.addAttributes(selectionStyle, in: rowArea) }
        }
        if let onNearEnd, state.isNearEnd(rowCount: rowCount, viewportRows: viewport, threshold: nearEndThreshold) {
            onNearEnd(range)
        }
    }
}
