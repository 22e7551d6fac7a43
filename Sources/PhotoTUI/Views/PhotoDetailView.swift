import PhotoCore
import Terminal

/// A photo large: the preview image above or beside the text (`DetailLayout`), and the text
/// (`DetailText`): the title, the attribution, the metadata and the description, wrapped so that
/// credit and licence are always whole. In plain mode there is no image: the text takes the pane.
struct PhotoDetailView: Widget {
    var photo: Photo
    /// The chafa preview sized by `imageArea(in:)`, when converted.
    var preview: ImageCells?
    /// The same in real pixels, when the terminal shows them and they are encoded.
    var pixels: GraphicsImage? = nil
    /// Still waiting for `/photos/:id` (EXIF, location, tags).
    var isLoadingDetail: Bool
    var theme: Theme
    /// Plain mode: text only, no image or tinted box.
    var isPlain = false

    /// The narrowest text column beside the image, and the fewest text rows under it.
    static let minimumTextWidth = DetailLayout.minimumTextWidth
    static let minimumTextRows = DetailLayout.minimumTextRows

    /// Where the image goes in `area` for `photo` (see `DetailLayout`).
    static func imageArea(in area: Rect, for photo: Photo) -> Rect {
        DetailLayout(photo: photo, text: DetailText(photo: photo), in: area).imageArea
    }

    /// The area left for text once the image has its place.
    static func textArea(in area: Rect, for photo: Photo) -> Rect {
        DetailLayout(photo: photo, text: DetailText(photo: photo), in: area).textArea
    }

    /// The cells the preview takes in `area`, keeping the photo's aspect (cells twice as tall as wide).
    static func fittedSize(of photo: Photo, in area: Rect) -> Size { DetailLayout.fittedSize(of: photo, in: area) }

    func render(in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        var text = DetailText(photo: photo, isLoadingDetail: isLoadingDetail)
        // Plain: the values in words ("24mm, f/8", "6000 by 4000"), for a screen reader.
        if isPlain { text.metadata = text.metadata.map { ($0.label, PlainText.words($0.value)) } }
        // The image's place does not depend on loading: the preview asked for keeps its size.
        let layout = DetailLayout(photo: photo, text: DetailText(photo: photo), in: area, showsImage: !isPlain)
        let image = layout.imageArea
        if isPlain {
            // No image, no tinted box: the words are the detail.
        } else if preview != nil || pixels != nil {
            // A held key changes the photo every few milliseconds: on sixel and iTerm2 (whose every
            // placement sends the pixels) the preview goes once the selection rests, as the thumbnails do.
            ImageView(cells: preview, pixels: pixels, slot: "detail", key: photo.id, waitsForRest: true).render(in: image, into: &buffer)
        } else if !image.isEmpty {
            let tint = Style(background: PhotoColors.color(hex: photo.color) ?? .default)
            let fitted = Self.fittedSize(of: photo, in: image)
            buffer.fill(image.centered(fitted), with: .blank(tint))
        }
        render(text, in: layout.textArea, into: &buffer)
    }

    /// The text column, row by row; what does not fit at the bottom is left out (the
    /// description first, which comes last).
    private func render(_ text: DetailText, in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        for (offset, row) in text.rows(width: area.width).prefix(area.height).enumerated() {
            for line in row {
                let x = area.x + line.indent
                buffer.draw(line.text, at: Point(x: x, y: area.y + offset), width: area.maxX - x, style: style(line.role))
            }
        }
    }

    private func style(_ role: DetailText.Line.Role) -> Style {
        switch role {
        case .title: return theme[.normal].adding(.bold)
        case .credit: return theme[.accent]
        case .label, .note: return theme[.dim]
        case .value, .description: return theme[.normal]
        }
    }
}
