import Foundation
import PhotoModel

/// One image as Openverse's API describes it (`/v1/images/` results, `/v1/images/{id}/`).
///
/// Only `id`, `url` and `license` are required; every other field may be absent or `null` (the
/// 2022 related shape has no `attribution`, sizes, `mature` …), and a field of an unexpected type
/// is treated as absent rather than failing the whole page. Unknown keys are ignored.
public struct OpenverseImage: Codable, Sendable, Equatable {
    public var id: String
    public var title: String?
    public var indexedOn: Date?
    public var foreignLandingURL: URL?
    public var url: URL
    public var creator: String?
    public var creatorURL: URL?
    public var license: String
    public var licenseVersion: String?
    public var licenseURL: URL?
    /// The aggregator that indexed it (`flickr`, `wikimedia` …).
    public var provider: String?
    /// The site the work is on.
    public var source: String?
    public var category: String?
    public var filesize: Int?
    /// `jpg`, `png`, `gif`, `webp` … when known.
    public var filetype: String?
    public var tags: [OpenverseTag]
    public var attribution: String?
    public var mature: Bool?
    public var width: Int?
    public var height: Int?
    public var thumbnail: URL?
    public var detailURL: URL?
    public var relatedURL: URL?

    /// Creates an image; the offline library builds these from its catalog.
    public init(
        id: String, title: String?, indexedOn: Date? = nil, foreignLandingURL: URL?, url: URL, creator: String?,
        creatorURL: URL?, license: String, licenseVersion: String?, licenseURL: URL?, provider: String?, source: String?,
        category: String? = nil, filesize: Int? = nil, filetype: String? = nil, tags: [OpenverseTag] = [],
        attribution: String?, mature: Bool? = false, width: Int?, height: Int?, thumbnail: URL?, detailURL: URL?, relatedURL: URL?
    ) {
        self.id = id
        self.title = title
        self.indexedOn = indexedOn
        self.foreignLandingURL = foreignLandingURL
        self.url = url
        self.creator = creator
        self.creatorURL = creatorURL
        self.license = license
        self.licenseVersion = licenseVersion
        self.licenseURL = licenseURL
        self.provider = provider
        self.source = source
        self.category = category
        self.filesize = filesize
        self.filetype = filetype
        self.tags = tags
        self.attribution = attribution
        self.mature = mature
        self.width = width
        self.height = height
        self.thumbnail = thumbnail
        self.detailURL = detailURL
        self.relatedURL = relatedURL
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, url, creator, license, provider, source, category, filesize, filetype, tags, attribution, mature
        case width, height, thumbnail
        case indexedOn = "indexed_on", foreignLandingURL = "foreign_landing_url", creatorURL = "creator_url"
        case licenseVersion = "license_version", licenseURL = "license_url", detailURL = "detail_url", relatedURL = "related_url"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        guard let url = try c.decodeLenientURL(forKey: .url) else {
            throw DecodingError.dataCorruptedError(forKey: .url, in: c, debugDescription: "not a URL")
        }
        self.url = url
        license = try c.decode(String.self, forKey: .license)
        title = Self.loose(c, String.self, .title)
        indexedOn = Self.loose(c, String.self, .indexedOn).flatMap(UnsplashJSON.parseDate)
        foreignLandingURL = (try? c.decodeLenientURL(forKey: .foreignLandingURL)) ?? nil
        creator = Self.loose(c, String.self, .creator)
        creatorURL = (try? c.decodeLenientURL(forKey: .creatorURL)) ?? nil
        licenseVersion = (try? c.decodeStringOrNumber(forKey: .licenseVersion)) ?? nil
        licenseURL = (try? c.decodeLenientURL(forKey: .licenseURL)) ?? nil
        provider = Self.loose(c, String.self, .provider)
        source = Self.loose(c, String.self, .source)
        category = Self.loose(c, String.self, .category)
        filesize = (try? c.decodeIntOrString(forKey: .filesize)) ?? nil
        filetype = Self.loose(c, String.self, .filetype)
        tags = Self.loose(c, [OpenverseTag].self, .tags) ?? []
        attribution = Self.loose(c, String.self, .attribution)
        mature = Self.loose(c, Bool.self, .mature)
        width = ((try? c.decodeIntOrString(forKey: .width)) ?? nil).flatMap { $0 > 0 ? $0 : nil }
        height = ((try? c.decodeIntOrString(forKey: .height)) ?? nil).flatMap { $0 > 0 ? $0 : nil }
        thumbnail = (try? c.decodeLenientURL(forKey: .thumbnail)) ?? nil
        detailURL = (try? c.decodeLenientURL(forKey: .detailURL)) ?? nil
        relatedURL = (try? c.decodeLenientURL(forKey: .relatedURL)) ?? nil
    }

    /// Writes the 2024 shape, as the offline library serves it.
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encode(indexedOn.map { ISO8601DateFormatter().string(from: $0) }, forKey: .indexedOn)
        try c.encode(foreignLandingURL, forKey: .foreignLandingURL)
        try c.encode(url, forKey: .url)
        try c.encode(creator, forKey: .creator)
        try c.encode(creatorURL, forKey: .creatorURL)
        try c.encode(license, forKey: .license)
        try c.encode(licenseVersion, forKey: .licenseVersion)
        try c.encode(licenseURL, forKey: .licenseURL)
        try c.encode(provider, forKey: .provider)
        try c.encode(source, forKey: .source)
        try c.encode(category, forKey: .category)
        try c.encode(filesize, forKey: .filesize)
        try c.encode(filetype, forKey: .filetype)
        try c.encode(tags, forKey: .tags)
        try c.encode(attribution, forKey: .attribution)
        try c.encode(mature, forKey: .mature)
        try c.encode(height, forKey: .height)
        try c.encode(width, forKey: .width)
        try c.encode(thumbnail, forKey: .thumbnail)
        try c.encode(detailURL, forKey: .detailURL)
        try c.encode(relatedURL, forKey: .relatedURL)
    }

    /// A value of the expected type, or `nil` when absent, `null` or of another type.
    private static func loose<T: Decodable>(_ c: KeyedDecodingContainer<CodingKeys>, _ type: T.Type, _ key: CodingKeys) -> T? {
        (try? c.decodeIfPresent(type, forKey: key)) ?? nil
    }

    /// The licence as stated.
    public var photoLicense: PhotoLicense { PhotoLicense(code: license, version: licenseVersion, url: licenseURL) }

    /// The credit: Openverse's attribution when sent, else one built from title, creator and licence.
    public var credit: PhotoCredit {
        PhotoCredit(
            rule: .creativeCommons, title: title.flatMap { $0.isEmpty ? nil : $0 }, creator: creator, creatorURL: creatorURL, source: source ?? provider,
            landingURL: foreignLandingURL, license: photoLicense, attribution: attribution)
    }

    /// The username a photo's user gets when Openverse names no creator; no creator search
    /// can find these photos.
    static let unknownCreatorUsername = "unknown"

    /// The provider-neutral photo. Width and height are 0 when Openverse does not know them.
    public var photo: Photo {
        let creatorName = creator.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        let user = User(
            id: creatorName ?? "", username: creatorName ?? Self.unknownCreatorUsername, name: creatorName ?? "Unknown creator", html: creatorURL)
        let small = thumbnail ?? url
        var photo = Photo(
            id: id, createdAt: nil, width: width ?? 0, height: height ?? 0,
            description: title.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 },
            urls: PhotoURLs(raw: url, full: url, regular: url, small: small, thumb: small),
            links: PhotoLinks(api: detailURL, html: foreignLandingURL ?? url, download: url, downloadLocation: nil),
            user: user, tags: tags.isEmpty ? nil : tags.map { Tag(title: $0.name, type: $0.accuracy == nil ? "human" : "machine") })
        photo.provider = .openverse
        photo.imageSet = .fixed(original: url, thumbnail: thumbnail)
        photo.license = photoLicense
        photo.credit = credit
        return photo
    }
}
