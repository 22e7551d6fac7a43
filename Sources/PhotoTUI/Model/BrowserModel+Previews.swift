import Foundation
import PhotoCore
import Terminal

/// What the model asks of its image stores and links, read-only (kept apart so that
/// `BrowserModel.swift` stays the state's owner and little else).
extension BrowserModel {
    /// The preview of `photo` at `size` can be drawn as it will stay: pixels where the terminal
    /// shows them, else the converted cells (not the placeholder).
    func isPreviewReady(_ photo: Photo, size: Size) -> Bool {
        pixelImages.map { $0.image(for: photo, size: size) != nil } ?? images.hasImage(for: photo, size: size, kind: .preview)
    }

    /// The offline library's pages live on this run's loopback port and die with it: say so
    /// instead of handing them out (``BrowserReducer/localPageNotice(_:of:)``).
    static func localPageNotice(_ url: URL, of photo: Photo? = nil) -> String? {
        BrowserReducer.localPageNotice(url, of: photo)
    }
}
