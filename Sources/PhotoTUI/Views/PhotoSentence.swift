import Foundation
import PhotoCore

/// A list row as one sentence, for plain mode, where a screen reader reads the line under the
/// cursor: "Misty sea at dawn, by Sora Kim, 4,631 likes". Each provider says what matters for it:
/// Unsplash its likes, a Creative Commons work its licence, a file its facts (size, when taken,
/// how big on disk).
enum PhotoSentence {
    /// A photo's row.
    static func of(_ photo: Photo, isFavorite: Bool = false, isMarked: Bool = false) -> String {
        var parts = [PhotoText.title(of: photo)]
        switch photo.provider {
        case .unsplash, .offline:
            parts.append("by \(photo.user.name)")
            parts.append(count(photo.likes, "like", "likes"))
        case .openverse:
            parts.append(PhotoText.byline(of: photo))
            parts.append(photo.effectiveLicense?.name ?? "licence not recorded")
        case .folder:
            if let creator = photo.effectiveCredit.creator { parts.append("by \(creator)") }
            if photo.hasKnownSize { parts.append("\(photo.width) by \(photo.height) pixels") }
            if let date = photo.createdAt { parts.append("taken \(PhotoText.dateFormatter.string(from: date))") }
            if let bytes = photo.file?.byteCount, bytes > 0 { parts.append(Formatting.bytes(bytes)) }
        }
        if isFavorite { parts.append("starred") }
        if isMarked { parts.append("marked") }
        return parts.joined(separator: ", ")
    }

    /// A topic's or collection's row: "Nature, topic, 1,234 photos".
    static func of(_ group: PhotoGroup) -> String {
        [group.title, PlainText.words(group.subtitle)].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    private static func count(_ value: Int, _ one: String, _ many: String) -> String {
        "\(Formatting.grouped(value)) \(value == 1 ? one : many)"
    }
}
