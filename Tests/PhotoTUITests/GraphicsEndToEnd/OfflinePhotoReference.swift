import Foundation
@testable import PhotoCore
@testable import PhotoTUI
import Terminal
@testable import ImagePipeline
@testable import OfflineLibrary
@testable import PhotoModel

/// What the offline library shows where: the photos of a search in the order the app lists
/// them, the cells the full-screen detail gives a photo's image (the app's own layout code),
/// and the photo itself rendered at any pixel size (the reference a screenshot is compared to).
enum OfflinePhotoReference {
    /// The catalog photo-tui's offline source serves (same seed, same count).
    static let catalog = OfflineCatalog(seed: PhotoServiceFactory.offlineSeed, count: PhotoServiceFactory.offlinePhotos)

    /// The `index`th result of `query`, as the detail shows it once its full record has come
    /// (camera, place, tags: the text column's width, and so the image's place, depend on them).
    static func photo(query: String, index: Int = 0) -> Photo? {
        let results = catalog.search(query: query)
        guard results.indices.contains(index) else { return nil }
        return results[index].photo(baseURL: "http://127.0.0.1", full: true)
    }

    /// The cells of the preview in the full-screen detail of a `screen`-sized program.
    static func detailImageCells(of photo: Photo, screen: Size) -> Rect {
        let pane = BrowserLayout(size: screen).fullScreenDetail
        let size = DetailPaneView.previewSize(of: photo, inPane: pane)
        let area = PhotoDetailView.imageArea(in: Pane.inner(of: pane).inset(horizontal: 1), for: photo)
        return Rect(x: area.x + (area.width - size.width) / 2, y: area.y + (area.height - size.height) / 2,
                    width: size.width, height: size.height)
    }

    /// The cells of the thumbnail of the list's `row`th visible row (the list scrolled to the top).
    static func thumbnailCells(row: Int, screen: Size) -> Rect {
        let list = BrowserLayout(size: screen).list
        let height = PhotoListState.rowHeight
        return Rect(x: list.x + 1, y: list.y + row * height, width: min(PhotoListState.thumbnailColumns, list.width - 1), height: height)
    }

    /// Photo `id` at exactly `width`×`height` pixels (cropped to cover, as the server does), as
    /// JPEG at the quality the app asks for and decoded again.
    static func pixels(of id: String, width: Int, height: Int, quality: Int = 75) throws -> ScreenImage {
        guard let jpeg = try catalog.renderJPEG(id: id, width: width, height: height, quality: quality) else {
            throw SpawnedProcess.Failure(description: "no photo \(id) in the offline catalog")
        }
        let image = try JPEGDecoder().decode(jpeg)
        guard image.width == width, image.height == height else {
            throw SpawnedProcess.Failure(description: "reference decoded at \(image.width)x\(image.height), wanted \(width)x\(height)")
        }
        return ScreenImage(image)
    }
}
