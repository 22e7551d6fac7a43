import PhotoCore
import Terminal

/// A photo large: the preview image above or beside the title, the attribution, the metadata
/// and the description, whichever shows the photo larger.
struct PhotoDetailView: Widget {
    var photo: Photo
    /// The chafa preview sized by `imageArea(in:)`, when converted.
    var preview: ImageCells?
    /// The same in real pixels, when the terminal shows them and they are encoded.
    var pixels: GraphicsImage? = nil
    /// Still waiting for `/photos/:id` (EXIF, location, tags).
    var isLoadingDetail: Bool
    var theme: Theme

    /// The narrowest text column beside the image, and the fewest text rows under it.
    static let minimumTextWidth = 30
    static let minimumTextRows = 7

    /// Where the image goes in `area`: beside the text or above it, whichever shows `photo`
    /// larger (a landscape photo in a short terminal goes beside; a portrait one in a narrow
    /// pane goes above). The image takes the room its shape can fill and the text everything
    /// else, so the text column follows the photo's shape and no rows are left blank under it.
    static func imageArea(in area: Rect, for photo: Photo) -> Rect {
        let besideLimit = Rect(x: area.x, y: area.y, width: max(0, area.width - minimumTextWidth - 1), height: area.height)
        let besideFit = fittedSize(of: photo, in: besideLimit)
        let aboveLimit = Rect(x: area.x, y: area.y, width: area.width, height: max(0, area.height - minimumTextRows - 1))
        let aboveFit = fittedSize(of: photo, in: aboveLimit)
        let above = Rect(x: area.x, y: area.y, width: area.width, height: aboveFit.height)
        guard besideLimit.width >= 20 else { return above }
        let beside = Rect(x: area.x, y: area.y, width: besideFit.width, height: area.height)
        return besideFit.width * besideFit.height > aboveFit.width * aboveFit.height ? beside : above
    }

    /// The area left for text once the image has its place.
    static func textArea(in area: Rect, for photo: Photo) -> Rect {
        let image = imageArea(in: area, for: photo)
        if image.height == area.height {
            return Rect(x: image.maxX + 1, y: area.y, width: area.maxX - image.maxX - 1, height: area.height)
        }
        return Rect(x: area.x, y: image.maxY + 1, width: area.width, height: area.maxY - image.maxY - 1)
    }

    func render(in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        let image = Self.imageArea(in: area, for: photo)
        if preview != nil || pixels != nil {
            ImageView(cells: preview, pixels: pixels, slot: "detail", key: photo.id).render(in: image, into: &buffer)
        } else if !image.isEmpty {
            let tint = Style(background: PhotoColors.color(hex: photo.color) ?? .default)
            let fitted = Self.fittedSize(of: photo, in: image)
            buffer.fill(image.centered(fitted), with: .blank(tint))
        }
        renderText(in: Self.textArea(in: area, for: photo), into: &buffer)
    }

    /// The cells the preview takes in `area`, keeping the photo's aspect (cells twice as tall as wide).
    static func fittedSize(of photo: Photo, in area: Rect) -> Size {
        let fit = CellGeometry.typical.fit(imageWidth: photo.width, imageHeight: photo.height, columns: area.width, rows: area.height)
        return Size(width: fit.columns, height: fit.rows)
    }

    private func renderText(in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        var y = area.y
        func line(_ text: String, _ style: Style) {
            guard y < area.maxY else { return }
            buffer.draw(text, at: Point(x: area.x, y: y), width: area.width, style: style)
            y += 1
        }
        line(PhotoText.title(of: photo), theme[.normal].adding(.bold))
        if photo.provider == .unsplash || photo.provider == .folder {
            line(PhotoText.attribution(of: photo), theme[.accent])
        } else if y < area.maxY {
            // A licence's (or a synthetic photo's) credit line is long: it wraps, up to four rows,
            // exactly as it will be copied.
            let credit = TextView(text: PhotoText.attribution(of: photo), style: theme[.accent])
            let rows = min(4, area.maxY - y, credit.lineCount(width: area.width))
            credit.render(in: Rect(x: area.x, y: y, width: area.width, height: rows), into: &buffer)
            y += rows
        }
        let labelWidth = 10
        for (label, value) in PhotoText.metadata(of: photo) where y < area.maxY {
            buffer.draw(label, at: Point(x: area.x, y: y), width: labelWidth, style: theme[.dim])
            buffer.draw(value, at: Point(x: area.x + labelWidth, y: y), width: area.width - labelWidth, style: theme[.normal])
            y += 1
        }
        if isLoadingDetail { line("loading details…", theme[.dim]) }
        if let description = photo.description ?? photo.altDescription, y + 1 < area.maxY, description != PhotoText.title(of: photo) {
            y += 1
            TextView(text: description, style: theme[.normal]).render(in: Rect(x: area.x, y: y, width: area.width, height: area.maxY - y), into: &buffer)
        }
    }
}
