import Foundation
import PhotoCore

/// Photos for view tests.
enum TestPhotos {
    static func photo(_ id: String, title: String? = "Quiet harbour at dawn", author: String = "Ada Park", likes: Int = 1234,
                      width: Int = 6000, height: Int = 4000) -> Photo {
        let base = URL(string: "https://images.example/\(id)")!
        return Photo(
            id: id, createdAt: Date(timeIntervalSince1970: 1_700_000_000), width: width, height: height, color: "#4060a0",
            blurHash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj", description: title,
            urls: PhotoURLs(raw: base, full: base, regular: base, small: base, thumb: base),
            links: PhotoLinks(html: URL(string: "https://unsplash.com/photos/\(id)")!),
            likes: likes, user: User(id: "u1", username: "adapark", name: author))
    }
}
