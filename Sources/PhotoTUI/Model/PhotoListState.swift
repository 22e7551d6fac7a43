import PhotoCore
import Terminal

/// The result list as a value: the rows, the selection (a row's id) and the scroll position.
/// A reset goes to the top and selects the first photo; appends keep the selection and scroll;
/// replaced rows (a home section filling in) keep the selected photo selected.
struct PhotoListState: Equatable {
    /// Lines per row: the thumbnail is this tall (a plain row is one line: `rowHeight(plain:)`).
    static let rowHeight = 3
    /// Columns of a thumbnail (3 rows of half blocks are 6 pixels tall; 10 wide suits 3:2).
    static let thumbnailColumns = 10
    /// Rows from the end at which the next page is asked for.
    static let nearEndThreshold = 5

    private(set) var rows: [PhotoListRow] = []
    /// Selection index and scroll offset; the index always points at `selectedID`'s row.
    private(set) var position = ListState(selected: nil)
    /// The selected row's id (a photo's, a topic's or a collection's).
    private(set) var selectedID: String?
    /// The person moved the selection since the last reset; until then the first photo stays
    /// selected while sections fill in above and below it.
    private(set) var hasMoved = false

    var selectedRow: PhotoListRow? { position.selected.flatMap { rows.indices.contains($0) ? rows[$0] : nil } }
    var selectedPhoto: Photo? { selectedRow?.photo }
    var photoCount: Int { rows.lazy.filter { $0.photo != nil }.count }
    /// The topic or collection selected, on a list of them.
    var selectedGroup: PhotoGroup? { selectedRow?.group }
    /// Rows the selection can rest on: photos, topics, collections.
    var itemCount: Int { rows.lazy.filter(\.isSelectable).count }

    /// Applies the view model's rows. An update that does not follow the rows held (the first
    /// one a subscriber gets is the current rows replayed) counts as a reset: no first-update patch.
    mutating func apply(_ update: RowsUpdate, viewportRows: Int) {
        let oldCount = rows.count
        rows = update.rows
        switch Self.change(update, following: oldCount) {
        case .reset:
            position = ListState(selected: rows.isEmpty ? nil : 0, offset: 0)
            hasMoved = false
        case .appended:
            break
        case .replaced where !hasMoved:
            position = ListState(selected: rows.isEmpty ? nil : 0, offset: 0)
        case .replaced(let range):
            let delta = rows.count - oldCount
            let oldEnd = range.upperBound - delta  // end of the replaced rows in the old indices
            if let index = selectedID.flatMap(index(of:)) {
                position.selected = index
            }
            if delta != 0, position.offset >= oldEnd { position.offset = max(0, position.offset + delta) }
        }
        position.rowCountChanged(to: rows.count, viewportRows: viewportRows)
        skipSectionHeader(direction: 1, viewportRows: viewportRows)
        syncSelectedID()
    }

    /// `update`'s change if it follows a list of `oldCount` rows, else a reset.
    private static func change(_ update: RowsUpdate, following oldCount: Int) -> RowsUpdate.Change {
        switch update.change {
        case .reset: return .reset
        case .appended(let range):
            return range.lowerBound == oldCount && range.upperBound == update.rows.count && oldCount > 0 ? update.change : .reset
        case .replaced(let range):
            let delta = update.rows.count - oldCount
            let follows = oldCount > 0 && range.upperBound <= update.rows.count && range.upperBound - delta >= range.lowerBound
            return follows ? update.change : .reset
        }
    }

    /// The next selectable row (a section header is stepped over).
    mutating func selectNext(viewportRows: Int) { move(by: 1, viewportRows: viewportRows) }

    /// The previous selectable row.
    mutating func selectPrevious(viewportRows: Int) { move(by: -1, viewportRows: viewportRows) }

    /// The first selectable row.
    mutating func selectFirst(viewportRows: Int) {
        position.selectFirst(rowCount: rows.count, viewportRows: viewportRows)
        moved(direction: 1, viewportRows: viewportRows)
    }

    /// The last row loaded.
    mutating func selectLast(viewportRows: Int) {
        position.selectLast(rowCount: rows.count, viewportRows: viewportRows)
        moved(direction: -1, viewportRows: viewportRows)
    }

    /// Moves the selection `delta` rows (clamped), stepping past a section header in the
    /// direction of travel. Returns how many rows the selection moved.
    @discardableResult
    mutating func move(by delta: Int, viewportRows: Int) -> Int {
        let before = position.selected ?? 0
        if delta < 0 {
            position.scrollUp(by: -delta, rowCount: rows.count, viewportRows: viewportRows)
        } else {
            position.scrollDown(by: delta, rowCount: rows.count, viewportRows: viewportRows)
        }
        moved(direction: delta < 0 ? -1 : 1, viewportRows: viewportRows)
        return (position.selected ?? 0) - before
    }

    /// After any move: the person moved, a header is stepped over, the id follows.
    private mutating func moved(direction: Int, viewportRows: Int) {
        hasMoved = true
        skipSectionHeader(direction: direction, viewportRows: viewportRows)
        syncSelectedID()
    }

    /// The photos, headers left out (the grid's tiles).
    var photos: [Photo] { rows.compactMap(\.photo) }

    /// The selected photo's place among `photos`.
    var selectedPhotoIndex: Int? {
        guard let selected = position.selected, rows.indices.contains(selected), rows[selected].photo != nil else { return nil }
        return rows[..<selected].lazy.filter { $0.photo != nil }.count
    }

    /// Selects the photo at `index` among `photos` (clamped).
    mutating func selectPhoto(at index: Int, viewportRows: Int) {
        var remaining = max(0, index)
        var target: Int?
        for (row, item) in rows.enumerated() where item.photo != nil {
            target = row
            if remaining == 0 { break }
            remaining -= 1
        }
        guard let target else { return }
        position.select(target, rowCount: rows.count, viewportRows: viewportRows)
        hasMoved = true
        syncSelectedID()
    }

    /// Rows below the selection.
    var rowsBelowSelection: Int { rows.count - 1 - (position.selected ?? 0) }

    /// A click at `point` in the list drawn in `area`. Returns the row hit, if any.
    mutating func click(at point: Point, in area: Rect, rowHeight: Int = rowHeight) -> Int? {
        guard position.click(at: point, in: area, rowHeight: rowHeight, rowCount: rows.count) else { return nil }
        hasMoved = true
        syncSelectedID()
        return position.selected
    }

    /// Keeps the stored offset valid for the viewport of the last frame.
    mutating func fit(viewportRows: Int) {
        position.offset = position.visibleOffset(rowCount: rows.count, viewportRows: viewportRows)
    }

    func visibleRange(viewportRows: Int) -> Range<Int> {
        position.visibleRange(rowCount: rows.count, viewportRows: viewportRows)
    }

    func isNearEnd(viewportRows: Int) -> Bool {
        position.isNearEnd(rowCount: rows.count, viewportRows: viewportRows, threshold: Self.nearEndThreshold)
    }

    /// " 12 of 60 loaded ": where the selection is among the photos loaded so far.
    var positionText: String? {
        let items = itemCount
        guard items > 0, let selected = position.selected, rows.indices.contains(selected) else { return nil }
        let index = rows[...selected].lazy.filter(\.isSelectable).count
        return " \(index) of \(items) loaded "
    }

    private func index(of id: String) -> Int? {
        rows.firstIndex { $0.id == id }
    }

    private mutating func syncSelectedID() {
        selectedID = selectedRow?.id
    }

    /// Section headers are not selectable: step past one in the direction of travel, or back
    /// when there is nothing beyond it. Headers stay visible (the offset keeps them on screen
    /// when the first photo is selected).
    private mutating func skipSectionHeader(direction: Int, viewportRows: Int) {
        guard let selected = position.selected, rows.indices.contains(selected), case .section = rows[selected] else { return }
        for step in [direction, -direction] {
            var index = selected + step
            while rows.indices.contains(index) {
                if rows[index].isSelectable {
                    let offset = position.offset
                    position.select(index, rowCount: rows.count, viewportRows: viewportRows)
                    if index - offset < viewportRows && index >= offset { position.offset = min(offset, index) }
                    return
                }
                index += step
            }
        }
    }
}
