import EventStream
import PhotoCore
import Terminal

/// The photo shown large: the side pane that follows the selection, and the full-screen detail.
final class DetailPane: Control {
    private(set) var photo: Photo?
    private(set) var isComplete = false
    private(set) var isLoadingDetail = false
    private(set) var errorMessage: String?
    var theme = Theme.standard
    /// Preview cells for a photo at a size, when converted (the app's image store answers).
    var preview: (Photo, Size) -> ImageCells? = { _, _ in nil }
    /// The preview size the last render wanted, for the image store.
    let previewRequestRelay = BehaviorRelay<PreviewRequest?>(value: nil)

    /// A preview wanted on screen: which photo at how many cells.
    struct PreviewRequest: Equatable {
        var photo: Photo
        var size: Size
    }

    func show(_ photo: Photo?, isComplete: Bool) {
        self.photo = photo
        self.isComplete = isComplete
    }

    func setLoading(_ loading: Bool) { isLoadingDetail = loading }
    func setError(_ message: String?) { errorMessage = message }

    /// The photo inside a bordered pane (the side pane).
    func renderPane(in area: Rect, isFullScreen: Bool, into buffer: inout CellBuffer) {
        Pane(title: isFullScreen ? " Photo · Esc to go back " : " Photo ", borderStyle: theme[.dim], titleStyle: theme[.accent])
            .render(in: area, into: &buffer)
        render(in: Pane.inner(of: area).inset(horizontal: 1), into: &buffer)
    }

    func render(in area: Rect, into buffer: inout CellBuffer) {
        guard !area.isEmpty else { return }
        guard let photo else {
            buffer.draw("Nothing selected", in: area.row(area.height / 2), style: theme[.dim], alignment: .center)
            return
        }
        let imageArea = PhotoDetailView.imageArea(in: area, for: photo)
        let size = PhotoDetailView.fittedSize(of: photo, in: imageArea)
        let request = PreviewRequest(photo: photo, size: size)
        if previewRequestRelay.value != request, size.width > 0, size.height > 0 { previewRequestRelay.accept(request) }
        PhotoDetailView(photo: photo, preview: preview(photo, size), isLoadingDetail: isLoadingDetail && !isComplete, theme: theme)
            .render(in: area, into: &buffer)
        if let errorMessage {
            buffer.draw(errorMessage, at: Point(x: area.x, y: area.maxY - 1), width: area.width, style: theme[.error])
        }
    }
}
