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

    /// The preview's size in cells for `photo` in a pane drawn in `area`.
    static func previewSize(of photo: Photo, inPane area: Rect) -> Size {
        let inner = contentArea(ofPane: area)
        guard !inner.isEmpty else { return Size(width: 0, height: 0) }
        return PhotoDetailView.fittedSize(of: photo, in: PhotoDetailView.imageArea(in: inner, for: photo))
    }

    private static func contentArea(ofPane area: Rect) -> Rect { Pane.inner(of: area).inset(horizontal: 1) }

    func render(in area: Rect, into buffer: inout CellBuffer) {
        Pane(title: isFullScreen ? " Photo · Esc to go back " : " Photo ", borderStyle: theme[.dim], titleStyle: theme[.accent])
            .render(in: area, into: &buffer)
        let inner = Self.contentArea(ofPane: area)
        guard !inner.isEmpty else { return }
        guard let photo = detail?.photo else {
            buffer.draw("Nothing selected", in: inner.row(inner.height / 2), style: theme[.dim], alignment: .center)
            return
        }
        let size = Self.previewSize(of: photo, inPane: area)
        PhotoDetailView(photo: photo, preview: preview(photo, size), pixels: pixels(photo, size), isLoadingDetail: isLoadingDetail && detail?.isComplete != true,
                        theme: theme)
            .render(in: inner, into: &buffer)
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
