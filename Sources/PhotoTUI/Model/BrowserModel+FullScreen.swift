import Foundation
import PhotoCore
import Terminal

/// The full-screen view's images: which to draw, which to load (the photo at its zoom, its
/// neighbours fitted ahead of `n`/`p`). Its keys are reduced in `BrowserReducer+FullScreen`.
extension BrowserModel {
    /// The stores' images by key, for the view and for the loads.
    var fullScreenImages: FullScreenImages {
        let images = self.images, pixelImages = self.pixelImages
        return FullScreenImages(
            cellPixels: pixelImages?.cellPixels ?? FullScreenImages().cellPixels,
            wholeWhenZoomed: pixelImages.map { store in
                if case .whenPlaced = GraphicsDriverTable.driverType(for: store.graphicsProtocol).inherentCropping { return true }
                return false
            } ?? false,
            cells: { photo, key in
                guard key.zoom != nil else { return images.cells(for: photo, size: Size(width: key.columns, height: key.rows), kind: .preview) }
                // Zoomed under pixels: the photo's colour, unchanged by a pan (a pan writes the
                // placement alone); in cells, the part converted, or the colour until it is.
                return pixelImages == nil ? images.cells(for: key) : nil
            },
            pixels: { _, key in pixelImages?.image(for: key) },
            ahead: { [weak self] in Array(self?.fullScreenWanted().dropFirst().filter { $0.key.zoom == nil } ?? []) })
    }

    /// The photo in the full-screen view at its zoom, and the list's next and previous photos
    /// fitted (what `n` and `p` show first).
    func fullScreenWanted() -> [(photo: Photo, key: PhotoImageKey)] {
        guard let photo = state.detail?.photo else { return [] }
        let photos = state.list.photos
        let index = photos.firstIndex { $0.id == photo.id }
        let neighbours = index.map { index in [index + 1, index - 1].filter { photos.indices.contains($0) }.map { photos[$0] } } ?? []
        return fullScreenWanted(photo, neighbours: neighbours, zoom: state.fullScreen.zoom,
                                area: FullScreenNavigation.photoArea(size: state.size, showsInfo: state.fullScreen.showsInfo))
    }

    /// `photo` at `zoom` in `area`, and `neighbours` fitted (and at the zoom, when zoomed).
    func fullScreenWanted(_ photo: Photo, neighbours: [Photo], zoom: ZoomState, area: Rect) -> [(photo: Photo, key: PhotoImageKey)] {
        let images = fullScreenImages
        var wanted = [(photo, images.image(of: photo, zoom: zoom, in: area).key)]
        for neighbour in neighbours {
            // Fitted: the zoom kept for them starts from the fitted image until its own is made.
            wanted.append((neighbour, images.image(of: neighbour, zoom: ZoomState(), in: area).key))
            if zoom.isZoomed { wanted.append((neighbour, images.image(of: neighbour, zoom: zoom, in: area).key)) }
        }
        return wanted
    }

    /// Loads what the full-screen view shows and shows next (cancelling the other previews).
    func loadFullScreenImages() {
        loadFullScreenImages(fullScreenWanted())
    }

    /// Loads `wanted`, the first being on screen (cancelling the other previews).
    func loadFullScreenImages(_ wanted: [(photo: Photo, key: PhotoImageKey)]) {
        if let pixelImages {
            pixelImages.load(keys: wanted, kind: .preview)
            // Cells only for the photo on screen fitted: what shows until its pixels come.
            images.load(keys: Array(wanted.prefix(1).filter { $0.key.zoom == nil }), kind: .preview)
        } else {
            images.load(keys: wanted, kind: .preview)
        }
    }

    /// The full-screen photo is drawn as it will stay: its pixels, or its converted cells.
    var isFullScreenPhotoReady: Bool {
        guard let (photo, key) = fullScreenWanted().first else { return false }
        return pixelImages.map { $0.image(for: key) != nil } ?? (images.cells(for: key) != nil
            || (key.zoom == nil && images.hasImage(for: photo, size: Size(width: key.columns, height: key.rows), kind: .preview)))
    }
}
