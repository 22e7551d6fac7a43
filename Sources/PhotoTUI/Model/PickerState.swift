import PhotoCore

/// `photo-tui pick`: what was chosen when the picker ended (`nil` while it runs or after a
/// cancel). The photos marked with Tab are the browser's (``BrowserState/marks``).
struct PickerState: Equatable {
    var chosen: [Photo]?
}
