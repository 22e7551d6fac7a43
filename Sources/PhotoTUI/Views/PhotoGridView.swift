import PhotoCore
import Terminal

/// The grid view (`v`): the photos as larger thumbnails several to a row, each with its title
/// under it, the way photo sites show them. Section headers are left out; the selection is the
/// list's, drawn with the same marker.
struct PhotoGridView: Widget {
    /// A tile's least columns (thumbnail, marker and gap) and its lines (thumbnail, title, gap);
    /// tiles share the width evenly.
    static let minimumTileWidth = 24
    static let tileHeight = 8

    /// A tile's columns in `area`.
    static func tileWidth(in area: Rect) -> Int { max(minimumTileWidth, area.width / columns(in: area)) }

    /// The thumbnail in a tile: the tile's width less the marker and the gap, by 6 lines.
    static func thumbnailSize(in area: Rect) -> Size { Size(width: tileWidth(in: area) - 2, height: 6) }

    var photos: [Photo]
    /// The selected photo's place in `photos`.
    var selected: Int?
    /// The first tile row shown.
    var topRow: Int
    var isFocused: Bool
    var isStale: Bool
    /// A photo's cells at a size (the grid's thumbnail size for the area).
    var thumbnail: (Photo, Size) -> ImageCells?
    /// A photo's thumbnail in real pixels at a size, when the terminal shows them and it is encoded.
    var pixels: (Photo, Size) -> GraphicsImage? = { _, _ in nil }
    var theme: Theme
    /// Marked with Tab: a check mark at the tile's corner.
    var isMarked: (Photo) -> Bool = { _ in false }
    /// Stars and reject (``CullingBadge``) at the end of the title line.
    var badge: (Photo) -> String = { _ in "" }

    static func columns(in area: Rect) -> Int { max(1, area.width / minimumTileWidth) }
    static func visibleRows(in area: Rect) -> Int { max(1, area.height / tileHeight) }

    /// The first tile row to show so that `selected` is on screen, moving `top` as little as possible.
    static func fittedTop(_ top: Int, selected: Int?, photoCount: Int, in area: Rect) -> Int {
        let columns = columns(in: area), rows = visibleRows(in: area)
        let lastRow = max(0, (photoCount - 1) / columns)
        var top = min(max(0, top), max(0, lastRow - rows + 1))
        if let selected {
            let row = selected / columns
            if row < top { top = row }
            if row >= top + rows { top = row - rows + 1 }
        }
        return max(0, top)
    }

    /// The places in `photos` on screen.
    static func visibleRange(top: Int, photoCount: Int, in area: Rect) -> Range<Int> {
        let columns = columns(in: area)
        let start = min(photoCount, top * columns)
        return start..<min(photoCount, start + columns * visibleRows(in: area))
    }

    /// The place in `photos` of the tile at `point`, if any.
    static func photoIndex(at point: Point, top: Int, photoCount: Int, in area: Rect) -> Int? {
        guard area.contains(point) else { return nil }
        let column = (point.x - area.x) / tileWidth(in: area), row = (point.y - area.y) / tileHeight
        guard column < columns(in: area), row < visibleRows(in: area) else { return nil }
        let index = (top + row) * columns(in: area) + column
        return index < photoCount ? index : nil
    }

    func render(in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let columns = Self.columns(in: area)
        let top = Self.fittedTop(topRow, selected: selected, photoCount: photos.count, in: area)
        for index in Self.visibleRange(top: top, photoCount: photos.count, in: area) {
            let slot = index - top * columns
            let origin = Point(x: area.x + (slot % columns) * Self.tileWidth(in: area), y: area.y + (slot / columns) * Self.tileHeight)
            renderTile(photos[index], index: index, at: origin, size: Self.thumbnailSize(in: area), isSelected: index == selected && !isStale,
                       clip: area, into: &buffer)
        }
    }

    private func renderTile(_ photo: Photo, index: Int, at origin: Point, size: Size, isSelected: Bool, clip: Rect,
                            into buffer: inout CellBuffer) {
        if isSelected {
            let marker = isFocused ? theme[.accent] : theme[.dim]
            for y in origin.y..<min(clip.maxY, origin.y + size.height + 1) {
                buffer.set(x: origin.x, y: y, cell: Cell(symbol: "▌", style: marker))
            }
        }
        let thumb = Rect(x: origin.x + 1, y: origin.y, width: size.width, height: size.height).intersection(clip)
        let tint = Style(background: PhotoColors.color(hex: photo.color) ?? .default)
        if isStale {
            buffer.fill(thumb, with: .blank(theme[.dim]))
        } else if thumb.width == size.width, let pixels = Thumbnail.tile(index, photo: photo, image: pixels(photo, size)) {
            // The cells stay under the pixels, as in the list's rows; a tile cut by the bottom
            // of the grid shows the top of its thumbnail.
            ImageView(cells: thumbnail(photo, size), pixels: pixels.image, slot: pixels.slot, key: pixels.key, background: tint,
                      cropsToArea: true, waitsForRest: true)
                .render(in: thumb, into: &buffer)
        } else if let cells = thumbnail(photo, size) {
            buffer.draw(cells, at: Point(x: origin.x + 1, y: origin.y), clippedTo: thumb)
        } else {
            buffer.fill(thumb, with: .blank(tint))
        }
        let titleY = origin.y + size.height
        guard titleY < clip.maxY else { return }
        let style = isStale ? theme[.dim] : isSelected ? theme[.selection] : theme[.normal]
        var titleWidth = size.width
        let badge = badge(photo), badgeWidth = DisplayWidth.of(badge)
        if badgeWidth > 0, size.width > badgeWidth + 4 {
            titleWidth -= badgeWidth + 1
            buffer.draw(badge, at: Point(x: origin.x + 1 + titleWidth + 1, y: titleY), width: badgeWidth,
                        style: badge.hasPrefix("✕") ? theme[.error] : theme[.accent])
        }
        buffer.draw(PhotoText.title(of: photo), at: Point(x: origin.x + 1, y: titleY), width: titleWidth, style: style)
        if isMarked(photo) { buffer.set(x: origin.x, y: origin.y, cell: Cell(symbol: "✓", style: theme[.accent].adding(.bold))) }
    }
}
