/// The full-screen view's own state: the zoom (kept from photo to photo, back to fit when the
/// view closes) and whether the one-line strip of details shows under the photo.
struct FullScreenState: Equatable {
    var zoom = ZoomState()
    /// `i`: the strip with the name, credit and licence, size and zoom.
    var showsInfo = false
    /// Opened from the list (`z`), Esc goes back there; from the detail, to the detail.
    var returnsToList = false
}
