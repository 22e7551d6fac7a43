import EventStream
import PhotoCore
import Terminal

/// The result list: rows of thumbnail, title, author, likes and size, the selection and the
/// scroll position. Appends keep both; a reset goes back to the top.
final class PhotoList: Control {
    /// Lines per row: the thumbnail is this tall.
    static let rowHeight = 3
    /// Columns of a thumbnail (3 rows of half blocks are 6 pixels tall; 10 wide suits 3:2).
    static let thumbnailColumns = 10

    private(set) var items: [PhotoListRow] = []
    private(set) var state = ListState(selected: nil)
    var isFocused = false
    var theme = Theme.standard
    /// Thumbnail cells for a photo, when loaded (the app's image store answers).
    var thumbnail: (Photo) -> ImageCells? = { _ in nil }
    /// Rows that fit, from the last render (keys page by it).
    private(set) var viewportRows = 1
    /// Where the list was drawn, for mouse clicks.
    private(set) var frame = Rect.zero

    /// The selected row index, on every change.
    let selectionRelay = BehaviorRelay<Int?>(value: nil)
    /// The visible rows came near the end: once per row count.
    let nearEndRelay = PublishRelay<Void>()
    /// The photos on screen, after each render that changed them: a scroll, or new rows under
    /// the same range (thumbnail requests follow it).
    let visibleRelay = BehaviorRelay<[Photo]>(value: [])
    /// Enter (or a click on the selected row).
    let activateRelay = PublishRelay<Void>()

    private var nearEndReportedCount: Int?
    /// The person moved the selection since the last reset; until then the first photo stays
    /// selected while sections fill in above and below it.
    private var hasMoved = false

    var selectedItem: PhotoListRow? { state.selected.flatMap { items.indices.contains($0) ? items[$0] : nil } }

    /// Applies the view model's rows: a reset goes to the top and selects the first photo;
    /// appended rows keep selection and scroll; replaced rows (a home section filling in) keep
    /// the selected photo selected, shifting the index when rows above it changed count.
    func apply(_ update: RowsUpdate) {
        let oldCount = items.count
        items = update.rows
        switch update.change {
        case .reset:
            state = ListState(selected: items.isEmpty ? nil : 0, offset: 0)
            nearEndReportedCount = nil
            hasMoved = false
        case .appended:
            break
        case .replaced where !hasMoved:
            state = ListState(selected: items.isEmpty ? nil : 0, offset: 0)
        case .replaced(let range):
            let delta = items.count - oldCount
            let oldEnd = range.upperBound - delta  // end of the replaced rows in the old indices
            if let selected = state.selected, selected >= oldEnd, delta != 0 {
                state.selected = selected + delta
                state.offset = max(0, state.offset + (state.offset >= oldEnd ? delta : 0))
            }
        }
        state.rowCountChanged(to: items.count, viewportRows: viewportRows)
        skipSectionHeader(direction: 1)
        publishSelection(force: update.change == .reset || !hasMoved)
        setNeedsRender()
    }

    /// Replaces every row (tests and restores): `reset` as in `apply(_:)`.
    func setItems(_ rows: [PhotoListRow], reset: Bool) {
        apply(RowsUpdate(rows: rows, change: reset ? .reset : .appended(items.count..<rows.count)))
    }

    /// Navigation keys (j/k, arrows, pages, ends, wheel) and Enter. Returns false otherwise.
    @discardableResult
    func handle(_ key: Key) -> Bool {
        if key == .enter {
            if selectedItem?.photo != nil { activateRelay.accept(()) }
            return true
        }
        if case .mouse(let event) = key, case .press(.left) = event.kind {
            let before = state.selected
            guard state.click(at: event.position, in: frame, rowHeight: Self.rowHeight, rowCount: items.count) else { return false }
            hasMoved = true
            if before == state.selected, selectedItem?.photo != nil { activateRelay.accept(()) }
            publishSelection()
            setNeedsRender()
            return true
        }
        let before = state.selected ?? 0
        guard state.handle(key, rowCount: items.count, viewportRows: viewportRows) else { return false }
        hasMoved = true
        skipSectionHeader(direction: (state.selected ?? 0) < before ? -1 : 1)
        publishSelection()
        setNeedsRender()
        return true
    }

    /// Selects a row by index (from a restored position).
    func select(_ index: Int) {
        hasMoved = true
        state.select(index, rowCount: items.count, viewportRows: viewportRows)
        publishSelection()
        setNeedsRender()
    }

    /// Section headers are not selectable: step past one in the direction of travel, or back
    /// when there is nothing beyond it. Headers stay visible (the offset keeps them on screen
    /// when the first photo is selected).
    private func skipSectionHeader(direction: Int) {
        guard let selected = state.selected, case .section = items[selected] else { return }
        for step in [direction, -direction] {
            var index = selected + step
            while items.indices.contains(index) {
                if items[index].photo != nil {
                    let offset = state.offset
                    state.select(index, rowCount: items.count, viewportRows: viewportRows)
                    if index - offset < viewportRows && index >= offset { state.offset = min(offset, index) }
                    return
                }
                index += step
            }
        }
    }

    /// Sends the selection when it changed, or always after a reset: the view model must hear
    /// "row 1" again when the rows under that index are new.
    private func publishSelection(force: Bool = false) {
        if force || selectionRelay.value != state.selected { selectionRelay.accept(state.selected) }
    }

    func render(in area: Rect, into buffer: inout CellBuffer) {
        frame = area
        guard !area.isEmpty else { return }
        let viewport = ListView.viewportRows(in: area, rowHeight: Self.rowHeight)
        if viewport != viewportRows {
            viewportRows = viewport
            state.offset = state.visibleOffset(rowCount: items.count, viewportRows: viewport)
        }
        if items.isEmpty { return }
        let list = ListView(rowCount: items.count, rowHeight: Self.rowHeight, state: state, selectionStyle: [],
                            nearEndThreshold: 5) { [self] index, rowArea, isSelected, buffer in
            renderRow(items[index], in: rowArea, isSelected: isSelected, into: &buffer)
        }
        list.render(in: area, into: &buffer)
        let visible = state.visibleRange(rowCount: items.count, viewportRows: viewport)
        let photos = visible.compactMap { items[$0].photo }
        if photos.map(\.id) != visibleRelay.value.map(\.id) { visibleRelay.accept(photos) }
        if state.isNearEnd(rowCount: items.count, viewportRows: viewport, threshold: 5), nearEndReportedCount != items.count {
            nearEndReportedCount = items.count
            nearEndRelay.accept(())
        }
    }

    private func renderRow(_ item: PhotoListRow, in area: Rect, isSelected: Bool, into buffer: inout CellBuffer) {
        switch item {
        case .section(let title):
            let line = area.row(min(1, area.height - 1))
            let used = buffer.draw("── \(title) ", at: Point(x: line.x, y: line.y), width: line.width, style: theme[.accent])
            for x in line.x + used..<line.maxX { buffer.set(x: x, y: line.y, cell: Cell(symbol: "─", style: theme[.dim])) }
        case .photo(let photo):
            PhotoRowView(photo: photo, thumbnail: thumbnail(photo), isSelected: isSelected, isFocused: isFocused, theme: theme)
                .render(in: area, into: &buffer)
        }
    }
}
