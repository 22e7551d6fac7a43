import PhotoCore
import Terminal

/// One row of the list: a marker, the thumbnail (or its BlurHash placeholder, or a tinted box
/// in the photo's colour), then three lines: a photo's title, author, likes and size, or a topic's
/// or collection's title, count and description. Network text is sanitized by the cell buffer.
/// With the thumbnail in real pixels, the cells stay under them (what shows until the pixels
/// are placed, and around an overlay that takes them away) and the row asks for the pixels.
struct PhotoRowView: Widget {
    /// The three lines, the first in bold.
    var lines: [String]
    /// The thumbnail's tint until it loads (`#rrggbb`).
    var color: String?
    var thumbnail: ImageCells?
    /// The thumbnail in real pixels, when the terminal shows them and they are encoded.
    var pixels: Thumbnail?
    var isSelected: Bool
    var isFocused: Bool
    /// Dimmed: a new search is replacing the row.
    var isStale = false
    /// Marked with Tab in `photo-tui pick`: a check mark in the marker column.
    var isMarked = false
    /// Starred (in the library's favourites): a star before the title.
    var isFavorite = false
    /// Stars and reject (``CullingBadge``), at the end of the title line; "" for none.
    var badge = ""
    var theme: Theme

    /// A photo's row.
    init(photo: Photo, thumbnail: ImageCells?, pixels: Thumbnail? = nil, isSelected: Bool, isFocused: Bool, isStale: Bool = false,
         isMarked: Bool = false, isFavorite: Bool = false, theme: Theme) {
        self.init(lines: [PhotoText.title(of: photo), PhotoText.byline(of: photo), PhotoText.likesAndSize(of: photo)], color: photo.color,
                  thumbnail: thumbnail, pixels: pixels, isSelected: isSelected, isFocused: isFocused, isStale: isStale, isMarked: isMarked,
                  isFavorite: isFavorite, theme: theme)
    }

    /// A topic's or collection's row: "▸ Nature", its count, its description.
    init(group: PhotoGroup, thumbnail: ImageCells?, pixels: Thumbnail? = nil, isSelected: Bool, isFocused: Bool, isStale: Bool = false,
         theme: Theme) {
        let description = group.description.map { $0.split(whereSeparator: \.isNewline).joined(separator: " ") } ?? ""
        self.init(lines: ["▸ \(group.title)", group.subtitle, description], color: group.cover?.color, thumbnail: thumbnail,
                  pixels: pixels, isSelected: isSelected, isFocused: isFocused, isStale: isStale, theme: theme)
    }

    init(lines: [String], color: String?, thumbnail: ImageCells?, pixels: Thumbnail? = nil, isSelected: Bool, isFocused: Bool,
         isStale: Bool, isMarked: Bool = false, isFavorite: Bool = false, theme: Theme) {
        self.lines = lines
        self.color = color
        self.thumbnail = thumbnail
        self.pixels = pixels
        self.isSelected = isSelected
        self.isFocused = isFocused
        self.isStale = isStale
        self.isMarked = isMarked
        self.isFavorite = isFavorite
        self.theme = theme
    }

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
        } else if let pixels, pixels.image.columns == thumbArea.width {
            // A row cut by the bottom of the list shows the top of its thumbnail.
            ImageView(cells: thumbnail, pixels: pixels.image, slot: pixels.slot, key: pixels.key,
                      background: Style(background: PhotoColors.color(hex: color) ?? .default), cropsToArea: true, waitsForRest: true)
                .render(in: thumbArea, into: &buffer)
        } else if let thumbnail {
            buffer.draw(thumbnail, at: Point(x: thumbArea.x, y: thumbArea.y), clippedTo: thumbArea)
        } else {
            let tint = Style(background: PhotoColors.color(hex: color) ?? .default)
            buffer.fill(thumbArea, with: .blank(tint))
        }
        let textX = thumbArea.maxX + 1
        let textWidth = area.maxX - textX
        guard textWidth > 0 else { return }
        let titleStyle = isSelected ? theme[.selection] : theme[.normal].adding(.bold)
        var titleEnd = area.maxX
        let badgeWidth = DisplayWidth.of(badge)
        if badgeWidth > 0, textWidth > badgeWidth + 8 {
            titleEnd -= badgeWidth + 1
            let style = badge.hasPrefix("✕") ? theme[.error] : theme[.accent]
            buffer.draw(badge, at: Point(x: titleEnd + 1, y: area.y), width: badgeWidth, style: style)
        }
        for (index, line) in lines.prefix(area.height).enumerated() {
            let style = index == 0 && !isStale ? titleStyle : theme[.dim]
            var x = textX
            if index == 0, isFavorite, textWidth > 2 {
                x += buffer.draw("★ ", at: Point(x: x, y: area.y), width: textWidth, style: theme[.accent])
            }
            buffer.draw(line, at: Point(x: x, y: area.y + index), width: (index == 0 ? titleEnd : area.maxX) - x, style: style)
        }
    }
}

extension PhotoRowView {
    /// The row with `badge` at the end of its title line.
    func badged(_ badge: String) -> PhotoRowView {
        var row = self
        row.badge = badge
        return row
    }
}
