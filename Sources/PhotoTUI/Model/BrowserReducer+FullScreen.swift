import PhotoCore

/// The full-screen photo: opening and leaving it, zoom, pan, the details strip, the next or
/// previous photo (a list move, which loads the next page when the list needs it, keeping the
/// zoom), and a folder photo gone from under it.
extension BrowserReducer {
    /// `z` `+` `-` `0` `F` `=` `h j k l` `n` `p` `i` Esc in the full-screen view.
    static func fullScreen(_ command: BrowserCommand, in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        switch command {
        case .openPhoto:
            guard state.list.selectedPhoto != nil, !state.isPlain, !state.mode.isShowingPhoto else { return [] }
            state.fullScreen.returnsToList = !state.mode.isShowingDetail
            state.mode.isShowingPhoto = true
            // Opened from the list, the detail opens under it first (Esc goes back to the list).
            return state.fullScreen.returnsToList ? reduce(.openDetail, into: &state, context) : []
        case .closePhoto:
            state.mode.isShowingPhoto = false
            state.fullScreen.zoom = ZoomState()
            if state.fullScreen.returnsToList { state.mode.isShowingDetail = false }
            return []
        case .nextPhoto: return reduce(.move(.down), into: &state, context)
        case .previousPhoto: return reduce(.move(.up), into: &state, context)
        case .toggleInfo:
            state.fullScreen.showsInfo.toggle()
            return []
        case .zoom(let zoom):
            guard let photo = state.detail?.photo else { return [] }
            let frame = FullScreenNavigation.frame(of: photo, in: state, cellPixels: context.cellPixels)
            guard let refusal = FullScreenNavigation.zoom(&state.fullScreen.zoom, zoom, photo: photo, in: frame) else { return [] }
            return notice(refusal, isTransient: true, in: &state)
        case .pan(let direction):
            guard let photo = state.detail?.photo else { return [] }
            let frame = FullScreenNavigation.frame(of: photo, in: state, cellPixels: context.cellPixels)
            guard FullScreenNavigation.pans(photo, state.fullScreen.zoom, in: frame) else {
                // Not zoomed (all of it shows): j and k, h and l step through the photos.
                return reduce(.move(direction.isForward ? .down : .up), into: &state, context)
            }
            state.fullScreen.zoom.pan(direction, in: frame)
            return []
        default:
            return []
        }
    }

    /// A frame found the folder file on screen removed: said, and the view moves on (to the next
    /// photo, or the previous one at the end of the list). Said once while nothing changes.
    static func fullScreenFileGone(in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        guard state.mode.isShowingPhoto, let photo = state.detail?.photo, let file = photo.file else { return [] }
        let photos = state.list.photos
        let isLast = photos.last?.id == photo.id && !state.canLoadMore
        let onlyOne = photos.count <= 1
        let next = onlyOne ? "" : isLast ? ": showing the previous photo" : ": showing the next photo"
        let text = "\(file.name) is no longer in the folder\(next)"
        guard state.notice?.text != text else { return [] }
        return notice(text, isTransient: true, in: &state) + reduce(.move(isLast ? .up : .down), into: &state, context)
    }
}
