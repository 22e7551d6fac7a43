import Foundation
import PhotoModel

/// One photo of the offline library: what the API says about it and the scene that draws it.
///
/// A class, not a struct: the catalog holds each entry in several lists (all photos, the feed's
/// order, each topic and collection), and building them copied every entry's dozen strings and
/// records (a third of the catalog's construction at launch); now each copy is one reference.
final class CatalogEntry: Sendable {
    let id: String
    let scene: SceneDescription
    let descriptionEnglish: String
    let descriptionKorean: String
    let tags: [String]
    let user: User
    let likes: Int
    let views: Int
    let downloads: Int
    let createdAt: Date
    let appearanceMemo = Memo<CatalogAppearance>()
    /// Colour and BlurHash, from a render of the scene, worked out on first use.
    var appearance: CatalogAppearance { appearanceMemo.value { CatalogAppearance(scene: scene) } }
    var color: String { appearance.color }
    /// Unsplash's colour filter name for `color` (`blue`, `orange`, …).
    var colorName: String { appearance.colorName }
    var blurHash: String { appearance.blurHash }
    let exif: Exif
    let location: Location
    let topicSlug: String
    let searchMemo = Memo<CatalogSearchText>()
    /// What search matches against, worked out at the first search.
    var search: CatalogSearchText {
        searchMemo.value {
            CatalogSearchText(english: descriptionEnglish, korean: descriptionKorean, user: user, country: location.country ?? "", tags: tags)
        }
    }

    init(id: String, scene: SceneDescription, descriptionEnglish: String, descriptionKorean: String, tags: [String], user: User,
         likes: Int, views: Int, downloads: Int, createdAt: Date, exif: Exif, location: Location, topicSlug: String) {
        self.id = id
        self.scene = scene
        self.descriptionEnglish = descriptionEnglish
        self.descriptionKorean = descriptionKorean
        self.tags = tags
        self.user = user
        self.likes = likes
        self.views = views
        self.downloads = downloads
        self.createdAt = createdAt
        self.exif = exif
        self.location = location
        self.topicSlug = topicSlug
    }

    var width: Int { scene.originalWidth }
    var height: Int { scene.originalHeight }

    var orientation: String {
        if Double(width) > Double(height) * 1.1 { return "landscape" }
        if Double(height) > Double(width) * 1.1 { return "portrait" }
        return "squarish"
    }

    /// The API's view of this photo, with addresses on `baseURL`. `full` adds what only
    /// `/photos/:id` returns (EXIF, location, tags, views, downloads).
    func photo(baseURL: String, full: Bool, extraDownloads: Int = 0) -> Photo {
        let raw = "\(baseURL)/images/\(id)?ixid=offline-\(id)"
        let url = { (suffix: String) in URL(string: raw + suffix)! }
        let ratio = Double(height) / Double(width)
        let sized = { (w: Int) in "&fm=jpg&q=80&w=\(w)&h=\(Int((Double(w) * ratio).rounded()))&fit=max" }
        return Photo(
            id: id, slug: "\(descriptionEnglish.lowercased().split(separator: " ").joined(separator: "-"))-\(id)",
            createdAt: createdAt, updatedAt: createdAt.addingTimeInterval(86_400 * 30), promotedAt: likes > 500 ? createdAt : nil,
            width: width, height: height, color: color, blurHash: blurHash,
            description: descriptionEnglish, altDescription: descriptionKorean,
            urls: PhotoURLs(raw: url(""), full: url("&fm=jpg&q=85"), regular: url(sized(1080)), small: url(sized(400)), thumb: url(sized(200))),
            links: PhotoLinks(
                api: URL(string: "\(baseURL)/photos/\(id)"), html: URL(string: "\(baseURL)/photos/\(id)"),
                download: URL(string: "\(baseURL)/photos/\(id)/download"),
                downloadLocation: URL(string: "\(baseURL)/photos/\(id)/download?ixid=offline-\(id)")),
            likes: likes, user: user, isSponsored: false,
            exif: full ? exif : nil, location: full ? location : nil,
            tags: full ? tags.map { Tag(title: $0) } : nil,
            views: full ? views : nil, downloads: full ? downloads + extraDownloads : nil)
    }
}
