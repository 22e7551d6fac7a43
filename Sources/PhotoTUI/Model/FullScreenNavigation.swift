import PhotoCore
import Terminal

/// The full-screen view's keys as changes of the state: zoom, pan, the details strip, and the
/// next or previous photo (a list move, which loads the next page when the list needs it).
enum FullScreenNavigation {
    /// What a command asks of the model besides the state it changed.
    enum Effect: Equatable {
        /// The next or previous photo: the list's selection moves (the zoom stays).
        case move(ListMove)
        case notice(String)
        /// Opening the photo from the list opens the detail under it first.
        case openDetail
    }

    /// The cells the photo takes: the whole terminal, less the strip's row when it shows.
    static func photoArea(size: Size, showsInfo: Bool) -> Rect {
        Rect(x: 0, y: 0, width: size.width, height: max(0, size.height - (showsInfo ? 1 : 0)))
    }

    /// The zoom's frame for the photo in the full-screen view.
    static func frame(of photo: Photo, in state: BrowserState, cellPixels: Size) -> ZoomState.Frame {
        ZoomState.Frame(photo: PixelSize(width: photo.width, height: photo.height),
                        area: photoArea(size: state.size, showsInfo: state.fullScreen.showsInfo).size, cellPixels: cellPixels)
    }

    /// Carries out `command` in the full-screen view.
    static func perform(_ command: BrowserCommand, in state: inout BrowserState, cellPixels: Size) -> Effect? {
        switch command {
        case .openPhoto:
            guard state.list.selectedPhoto != nil, !state.isPlain, !state.mode.isShowingPhoto else { return nil }
            state.fullScreen.returnsToList = !state.mode.isShowingDetail
            state.mode.isShowingPhoto = true
            return state.fullScreen.returnsToList ? .openDetail : nil
        case .closePhoto:
            state.mode.isShowingPhoto = false
            state.fullScreen.zoom = ZoomState()
            if state.fullScreen.returnsToList { state.mode.isShowingDetail = false }
            return nil
        case .nextPhoto: return .move(.down)
        case .previousPhoto: return .move(.up)
        case .toggleInfo:
            state.fullScreen.showsInfo.toggle()
            return nil
        case .zoom(let zoom):
            guard let photo = state.detail?.photo else { return nil }
            let frame = frame(of: photo, in: state, cellPixels: cellPixels)
            guard photo.hasKnownSize, !frame.isEmpty else { return .notice("This photo's size is not known: it shows fitted, without zoom") }
            switch zoom {
            case .zoomIn:
                if !state.fullScreen.zoom.zoomIn(in: frame) { return .notice("As large as it goes (\(state.fullScreen.zoom.label(in: frame)))") }
            case .zoomOut:
                if !state.fullScreen.zoom.zoomOut(in: frame) { return .notice("As small as it goes (\(state.fullScreen.zoom.label(in: frame)))") }
            case .fit: state.fullScreen.zoom.set(.fit, in: frame)
            case .fill: state.fullScreen.zoom.set(.fill, in: frame)
            case .actual: state.fullScreen.zoom.set(.actual, in: frame)
            }
            return nil
        case .pan(let direction):
            guard let photo = state.detail?.photo else { return nil }
            let frame = frame(of: photo, in: state, cellPixels: cellPixels)
            guard photo.hasKnownSize, !frame.isEmpty, isPannable(state.fullScreen.zoom, in: frame) else {
                // Not zoomed (all of it shows): j and k, h and l step through the photos.
                return .move(direction == .down || direction == .right ? .down : .up)
            }
            state.fullScreen.zoom.pan(direction, in: frame)
            return nil
        default:
            return nil
        }
    }

    /// Whether the photo at this zoom is larger than the screen either way (a pan moves it).
    static func isPannable(_ zoom: ZoomState, in frame: ZoomState.Frame) -> Bool {
        let geometry = zoom.geometry(in: frame)
        let viewport = frame.viewport
        return geometry.zoomed.width > viewport.width || geometry.zoomed.height > viewport.height
    }
}
