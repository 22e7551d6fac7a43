import Foundation
import PhotoModel

/// A topic as the offline server writes it: ``Topic``'s fields plus the `links` Unsplash sends.
struct TopicPayload: Encodable {
    let topic: Topic
    let baseURL: String

    private enum CodingKeys: String, CodingKey {
        case id, slug, title, description, featured, links
        case publishedAt = "published_at", updatedAt = "updated_at", totalPhotos = "total_photos", coverPhoto = "cover_photo"
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(topic.id, forKey: .id)
        try c.encode(topic.slug, forKey: .slug)
        try c.encode(topic.title, forKey: .title)
        try c.encode(topic.description, forKey: .description)
        try c.encode(topic.featured, forKey: .featured)
        try c.encode(topic.publishedAt, forKey: .publishedAt)
        try c.encode(topic.updatedAt, forKey: .updatedAt)
        try c.encode(topic.totalPhotos, forKey: .totalPhotos)
        try c.encode(topic.coverPhoto, forKey: .coverPhoto)
        try c.encode([
            "self": "\(baseURL)/topics/\(topic.slug)", "html": "\(baseURL)/topics/\(topic.slug)",
            "photos": "\(baseURL)/topics/\(topic.slug)/photos",
        ], forKey: .links)
    }
}
