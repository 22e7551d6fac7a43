import PhotoCore
import Terminal

/// What the full-screen view shows of its photo for a zoom: where on screen, which image the
/// stores key it by, and, zoomed, which part of the zoomed photo. Worked out the same way by the
/// view (to draw) and the model (to load), from the state and the terminal's cell.
struct FullScreenImage: Equatable {
    /// The cells the photo covers (centred where it is smaller than the screen).
    var rect: Rect
    /// The key of the image for those cells: the fitted preview, or a zoomed one.
    var key: PhotoImageKey
    /// Zoomed: the whole zoomed photo in screen pixels and the part on screen.
    var zoomed: PixelSize?
    var view: PixelRect?
    /// How the zoom reads in the strip ("fit 23 %", "1:1", "200 %").
    var label: String

    /// The image for `photo` in `area` at `zoom`.
    /// - Parameter wholeWhenZoomed: the protocol crops when placing (kitty): a zoomed photo is
    ///   loaded whole and placed with a source rectangle, so that a pan sends no pixels.
    init(photo: Photo, zoom: ZoomState, area: Rect, cellPixels: Size, wholeWhenZoomed: Bool) {
        let frame = ZoomState.Frame(photo: PixelSize(width: photo.width, height: photo.height), area: area.size, cellPixels: cellPixels)
        guard photo.hasKnownSize, !frame.isEmpty else {
            // A source that does not give the size: fitted by the preview's aspect, no zoom.
            let size = PhotoDetailView.fittedSize(of: photo, in: area)
            self.init(rect: area.centered(size), key: PhotoImageKey(photoID: photo.id, columns: size.width, rows: size.height, kind: .preview),
                      zoomed: nil, view: nil, label: "fit")
            return
        }
        let geometry = zoom.geometry(in: frame)
        let rect = Rect(x: area.x + geometry.cells.x, y: area.y + geometry.cells.y, width: geometry.cells.width, height: geometry.cells.height)
        var key = PhotoImageKey(photoID: photo.id, columns: rect.width, rows: rect.height, kind: .preview)
        let isZoomed = abs(geometry.scale - ZoomState.fitScale(in: frame)) > geometry.scale * 0.001
        if isZoomed { key.zoom = ZoomedRegion(zoomed: geometry.zoomed, view: wholeWhenZoomed ? nil : geometry.view) }
        self.init(rect: rect, key: key, zoomed: isZoomed ? geometry.zoomed : nil, view: isZoomed ? geometry.view : nil,
                  label: zoom.label(in: frame))
    }

    init(rect: Rect, key: PhotoImageKey, zoomed: PixelSize?, view: PixelRect?, label: String) {
        self.rect = rect
        self.key = key
        self.zoomed = zoomed
        self.view = view
        self.label = label
    }

    /// The part of `image` (the whole zoomed photo, maybe decoded smaller) on screen, in its pixels.
    func source(in image: GraphicsImage) -> Rect? {
        guard let zoomed, let view, zoomed.width > 0 else { return nil }
        let bounds = PixelSize(width: image.pixelWidth, height: image.pixelHeight)
        let part = ZoomedRegion.scaled(view, by: Double(image.pixelWidth) / Double(zoomed.width), within: bounds)
        return Rect(x: part.x, y: part.y, width: part.width, height: part.height)
    }
}
