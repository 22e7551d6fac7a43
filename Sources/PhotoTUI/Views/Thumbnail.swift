import PhotoCore
import Terminal

/// A thumbnail in real pixels for a row or a tile: the encoded image, the place on screen it is
/// for (one list row or grid tile, stable while the list scrolls, so a scroll moves it rather
/// than replacing it), and what image it is (the same key is never sent twice).
struct Thumbnail {
    var image: GraphicsImage
    var slot: String
    var key: String

    private static let rowSlot = "row-", tileSlot = "tile-"

    /// `photo`'s thumbnail in the list's row `index`.
    static func row(_ index: Int, photo: Photo, image: GraphicsImage?) -> Thumbnail? {
        image.map { Thumbnail(image: $0, slot: rowSlot + String(index), key: "thumbnail \(photo.id)") }
    }

    /// `photo`'s thumbnail in the grid's tile for photo `index`.
    static func tile(_ index: Int, photo: Photo, image: GraphicsImage?) -> Thumbnail? {
        image.map { Thumbnail(image: $0, slot: tileSlot + String(index), key: "thumbnail \(photo.id)") }
    }

    /// Whether a graphics slot is a thumbnail's (a row's or a tile's) rather than the preview's.
    static func isThumbnailSlot(_ slot: String) -> Bool { slot.hasPrefix(rowSlot) || slot.hasPrefix(tileSlot) }
}
