import Foundation

/// One photo as Unsplash describes it: abbreviated in lists and search results, in full from
/// `/photos/:id` (with `exif`, `location`, `tags`, `views`, `downloads`).
///
/// Decoding is lenient where Unsplash has been inconsistent (missing or `null` fields become `nil`)
/// and strict where a photo is useless without a value (`id`, `urls`, `user`). Encoding writes
/// Unsplash's shape back, which is how the offline library serves its catalog. What is not in
/// Unsplash's JSON (provider, image sizes, licence, credit, file) is never read from a server's
/// answer; the library keeps it beside the JSON (`StoredPhoto`).
public struct Photo: Codable, Sendable, Equatable, Identifiable {
    public var id: String
    public var slug: String?
    public var createdAt: Date?
    public var updatedAt: Date?
    public var promotedAt: Date?
    public var width: Int
    public var height: Int
    /// The dominant colour as `#RRGGBB`.
    public var color: String?
    public var blurHash: String?
    public var description: String? { didSet { deriveTitle() } }
    public var altDescription: String? { didSet { deriveTitle() } }
    public var urls: PhotoURLs
    public var links: PhotoLinks
    public var likes: Int
    public var user: User
    /// Whether the photo is an advertisement (a `sponsorship` object is present).
    public var isSponsored: Bool
    /// Only in full photos.
    public var exif: Exif?
    /// Only in full photos.
    public var location: Location?
    /// Only in full photos.
    public var tags: [Tag]?
    public var views: Int?
    public var downloads: Int?
    /// Which service this photo came from. Not part of Unsplash's JSON.
    public var provider: PhotoProvider = .unsplash {
        didSet { if (oldValue == .folder) != (provider == .folder) { deriveTitle() } }
    }
    /// Fixed image sizes for providers without imgix; `nil` means `urls.raw` takes imgix sizing.
    public var imageSet: ImageSet?
    /// The licence, when the provider states one per photo (Unsplash's is implied: see `Photo+Provider`).
    public var license: PhotoLicense?
    /// The provider's credit, when the photo states its own (Openverse's; a file's EXIF Artist).
    public var credit: PhotoCredit?
    /// The file, when the photo is one on this machine (the folder source only).
    public var file: PhotoFile?

    /// Creates a photo; used by the offline library and by tests.
    public init(
        id: String, slug: String? = nil, createdAt: Date? = nil, updatedAt: Date? = nil, promotedAt: Date? = nil,
        width: Int, height: Int, color: String? = nil, blurHash: String? = nil, description: String? = nil,
        altDescription: String? = nil, urls: PhotoURLs, links: PhotoLinks, likes: Int = 0, user: User,
        isSponsored: Bool = false, exif: Exif? = nil, location: Location? = nil, tags: [Tag]? = nil,
        views: Int? = nil, downloads: Int? = nil, provider: PhotoProvider = .unsplash
    ) {
        self.id = id
        self.slug = slug
        self.createdAt = createdAt
        self.updatedAt = updatedAt
        self.promotedAt = promotedAt
        self.width = width
        self.height = height
        self.color = color
        self.blurHash = blurHash
        self.description = description
        self.altDescription = altDescription
        self.urls = urls
        self.links = links
        self.likes = likes
        self.user = user
        self.isSponsored = isSponsored
        self.exif = exif
        self.location = location
        self.tags = tags
        self.views = views
        self.downloads = downloads
        self.provider = provider
        deriveTitle()
    }

    /// The best one-line title: a real description, else the alt text (`PhotoTitle` cuts handles
    /// and addresses and passes over junk), else the id. A file's is its name.
    public var title: String { textTitle ?? id }

    /// The title the photo's texts give (nil when they give none), derived whenever a text or the
    /// kind of provider changes. Not derived on each read: every frame asks for the title of each
    /// row on screen and of the detail, and `PhotoTitle` runs ten regular expressions.
    private var textTitle: String?

    private mutating func deriveTitle() {
        textTitle = Self.textTitle(description: description, altDescription: altDescription, provider: provider)
    }

    /// A file's title is its name, as given (the folder source puts the name in `description`);
    /// other photos' come from ``PhotoTitle``.
    static func textTitle(description: String?, altDescription: String?, provider: PhotoProvider) -> String? {
        guard provider == .folder else { return PhotoTitle.best(description: description, altDescription: altDescription) }
        for text in [description, altDescription] {
            if let trimmed = text?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty { return trimmed }
        }
        return nil
    }

    private enum CodingKeys: String, CodingKey {
        case id, slug, width, height, color, description, urls, links, likes, user, exif, location, tags, views, downloads
        case createdAt = "created_at", updatedAt = "updated_at", promotedAt = "promoted_at"
        case blurHash = "blur_hash", altDescription = "alt_description", sponsorship
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = TextLimits.cap(try c.decode(String.self, forKey: .id), TextLimits.shortText)
        slug = TextLimits.cap(try c.decodeIfPresent(String.self, forKey: .slug), TextLimits.shortText)
        createdAt = try c.decodeIfPresent(Date.self, forKey: .createdAt)
        updatedAt = try c.decodeIfPresent(Date.self, forKey: .updatedAt)
        promotedAt = try c.decodeIfPresent(Date.self, forKey: .promotedAt)
        // Absurd numbers are clamped, long texts capped, before anything lays them out.
        width = TextLimits.clamp(try c.decodeIfPresent(Int.self, forKey: .width) ?? 0, TextLimits.maxDimension)
        height = TextLimits.clamp(try c.decodeIfPresent(Int.self, forKey: .height) ?? 0, TextLimits.maxDimension)
        color = TextLimits.cap(try c.decodeIfPresent(String.self, forKey: .color), 16)
        blurHash = TextLimits.cap(try c.decodeIfPresent(String.self, forKey: .blurHash), TextLimits.shortText)
        description = TextLimits.cap(try c.decodeIfPresent(String.self, forKey: .description), TextLimits.longText)
        altDescription = TextLimits.cap(try c.decodeIfPresent(String.self, forKey: .altDescription), TextLimits.longText)
        urls = try c.decode(PhotoURLs.self, forKey: .urls)
        links = try c.decode(PhotoLinks.self, forKey: .links)
        likes = TextLimits.clamp(try c.decodeIfPresent(Int.self, forKey: .likes) ?? 0)
        user = try c.decode(User.self, forKey: .user)
        isSponsored = try c.contains(.sponsorship) && !c.decodeNil(forKey: .sponsorship)
        exif = try c.decodeIfPresent(Exif.self, forKey: .exif)
        location = try c.decodeIfPresent(Location.self, forKey: .location)
        tags = try c.decodeIfPresent([LossyElement<Tag>].self, forKey: .tags).map { Array($0.compactMap(\.value).prefix(50)) }
        views = TextLimits.clamp(try c.decodeIfPresent(Int.self, forKey: .views))
        downloads = TextLimits.clamp(try c.decodeIfPresent(Int.self, forKey: .downloads))
        deriveTitle()
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encodeIfPresent(slug, forKey: .slug)
        try c.encode(createdAt, forKey: .createdAt)
        try c.encode(updatedAt, forKey: .updatedAt)
        try c.encode(promotedAt, forKey: .promotedAt)
        try c.encode(width, forKey: .width)
        try c.encode(height, forKey: .height)
        try c.encode(color, forKey: .color)
        try c.encode(blurHash, forKey: .blurHash)
        try c.encode(description, forKey: .description)
        try c.encode(altDescription, forKey: .altDescription)
        try c.encode(urls, forKey: .urls)
        try c.encode(links, forKey: .links)
        try c.encode(likes, forKey: .likes)
        try c.encode(user, forKey: .user)
        try c.encodeNil(forKey: .sponsorship)
        try c.encodeIfPresent(exif, forKey: .exif)
        try c.encodeIfPresent(location, forKey: .location)
        try c.encodeIfPresent(tags, forKey: .tags)
        try c.encodeIfPresent(views, forKey: .views)
        try c.encodeIfPresent(downloads, forKey: .downloads)
    }
}
