import PhotoCore
import Terminal

/// One photo in the list: a marker, the thumbnail (or its BlurHash placeholder, or a tinted box
/// in the photo's colour), then title, author, likes and size. Network text is sanitized by the
/// cell buffer.
struct PhotoRowView: Widget {
    var photo: Photo
    var thumbnail: ImageCells?
    var isSelected: Bool
    var isFocused: Bool
    /// Dimmed: a new search is replacing the row.
    var isStale = false
    /// Marked with Tab in `photo-tui pick`: a check mark in the marker column.
    var isMarked = false
    /// Starred (in the library's favourites): a star before the title.
    var isFavorite = false
    var theme: Theme

    func render(in area: Rect, into buffer: inout CellBuffer) {
        guard area.width > 2, area.height > 0 else { return }
        if isSelected {
            let marker = isFocused ? theme[.accent] : theme[.dim]
            for y in area.y..<area.maxY { buffer.set(x: area.x, y: y, cell: Cell(symbol: "▌", style: marker)) }
        }
        if isMarked { buffer.set(x: area.x, y: area.y, cell: Cell(symbol: "✓", style: theme[.accent].adding(.bold))) }
        let thumbArea = Rect(x: area.x + 1, y: area.y, width: min(PhotoListState.thumbnailColumns, area.width - 1), height: area.height)
        if isStale {
            buffer.fill(thumbArea, with: .blank(theme[.dim]))
        } else if let thumbnail {
            buffer.draw(thumbnail, at: Point(x: thumbArea.x, y: thumbArea.y), clippedTo: thumbArea)
        } else {
            let tint = Style(background: PhotoColors.color(hex: photo.color) ?? .default)
            buffer.fill(thumbArea, with: .blank(tint))
        }
        let textX = thumbArea.maxX + 1
        let textWidth = area.maxX - textX
        guard textWidth > 0 else { return }
        let titleStyle = isSelected ? theme[.selection] : theme[.normal].adding(.bold)
        let lines = [PhotoText.title(of: photo), "by \(photo.user.name)", PhotoText.likesAndSize(of: photo)]
        for (index, line) in lines.prefix(area.height).enumerated() {
            let style = index == 0 && !isStale ? titleStyle : theme[.dim]
            var x = textX
            if index == 0, isFavorite, textWidth > 2 {
                x += buffer.draw("★ ", at: Point(x: x, y: area.y), width: textWidth, style: theme[.accent])
            }
            buffer.draw(line, at: Point(x: x, y: area.y + index), width: area.maxX - x, style: style)
        }
    }
}
