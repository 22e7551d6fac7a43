import PhotoCore
import Terminal

/// Where a photo's detail goes in its pane: the image beside the text or above it, whichever
/// shows the photo larger. Beside, the text column takes the width its lines need (the widest of
/// the title, the credit and the labelled values), at least `minimumTextWidth` and at most half
/// the pane, and wraps what is longer; the image takes the room its shape can fill and the text
/// everything left, so a portrait photo leaves a wide column. Above, the text keeps the rows its
/// title, credit and metadata need (at least `minimumTextRows`).
struct DetailLayout: Equatable {
    static let minimumTextWidth = 30
    static let minimumTextRows = 7
    /// Beside the text, an image narrower than this is too small to bother: it goes above.
    static let minimumBesideImageWidth = 20

    let imageArea: Rect
    let textArea: Rect

    /// The layout of `text` and `photo`'s image in `area`. No image (plain mode): all text.
    init(photo: Photo, text: DetailText, in area: Rect, showsImage: Bool = true) {
        guard showsImage else {
            imageArea = Rect(x: area.x, y: area.y, width: 0, height: 0)
            textArea = area
            return
        }
        let half = max(Self.minimumTextWidth, area.width / 2)
        let columnWidth = min(max(text.naturalWidth, Self.minimumTextWidth), half)
        let besideLimit = Rect(x: area.x, y: area.y, width: max(0, area.width - columnWidth - 1), height: area.height)
        let besideFit = Self.fittedSize(of: photo, in: besideLimit)
        let textRows = min(max(Self.minimumTextRows, text.essentialRows(width: area.width)), max(Self.minimumTextRows, area.height / 2))
        let aboveLimit = Rect(x: area.x, y: area.y, width: area.width, height: max(0, area.height - textRows - 1))
        let aboveFit = Self.fittedSize(of: photo, in: aboveLimit)
        let above = Rect(x: area.x, y: area.y, width: area.width, height: aboveFit.height)
        let beside = Rect(x: area.x, y: area.y, width: besideFit.width, height: area.height)
        let goesBeside = besideLimit.width >= Self.minimumBesideImageWidth
            && besideFit.width * besideFit.height > aboveFit.width * aboveFit.height
        let image = goesBeside ? beside : above
        imageArea = image
        if image.height == area.height {
            textArea = Rect(x: image.maxX + 1, y: area.y, width: area.maxX - image.maxX - 1, height: area.height)
        } else {
            textArea = Rect(x: area.x, y: image.maxY + 1, width: area.width, height: area.maxY - image.maxY - 1)
        }
    }

    /// The cells the image takes in `area`, keeping the photo's aspect (cells twice as tall as wide).
    static func fittedSize(of photo: Photo, in area: Rect) -> Size {
        let fit = CellGeometry.typical.fit(imageWidth: photo.width, imageHeight: photo.height, columns: area.width, rows: area.height)
        return Size(width: fit.columns, height: fit.rows)
    }
}
