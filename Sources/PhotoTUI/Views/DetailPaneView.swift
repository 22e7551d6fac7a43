import PhotoCore
import Terminal

/// The photo shown large in a bordered pane: the side pane that follows the selection, or the
/// full-screen detail.
struct DetailPaneView: Widget {
    var detail: PhotoDetail?
    var isLoadingDetail: Bool
    var errorMessage: String?
    var isFullScreen: Bool
    /// Preview cells for a photo at a size, when there are any.
    var preview: (Photo, Size) -> ImageCells?
    /// The preview in real pixels, when the terminal shows them and they are ready.
    var pixels: (Photo, Size) -> GraphicsImage? = { _, _ in nil }
    var theme: Theme
    /// The topic or collection selected, on a list of them (there is no photo then).
    var group: PhotoGroup?
    /// Plain mode: no border, no image; the title as a line of text.
    var isPlain = false
    /// The photo's stars and reject, in the title (``CullingBadge``: symbols, or words when plain).
    var badge: String?
    /// The key that closes the full-screen detail ("Esc").
    var backKey = "Esc"
    /// The key that opens a topic or collection ("⏎").
    var openKey = "⏎"

    /// The preview's size in cells for `photo` in a pane drawn in `area`.
    static func previewSize(of photo: Photo, inPane area: Rect) -> Size {
        let inner = contentArea(ofPane: area, isPlain: false)
        guard !inner.isEmpty else { return Size(width: 0, height: 0) }
        return PhotoDetailView.fittedSize(of: photo, in: PhotoDetailView.imageArea(in: inner, for: photo))
    }

    /// Inside the border; plain, below the title line.
    static func contentArea(ofPane area: Rect, isPlain: Bool) -> Rect {
        guard isPlain else { return Pane.inner(of: area).inset(horizontal: 1) }
        return Rect(x: area.x + 1, y: area.y + 1, width: max(0, area.width - 2), height: max(0, area.height - 1))
    }

    func render(in area: Rect, into buffer: inout CellBuffer) {
        if isPlain {
            let title = "Photo" + (badge.map { ", " + $0 } ?? "") + (isFullScreen ? ", \(backKey) to go back" : "")
            buffer.draw(title, at: Point(x: area.x + 1, y: area.y), width: max(0, area.width - 1), style: theme[.accent])
        } else {
            let title = " Photo " + (badge.map { "\($0) " } ?? "") + (isFullScreen ? "· \(backKey) to go back " : "")
            Pane(title: title, borderStyle: theme[.dim], titleStyle: theme[.accent])
                .render(in: area, into: &buffer)
        }
        let inner = Self.contentArea(ofPane: area, isPlain: isPlain)
        guard !inner.isEmpty else { return }
        if detail?.photo == nil, let group {
            return render(group, in: inner, into: &buffer)
        }
        guard let photo = detail?.photo else {
            buffer.draw("Nothing selected", in: inner.row(inner.height / 2), style: theme[.dim], alignment: .center)
            return
        }
        let size = Self.previewSize(of: photo, inPane: area)
        PhotoDetailView(photo: photo, preview: isPlain ? nil : preview(photo, size), pixels: isPlain ? nil : pixels(photo, size),
                        isLoadingDetail: isLoadingDetail && detail?.isComplete != true, theme: theme, isPlain: isPlain)
            .render(in: inner, into: &buffer)
        showError(in: inner, into: &buffer)
    }

    /// A topic or collection: its title, count and description, and what Enter does.
    private func render(_ group: PhotoGroup, in inner: Rect, into buffer: inout CellBuffer) {
        buffer.draw(group.title, at: Point(x: inner.x, y: inner.y), width: inner.width, style: theme[.normal].adding(.bold))
        buffer.draw(group.subtitle, at: Point(x: inner.x, y: inner.y + 1), width: inner.width, style: theme[.dim])
        let text = TextView(text: group.description ?? "", style: theme[.normal])
        let rows = max(0, min(text.lineCount(width: inner.width), inner.height - 5))
        text.render(in: Rect(x: inner.x, y: inner.y + 3, width: inner.width, height: rows), into: &buffer)
        buffer.draw("\(isPlain ? PlainText.words(openKey) : openKey) shows its photos", at: Point(x: inner.x, y: min(inner.maxY - 1, inner.y + 4 + rows)), width: inner.width,
                    style: theme[.accent])
        showError(in: inner, into: &buffer)
    }

    private func showError(in inner: Rect, into buffer: inout CellBuffer) {
        if let errorMessage {
            // Whole, wrapped at the foot of the pane (up to three lines), over what was there.
            let message = TextView(text: errorMessage, style: theme[.error])
            let rows = min(3, inner.height, message.lineCount(width: inner.width))
            let area = Rect(x: inner.x, y: inner.maxY - rows, width: inner.width, height: rows)
            buffer.fill(area, with: .blank(theme[.normal]))
            message.render(in: area, into: &buffer)
        }
    }
}
