import PhotoCore
import Terminal

/// Where the full-screen view gets its images: the terminal's cell in pixels, whether it crops
/// when placing (kitty), and the stores' cells and pixels by key. The model hands it to the view
/// and works out the same ``FullScreenImage`` to load.
struct FullScreenImages {
    /// One cell in pixels (a 10×20 guess when the terminal did not say or shows no pixels).
    var cellPixels = Size(width: 10, height: 20)
    /// The terminal crops an image when placing it (kitty): zoomed photos are loaded whole.
    var wholeWhenZoomed = false
    var cells: (Photo, PhotoImageKey) -> ImageCells? = { _, _ in nil }
    var pixels: (Photo, PhotoImageKey) -> GraphicsImage? = { _, _ in nil }
    /// The images `n` and `p` show next (the neighbours fitted), for the terminal to hold ahead.
    var ahead: () -> [(photo: Photo, key: PhotoImageKey)] = { [] }

    /// What shows of `photo` in `area` at `zoom`.
    func image(of photo: Photo, zoom: ZoomState, in area: Rect) -> FullScreenImage {
        FullScreenImage(photo: photo, zoom: zoom, area: area, cellPixels: cellPixels, wholeWhenZoomed: wholeWhenZoomed)
    }
}
