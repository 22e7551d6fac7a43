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
    /// instead of handing them out.
    static func localPageNotice(_ url: URL, of photo: Photo? = nil) -> String? {
        guard photo?.provider == .offline || url.host.map(CacheKey.isLoopback) == true else { return nil }
        return "This photo is local: a synthetic one from the offline library, with no page on the web"
    }

    /// The selected photo's file, when it is a local one (only the folder source makes those,
    /// and the library keeps them: a server's answer never names a file to open).
    var selectedLocalFile: PhotoFile? {
        state.list.selectedPhoto?.file
    }

    /// The selected photo's page on its site, when it has one.
    var selectedPhotoPage: URL? {
        state.list.selectedPhoto.flatMap(ReferralLink.photoPage(of:))
    }
}
