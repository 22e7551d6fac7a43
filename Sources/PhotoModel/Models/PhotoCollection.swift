import Foundation

/// A collection of photos someone curated on Unsplash ("Minimal desks"), with its cover photo.
public struct PhotoCollection: Codable, Sendable, Equatable, Identifiable {
    public var id: String
    public var title: String
    public var description: String?
    public var publishedAt: Date?
    public var totalPhotos: Int
    /// Whoever curated it.
    public var user: User?
    public var coverPhoto: Photo?

    /// Creates a collection; used by the offline library and by tests.
    public init(
        id: String, title: String, description: String? = nil, publishedAt: Date? = nil, totalPhotos: Int = 0,
        user: User? = nil, coverPhoto: Photo? = nil
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.publishedAt = publishedAt
        self.totalPhotos = totalPhotos
        self.user = user
        self.coverPhoto = coverPhoto
    }

    private enum CodingKeys: String, CodingKey {
        case id, title, description, user
        case publishedAt = "published_at", totalPhotos = "total_photos", coverPhoto = "cover_photo"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        // Unsplash's ids are strings; early collections had numbers.
        if let number = try? c.decode(Int.self, forKey: .id) {
            id = String(number)
        } else {
            id = TextLimits.cap(try c.decode(String.self, forKey: .id), TextLimits.shortText)
        }
        title = TextLimits.cap(try c.decodeIfPresent(String.self, forKey: .title) ?? "Untitled collection", TextLimits.shortText)
        description = TextLimits.cap(try c.decodeIfPresent(String.self, forKey: .description), TextLimits.longText)
        publishedAt = try? c.decodeIfPresent(Date.self, forKey: .publishedAt)
        totalPhotos = TextLimits.clamp(try c.decodeIfPresent(Int.self, forKey: .totalPhotos) ?? 0)
        // A malformed curator or cover costs the picture, not the collection.
        user = try? c.decodeIfPresent(User.self, forKey: .user)
        coverPhoto = try? c.decodeIfPresent(Photo.self, forKey: .coverPhoto)
    }
}
