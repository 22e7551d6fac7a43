import PhotoCore
import Terminal

/// The full-screen views' geometry and zoom steps, shared by the photo's view and the Duplicates
/// screen's member (the keys are reduced in ``BrowserReducer`` `+FullScreen` and `+Duplicates`).
enum FullScreenNavigation {
    /// The cells the photo takes: the whole terminal, less the strip's row when it shows.
    static func photoArea(size: Size, showsInfo: Bool) -> Rect {
        Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - (showsInfo ? 1 : 0)))
    }

    /// The zoom's frame for the photo in the full-screen view.
    static func frame(of photo: Photo, in state: BrowserState, cellPixels: Size) -> ZoomState.Frame {
        frame(of: photo, area: photoArea(size: state.size, showsInfo: state.fullScreen.showsInfo), cellPixels: cellPixels)
    }

    /// The zoom's frame for `photo` shown in `area`.
    static func frame(of photo: Photo, area: Rect, cellPixels: Size) -> ZoomState.Frame {
        ZoomState.Frame(photo: PixelSize(width: photo.width, height: photo.height), area: area.size, cellPixels: cellPixels)
    }

    /// Applies a zoom key to `zoom` for `photo` in `frame`: nil, or the notice saying why it did
    /// not change (its size unknown, or at a limit).
    static func zoom(_ zoom: inout ZoomState, _ command: ZoomCommand, photo: Photo, in frame: ZoomState.Frame) -> String? {
        guard photo.hasKnownSize, !frame.isEmpty else { return "This photo's size is not known: it shows fitted, without zoom" }
        switch command {
        case .zoomIn:
            if !zoom.zoomIn(in: frame) { return "As large as it goes (\(zoom.label(in: frame)))" }
        case .zoomOut:
            if !zoom.zoomOut(in: frame) { return "As small as it goes (\(zoom.label(in: frame)))" }
        case .fit: zoom.set(.fit, in: frame)
        case .fill: zoom.set(.fill, in: frame)
        case .actual: zoom.set(.actual, in: frame)
        }
        return nil
    }

    /// Whether the photo at this zoom is larger than the screen either way (a pan moves it).
    static func isPannable(_ zoom: ZoomState, in frame: ZoomState.Frame) -> Bool {
        let geometry = zoom.geometry(in: frame)
        let viewport = frame.viewport
        return geometry.zoomed.width > viewport.width || geometry.zoomed.height > viewport.height
    }

    /// Whether `photo` at `zoom` in `frame` pans (its size known, larger than the screen).
    static func pans(_ photo: Photo, _ zoom: ZoomState, in frame: ZoomState.Frame) -> Bool {
        photo.hasKnownSize && !frame.isEmpty && isPannable(zoom, in: frame)
    }
}
