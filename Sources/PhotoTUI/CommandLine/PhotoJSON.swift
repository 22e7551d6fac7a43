import Foundation
import PhotoCore

/// The `--json` output of `search` and `show`. Stable: fields are only ever added.
///
/// `search` prints
/// `{"query", "page", "per_page", "total", "total_pages", "results": [photo…]}` and `show` prints one
/// photo. A photo is `{"id", "description", "alt_description", "width", "height", "color",
/// "blur_hash", "likes", "created_at" (ISO-8601 or null), "author": {"name", "username"},
/// "urls": {"raw", "regular", "small", "thumb"}, "html_url"}`, and for `show` also `"exif"`
/// (`make`, `model`, `exposure_time`, `aperture`, `focal_length`, `iso`), `"location"` (`name`,
/// `city`, `country`, `latitude`, `longitude`), `"tags"` (strings), `"views"`, `"downloads"`.
/// Added with Openverse: `"provider"` (`unsplash`, `openverse`, `offline` or `folder`: whose
/// credit and licence rules apply), `"photo_id"` (`openverse:…`, `offline:…`, `folder:PATH`;
/// bare for Unsplash; `show` takes it), `"license"` (`code`, `version`, `name`, `url`; `null` for
/// a synthetic photo, a person's own file, or a work whose licence was not recorded) and
/// `"credit"` (`line`, the exact credit to show; `creator`, `creator_url`, `source`,
/// `landing_url`). `width` and `height` are 0 when the provider does not know them. Added with
/// folders: `"file"` (`path`, `relative_path`, `bytes`; `null` but for a file). An offline photo
/// kept from an earlier run has no address that still works: its `urls` are empty and its
/// `html_url` null (`photo_id` finds it again).
/// Absent values are `null`. Keys are sorted; text is as the server sent it (JSON-escaped).
enum PhotoJSON {
    struct SearchOutput: Encodable {
        let query: String
        let page: Int
        let perPage: Int
        let total: Int
        let totalPages: Int
        let results: [PhotoOutput]

        enum CodingKeys: String, CodingKey {
            case query, page, total, results
            case perPage = "per_page", totalPages = "total_pages"
        }
    }

    struct PhotoOutput: Encodable {
        let id: String
        let description: String?
        let altDescription: String?
        let width: Int
        let height: Int
        let color: String?
        let blurHash: String?
        let likes: Int
        let createdAt: Date?
        let author: Author
        let urls: [String: String]
        let htmlURL: String?
        let exif: Exif?
        let location: LocationOutput?
        let tags: [String]?
        let views: Int?
        let downloads: Int?
        let provider: String
        let photoID: String
        let license: LicenseOutput?
        let credit: CreditOutput
        let file: FileOutput?

        enum CodingKeys: String, CodingKey {
            case id, description, width, height, color, likes, author, urls, exif, location, tags, views, downloads
            case altDescription = "alt_description", blurHash = "blur_hash", createdAt = "created_at", htmlURL = "html_url"
            case provider, photoID = "photo_id", license, credit, file
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(id, forKey: .id)
            try c.encode(description, forKey: .description)
            try c.encode(altDescription, forKey: .altDescription)
            try c.encode(width, forKey: .width)
            try c.encode(height, forKey: .height)
            try c.encode(color, forKey: .color)
            try c.encode(blurHash, forKey: .blurHash)
            try c.encode(likes, forKey: .likes)
            try c.encode(createdAt, forKey: .createdAt)
            try c.encode(author, forKey: .author)
            try c.encode(urls, forKey: .urls)
            try c.encode(htmlURL, forKey: .htmlURL)
            try c.encode(provider, forKey: .provider)
            try c.encode(photoID, forKey: .photoID)
            try c.encode(license, forKey: .license)
            try c.encode(credit, forKey: .credit)
            try c.encode(file, forKey: .file)
            if detailed {
                try c.encode(exif, forKey: .exif)
                try c.encode(location, forKey: .location)
                try c.encode(tags, forKey: .tags)
                try c.encode(views, forKey: .views)
                try c.encode(downloads, forKey: .downloads)
            }
        }

        private let detailed: Bool

        init(_ photo: Photo, detailed: Bool) {
            self.detailed = detailed
            id = photo.id
            description = photo.description
            altDescription = photo.altDescription
            width = photo.width
            height = photo.height
            color = photo.color
            blurHash = photo.blurHash
            likes = photo.likes
            createdAt = photo.createdAt
            author = Author(name: photo.user.name, username: photo.user.username)
            // An offline photo kept by id, on no running server: no address would work.
            let addressless = OfflinePhotoAddress.isPlaceholder(photo.urls.raw)
            urls = addressless ? [:] : [
                "raw": photo.urls.raw.absoluteString, "regular": photo.urls.regular.absoluteString,
                "small": photo.urls.small.absoluteString, "thumb": photo.urls.thumb.absoluteString,
            ]
            htmlURL = addressless ? nil : photo.links.html?.absoluteString
            exif = photo.exif
            location = photo.location.map(LocationOutput.init)
            tags = photo.tags?.map(\.title)
            views = photo.views
            downloads = photo.downloads
            provider = photo.provider.rawValue
            photoID = photo.photoID.description
            license = photo.effectiveLicense.map { licence in
                LicenseOutput(code: licence.code, version: licence.version, name: licence.name, url: licence.url?.absoluteString)
            }
            // A name that is not UTF-8 is escaped (`caf\xE9.jpg`): JSON strings cannot hold its bytes.
            file = photo.file.map { FileOutput(path: $0.escapedPath, relativePath: FileNameBytes.escaped($0.relativePath), bytes: $0.byteCount) }
            let byline = photo.effectiveCredit
            credit = CreditOutput(
                line: byline.line, creator: byline.creator, creatorURL: byline.creatorURL?.absoluteString, source: byline.source,
                landingURL: byline.landingURL?.absoluteString)
        }
    }

    struct LicenseOutput: Encodable {
        let code: String
        let version: String?
        let name: String
        let url: String?

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(code, forKey: .code)
            try c.encode(version, forKey: .version)
            try c.encode(name, forKey: .name)
            try c.encode(url, forKey: .url)
        }

        enum CodingKeys: String, CodingKey { case code, version, name, url }
    }

    struct CreditOutput: Encodable {
        let line: String
        let creator: String?
        let creatorURL: String?
        let source: String?
        let landingURL: String?

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(line, forKey: .line)
            try c.encode(creator, forKey: .creator)
            try c.encode(creatorURL, forKey: .creatorURL)
            try c.encode(source, forKey: .source)
            try c.encode(landingURL, forKey: .landingURL)
        }

        enum CodingKeys: String, CodingKey {
            case line, creator, source
            case creatorURL = "creator_url", landingURL = "landing_url"
        }
    }

    struct FileOutput: Encodable {
        let path: String
        let relativePath: String
        let bytes: Int

        enum CodingKeys: String, CodingKey {
            case path, bytes
            case relativePath = "relative_path"
        }
    }

    struct Author: Encodable {
        let name: String
        let username: String
    }

    struct LocationOutput: Encodable {
        let name: String?
        let city: String?
        let country: String?
        let latitude: Double?
        let longitude: Double?

        init(_ location: Location) {
            name = location.displayName
            city = location.city
            country = location.country
            latitude = location.coordinates?.latitude
            longitude = location.coordinates?.longitude
        }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(name, forKey: .name)
            try c.encode(city, forKey: .city)
            try c.encode(country, forKey: .country)
            try c.encode(latitude, forKey: .latitude)
            try c.encode(longitude, forKey: .longitude)
        }

        enum CodingKeys: String, CodingKey { case name, city, country, latitude, longitude }
    }

    /// - Parameter compact: one line (JSON Lines, for `pick --json`) instead of indented.
    static func encode<T: Encodable>(_ value: T, compact: Bool = false) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = compact ? [.sortedKeys, .withoutEscapingSlashes] : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // JSONEncoder leaves C1 controls and bidi overrides raw; a terminal must never get them.
        return JSONTextEscaper.escape(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
