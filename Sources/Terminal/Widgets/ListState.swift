/// Selection and scroll position of a `ListView`, owned by the app. It offers verbs (select the
/// next row, scroll down by a page) and never decodes keys: the app maps its keys to them.
///
/// Positions are in rows (items); a row may be several lines tall. `viewportRows` is how many
/// rows fit (`ListView.viewportRows(in:rowHeight:)`).
public struct ListState: Equatable, Sendable {
    /// The selected row, or nil when the list is empty.
    public var selected: Int?
    /// The first visible row.
    public var offset: Int

    public init(selected: Int? = 0, offset: Int = 0) {
        self.selected = selected
        self.offset = offset
    }

    /// Selects the next row (ratatui's `select_next`), clamped at the last.
    public mutating func selectNext(rowCount: Int, viewportRows: Int) {
        move(by: 1, rowCount: rowCount, viewportRows: viewportRows)
    }

    /// Selects the previous row, clamped at the first.
    public mutating func selectPrevious(rowCount: Int, viewportRows: Int) {
        move(by: -1, rowCount: rowCount, viewportRows: viewportRows)
    }

    /// Selects the first row.
    public mutating func selectFirst(rowCount: Int, viewportRows: Int) {
        select(0, rowCount: rowCount, viewportRows: viewportRows)
    }

    /// Selects the last row.
    public mutating func selectLast(rowCount: Int, viewportRows: Int) {
        select(rowCount - 1, rowCount: rowCount, viewportRows: viewportRows)
    }

    /// Moves the selection `amount` rows down (ratatui's `scroll_down_by`), clamped.
    public mutating func scrollDown(by amount: Int, rowCount: Int, viewportRows: Int) {
        move(by: amount, rowCount: rowCount, viewportRows: viewportRows)
    }

    /// Moves the selection `amount` rows up, clamped.
    public mutating func scrollUp(by amount: Int, rowCount: Int, viewportRows: Int) {
        move(by: -amount, rowCount: rowCount, viewportRows: viewportRows)
    }

    /// Rows a page moves: the viewport less one, so one row stays in view.
    public static func pageRows(viewportRows: Int) -> Int { max(1, viewportRows - 1) }

    /// Selects the row under a click in the list's `area`; returns true if a row was hit.
    @discardableResult
    public mutating func click(at point: Point, in area: Rect, rowHeight: Int, rowCount: Int) -> Bool {
        guard area.contains(point) else { return false }
        let viewport = ListView.viewportRows(in: area, rowHeight: rowHeight)
        let row = offset + (point.y - area.y) / max(1, rowHeight)
        guard row < rowCount, row - offset < viewport else { return false }
        select(row, rowCount: rowCount, viewportRows: viewport)
        return true
    }

    /// Moves the selection, clamped to the rows, scrolling to keep it visible.
    public mutating func move(by delta: Int, rowCount: Int, viewportRows: Int) {
        select((selected ?? 0) + delta, rowCount: rowCount, viewportRows: viewportRows)
    }

    /// Selects a row (clamped), scrolling to keep it visible.
    public mutating func select(_ row: Int, rowCount: Int, viewportRows: Int) {
        selected = rowCount == 0 ? nil : min(max(0, row), rowCount - 1)
        offset = visibleOffset(rowCount: rowCount, viewportRows: viewportRows)
    }

    /// After rows were appended or removed: clamps the selection, keeps the scroll position.
    public mutating func rowCountChanged(to rowCount: Int, viewportRows: Int) {
        if rowCount == 0 {
            selected = nil
        } else {
            selected = min(selected ?? 0, rowCount - 1)
        }
        offset = visibleOffset(rowCount: rowCount, viewportRows: viewportRows)
    }

    /// The offset that shows the selection, moving the stored one as little as possible and never
    /// leaving empty rows at the bottom when there are rows above.
    public func visibleOffset(rowCount: Int, viewportRows: Int) -> Int {
        let viewport = max(1, viewportRows)
        var result = min(max(0, offset), max(0, rowCount - viewport))
        if let selected {
            if selected < result { result = selected }
            if selected >= result + viewport { result = selected - viewport + 1 }
        }
        return max(0, result)
    }

    /// The rows on screen.
    public func visibleRange(rowCount: Int, viewportRows: Int) -> Range<Int> {
        let start = visibleOffset(rowCount: rowCount, viewportRows: viewportRows)
        return start..<min(rowCount, start + max(0, viewportRows))
    }

    /// True when the visible rows come within `threshold` rows of the end: time to load more.
    public func isNearEnd(rowCount: Int, viewportRows: Int, threshold: Int) -> Bool {
        rowCount > 0 && visibleRange(rowCount: rowCount, viewportRows: viewportRows).upperBound >= rowCount - threshold
    }
}
