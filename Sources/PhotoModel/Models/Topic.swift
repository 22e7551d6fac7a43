import Foundation

/// A curated topic ("Wallpapers", "Nature"), with its cover photo.
public struct Topic: Codable, Sendable, Equatable, Identifiable {
    public var id: String
    public var slug: String
    public var title: String
    public var description: String?
    public var publishedAt: Date?
    public var updatedAt: Date?
    public var featured: Bool
    public var totalPhotos: Int
    public var coverPhoto: Photo?

    /// Creates a topic.
    public init(
        id: String, slug: String, title: String, description: String? = nil, publishedAt: Date? = nil,
        updatedAt: Date? = nil, featured: Bool = false, totalPhotos: Int = 0, coverPhoto: Photo? = nil
    ) {
        self.id = id
        self.slug = slug
        self.title = title
        self.description = description
        self.publishedAt = publishedAt
        self.updatedAt = updatedAt
        self.featured = featured
        self.totalPhotos = totalPhotos
        self.coverPhoto = coverPhoto
    }

    private enum CodingKeys: String, CodingKey {
        case id, slug, title, description, featured
        case publishedAt = "published_at", updatedAt = "updated_at", totalPhotos = "total_photos"
        case coverPhoto = "cover_photo"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        slug = try c.decode(String.self, forKey: .slug)
        title = try c.decode(String.self, forKey: .title)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        publishedAt = try c.decodeIfPresent(Date.self, forKey: .publishedAt)
        updatedAt = try c.decodeIfPresent(Date.self, forKey: .updatedAt)
        featured = try c.decodeIfPresent(Bool.self, forKey: .featured) ?? false
        totalPhotos = try c.decodeIfPresent(Int.self, forKey: .totalPhotos) ?? 0
        coverPhoto = try c.decodeIfPresent(Photo.self, forKey: .coverPhoto)
    }
}
