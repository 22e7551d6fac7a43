import PhotoCore
import Terminal

/// The result list: rows of thumbnail, title, author, likes and size, drawn from the list's state.
struct PhotoListView: Widget {
    var list: PhotoListState
    var isFocused: Bool
    /// The rows are about to be replaced by a new search: drawn dimmed.
    var isStale = false
    /// Marked with Tab in `photo-tui pick`.
    var isMarked: (Photo) -> Bool = { _ in false }
    /// Starred in the library.
    var isFavorite: (Photo) -> Bool = { _ in false }
    /// Stars and reject as symbols (``CullingBadge/symbols(_:unsaved:)``), and in words for plain mode.
    var badge: (Photo) -> (symbols: String, words: String?) = { _ in ("", nil) }
    /// Thumbnail cells for a photo (the image, else its BlurHash placeholder), when there are any.
    var thumbnail: (Photo) -> ImageCells?
    /// A photo's thumbnail in real pixels, when the terminal shows them and it is encoded.
    var pixels: (Photo) -> GraphicsImage? = { _ in nil }
    var theme: Theme
    /// Plain mode: each row one sentence on one line, no thumbnail, no marks but words.
    var isPlain = false

    func render(in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty, !list.rows.isEmpty else { return }
        let rows = list.rows
        let view = ListView(rowCount: rows.count, rowHeight: isPlain ? 1 : PhotoListState.rowHeight, state: list.position, selectionStyle: [],
                            nearEndThreshold: PhotoListState.nearEndThreshold) { index, rowArea, isSelected, buffer in
            renderRow(rows[index], at: index, in: rowArea, isSelected: isSelected, into: &buffer)
        }
        view.render(in: area, into: &buffer)
    }

    private func renderRow(_ item: PhotoListRow, at index: Int, in area: Rect, isSelected: Bool, into buffer: inout CellBuffer) {
        if isPlain { return renderSentence(item, in: area, isSelected: isSelected, into: &buffer) }
        switch item {
        case .section(let title):
            let line = area.row(min(1, area.height - 1))
            let used = buffer.draw("── \(title) ", at: Point(x: line.x, y: line.y), width: line.width, style: theme[.accent])
            for x in line.x + used..<line.maxX { buffer.set(x: x, y: line.y, cell: Cell(symbol: "─", style: theme[.dim])) }
        case .photo(let photo):
            PhotoRowView(photo: photo, thumbnail: isStale ? nil : thumbnail(photo),
                         pixels: isStale ? nil : Thumbnail.row(index, photo: photo, image: pixels(photo)), isSelected: isSelected && !isStale,
                         isFocused: isFocused, isStale: isStale, isMarked: isMarked(photo),
                         isFavorite: isFavorite(photo), theme: theme)
                .badged(badge(photo).symbols)
                .render(in: area, into: &buffer)
        case .group(let group):
            // A topic's or collection's cover photo.
            let cover = isStale ? nil : group.cover
            PhotoRowView(group: group, thumbnail: cover.flatMap(thumbnail),
                         pixels: cover.flatMap { Thumbnail.row(index, photo: $0, image: pixels($0)) }, isSelected: isSelected && !isStale,
                         isFocused: isFocused, isStale: isStale, theme: theme)
                .render(in: area, into: &buffer)
        }
    }

    /// Plain mode's row: what the row is, in words, on one line; the selected one in the selection
    /// colours (the terminal's cursor sits on its first cell).
    private func renderSentence(_ item: PhotoListRow, in area: Rect, isSelected: Bool, into buffer: inout CellBuffer) {
        let text: String
        switch item {
        case .section(let title): text = title
        case .photo(let photo):
            text = PhotoSentence.of(photo, isFavorite: isFavorite(photo), isMarked: isMarked(photo)) + (badge(photo).words.map { ", " + $0 } ?? "")
        case .group(let group): text = PhotoSentence.of(group)
        }
        let style: Style
        if case .section = item {
            style = theme[.accent]
        } else {
            style = isStale ? theme[.dim] : isSelected ? theme[.selection] : theme[.normal]
        }
        if isSelected && !isStale { buffer.fill(area.row(0), with: .blank(style)) }
        buffer.draw(text, at: Point(x: area.x, y: area.y), width: area.width, style: style)
    }
}
