import Foundation
import PhotoCore
import Terminal

/// Frames: drawing the state, and what a frame drawn implies (the thumbnails and preview to
/// load, the next page, the scroll that fits), derived after it was drawn, never inside `render`.
extension BrowserModel {
    /// Draws the state. Reads only.
    func render(into buffer: inout CellBuffer) {
        let images = self.images
        let pixelImages = self.pixelImages
        let thumbnailPixels = self.pixelImages
        let thumbnailSize = Self.thumbnailSize
        BrowserView(state: state, theme: theme, cacheSummary: imageSource.cacheSummary,
                    thumbnail: { images.cells(for: $0, size: thumbnailSize, kind: .thumbnail) },
                    preview: { images.cells(for: $0, size: $1, kind: .preview) },
                    pixels: { pixelImages?.image(for: $0, size: $1) },
                    gridThumbnail: { images.cells(for: $0, size: $1, kind: .thumbnail) },
                    thumbnailPixels: { thumbnailPixels?.image(for: $0, size: thumbnailSize, kind: .thumbnail) },
                    gridThumbnailPixels: { thumbnailPixels?.image(for: $0, size: $1, kind: .thumbnail) }, keys: keyTable,
                    fullScreenImages: fullScreenImages)
            .render(in: buffer.area, into: &buffer)
        // Measured where the frame is complete, before it goes to ncurses (as the benchmark always has).
        if timing.isEnabled { recordTimings(size: buffer.size, graphics: buffer.graphics) }
    }

    /// After a frame: keeps the scroll and the search field's cursor valid for its layout, loads
    /// the thumbnails on screen (cancelling those that left) and the preview at its size, and
    /// asks for the next page once the visible rows near the end.
    func frameDidRender(size: Size) {
        state.size = size
        guard !size.isSmaller(than: .minimum) else { return }
        let layout = BrowserLayout(size: size, sidePane: !state.isPlain)
        let viewport = max(1, ListView.viewportRows(in: layout.list, rowHeight: state.rowHeight))
        state.list.fit(viewportRows: viewport)
        let bar = BrowserView(state: state, theme: theme, cacheSummary: "", thumbnail: { _ in nil }, preview: { _, _ in nil }).searchBar
        state.query.keepCursorVisible(width: bar.fieldArea(in: layout.searchBar).width)

        var frame = state.frame ?? FrameLayout(size: size, viewportRows: viewport, visibleRange: 0..<0, visiblePhotoIDs: [], preview: nil)
        let previous = state.frame
        frame.size = size
        frame.viewportRows = viewport
        if state.mode.isReviewingDuplicates {
            duplicatesFrameDidRender(size: size)
        } else if state.showsGrid {
            gridFrameDidRender(in: layout.list, frame: &frame, previous: previous)
        } else if !state.mode.isShowingDetail {
            let range = state.list.visibleRange(viewportRows: viewport)
            let photos = range.compactMap { state.list.rows[$0].thumbnailPhoto }
            let ahead = ThumbnailLookahead.rows(speed: state.pace.speed(at: scheduler.now), viewportRows: viewport)
            let below = (range.upperBound..<min(state.list.rows.count, range.upperBound + ahead)).compactMap { state.list.rows[$0].thumbnailPhoto }
            frame.visibleRange = range
            frame.visiblePhotoIDs = photos.map(\.id)
            frame.aheadPhotoIDs = below.map(\.id)
            if previous?.visiblePhotoIDs != frame.visiblePhotoIDs || previous?.aheadPhotoIDs != frame.aheadPhotoIDs {
                loadThumbnails(photos, ahead: below, size: Self.thumbnailSize)
            }
            // Ask early enough for the measured latency at the current scrolling speed.
            askForTheNextPageIfNear(state.list.isNearEnd(viewportRows: viewport))
        }
        if state.mode.isShowingPhoto, !state.isPlain {
            frame.preview = nil
            loadFullScreenImages()
            askForTheNextPageIfNear(state.list.rowsBelowSelection <= 1)
        } else if let photo = state.detail?.photo, let request = previewRequest(in: layout), request != frame.preview {
            frame.preview = request
            // The cells too, with pixels: they show until the pixels come and around an overlay.
            images.load([(photo, request.size)], kind: .preview)
            pixelImages?.load((photo, request.size))
        } else if state.detail?.photo == nil {
            pixelImages?.load(nil)
        }
        state.frame = frame
        // The rows a keystroke brought were drawn (and timed, when timing): they are news no more.
        if state.freshRows, state.list.photoCount > 0 { send(.freshRowsDrawn) }
        // A folder file shown full-screen and removed meanwhile: the reducer says so and moves on.
        if state.mode.isShowingPhoto, let file = state.detail?.photo.file, effects.fileIsGone(file.path) { send(.fullScreenFileGone) }
    }

    /// The grid's part of a frame: its scroll, its thumbnails, the next page.
    func gridFrameDidRender(in area: Rect, frame: inout FrameLayout, previous: FrameLayout?) {
        let photos = state.list.photos
        state.grid.fit(selected: state.list.selectedPhotoIndex, photoCount: photos.count, in: area)
        let visible = state.grid.visibleRange(photoCount: photos.count, in: area).map { photos[$0] }
        frame.visiblePhotoIDs = visible.map(\.id)
        if previous?.visiblePhotoIDs != frame.visiblePhotoIDs { loadThumbnails(visible, size: PhotoGridView.thumbnailSize(in: area)) }
        askForTheNextPageIfNear(state.grid.isNearEnd(photoCount: photos.count, in: area))
    }

    /// The thumbnails now on screen, as cells and, on a pixel terminal, as pixels (the loads of
    /// those that left the screen are cancelled); the cells of `ahead` too, while scrolling.
    func loadThumbnails(_ photos: [Photo], ahead: [Photo] = [], size: Size) {
        // Plain mode draws no images: nothing to load.
        guard !state.isPlain else { return }
        images.load(photos.map { ($0, size) }, ahead: ahead.map { ($0, size) }, kind: .thumbnail)
        pixelImages?.load(photos.map { ($0, size) }, kind: .thumbnail)
    }

    /// Asks for the next page when the frame's rows near the end (``BrowserReducer/askForTheNextPageIfNear(_:in:_:)``).
    func askForTheNextPageIfNear(_ visibleNearEnd: Bool) {
        send(.frameNearEnd(visibleNearEnd))
    }

    /// The preview a frame of `layout` shows: the detail's photo at the size its pane fits.
    func previewRequest(in layout: BrowserLayout) -> FrameLayout.PreviewRequest? {
        guard !state.isPlain, let photo = state.detail?.photo, let pane = state.mode.isShowingDetail ? layout.fullScreenDetail : layout.detail
        else { return nil }
        let size = DetailPaneView.previewSize(of: photo, inPane: pane)
        guard size.width > 0, size.height > 0 else { return nil }
        return FrameLayout.PreviewRequest(photoID: photo.id, size: size)
    }

    /// Which measured moments the frame just drawn completed.
    func recordTimings(size: Size, graphics: [GraphicsRequest]) {
        timing.finish("key_to_frame")
        timing.stampOnce("first_frame")
        if state.list.photoCount > 0 { timing.stampOnce("first_rows_on_screen") }
        // The frame that asks for a thumbnail in pixels; the graphics layer places it right after.
        if graphics.contains(where: { Thumbnail.isThumbnailSlot($0.slot) }) {
            timing.stampOnce("first_thumbnail_pixels")
        }
        if timing.isRunning("keystroke_to_rows"), state.freshRows, state.list.photoCount > 0 {
            timing.finish("keystroke_to_rows")
        }
        if timing.isRunning("enter_to_detail"), state.mode.isShowingDetail, let photo = state.detail?.photo,
           let request = previewRequest(in: BrowserLayout(size: size, sidePane: !state.isPlain)),
           isPreviewReady(photo, size: request.size) {
            timing.finish("enter_to_detail")
        }
        if timing.isRunning("step_to_fullscreen"), state.mode.isShowingPhoto, state.detail?.photo.id == state.list.selectedPhoto?.id,
           isFullScreenPhotoReady {
            timing.finish("step_to_fullscreen")
        }
        if timing.isRunning("selection_to_preview"), !state.mode.isShowingDetail, let photo = state.detail?.photo,
           photo.id == state.list.selectedPhoto?.id, let request = previewRequest(in: BrowserLayout(size: size, sidePane: !state.isPlain)),
           isPreviewReady(photo, size: request.size) {
            timing.finish("selection_to_preview")
        }
    }
}
