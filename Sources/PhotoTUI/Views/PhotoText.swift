import Foundation
import PhotoCore

/// The lines of text the screens show for a photo. Raw network strings; the cell buffer
/// sanitizes them when they are drawn.
enum PhotoText {
    /// The description, else the alt description, else "Untitled".
    static func title(of photo: Photo) -> String {
        let title = photo.title.trimmingCharacters(in: .whitespacesAndNewlines)
        return title.isEmpty ? "Untitled" : title
    }

    /// "♥ 1.2k · 4000×3000"; for a licensed work "CC BY 2.0 · 4000×3000" (size "?" when unknown).
    static func likesAndSize(of photo: Photo) -> String {
        if photo.provider == .folder {
            // A file of one's own: its size and when it was taken, no likes, no licence.
            let size = photo.hasKnownSize ? "\(photo.width)×\(photo.height)" : "size ?"
            return photo.createdAt.map { "\(size) · \(dateFormatter.string(from: $0))" } ?? size
        }
        guard photo.provider != .unsplash else { return "♥ \(Formatting.compact(photo.likes)) · \(photo.width)×\(photo.height)" }
        return "\(photo.effectiveLicense.name) · " + (photo.hasKnownSize ? "\(photo.width)×\(photo.height)" : "size ?")
    }

    /// The attribution the provider asks for: Unsplash's "Photo by NAME on Unsplash", or the
    /// exact credit line of a Creative Commons work.
    static func attribution(of photo: Photo) -> String {
        if photo.provider == .folder { return photo.links.html?.path ?? photo.id }
        return photo.provider == .unsplash ? "Photo by \(photo.user.name) on Unsplash" : photo.creditLine
    }

    /// Labelled metadata lines for the detail views, those the photo has.
    static func metadata(of photo: Photo) -> [(label: String, value: String)] {
        var lines: [(String, String)] = []
        if photo.provider == .folder {
            lines.append(("Folder", photo.user.name))
            lines.append(("Size", photo.hasKnownSize ? "\(photo.width)×\(photo.height)" : "unknown"))
            if let date = photo.createdAt { lines.append(("Taken", dateTimeFormatter.string(from: date))) }
            if let camera = photo.exif?.summary, !camera.isEmpty { lines.append(("Camera", camera)) }
            if let lens = photo.exif?.name, !lens.isEmpty { lines.append(("Lens", lens)) }
            if let place = photo.location?.displayName, !place.isEmpty { lines.append(("Location", place)) }
            if let tags = photo.tags, !tags.isEmpty { lines.append(("Keywords", tags.map(\.title).joined(separator: ", "))) }
            if let about = photo.altDescription, !about.isEmpty { lines.append(("About", about)) }
            return lines
        }
        if photo.provider != .unsplash {
            let credit = photo.effectiveCredit
            let license = photo.effectiveLicense
            lines.append(("Creator", credit.creator ?? "unknown"))
            lines.append(("Licence", license.name + (license.url.map { " · \($0.absoluteString)" } ?? "")))
            if let source = credit.source { lines.append(("Source", source)) }
            lines.append(("Size", photo.hasKnownSize ? "\(photo.width)×\(photo.height)" : "unknown until the image arrives"))
            if let tags = photo.tags, !tags.isEmpty { lines.append(("Tags", tags.map(\.title).joined(separator: ", "))) }
            if let page = credit.landingURL { lines.append(("Page", page.absoluteString)) }
            return lines
        }
        lines.append(("Author", "\(photo.user.name) (@\(photo.user.username))"))
        lines.append(("Likes", Formatting.grouped(photo.likes)))
        if let views = photo.views { lines.append(("Views", Formatting.grouped(views))) }
        if let downloads = photo.downloads { lines.append(("Downloads", Formatting.grouped(downloads))) }
        lines.append(("Size", "\(photo.width)×\(photo.height)"))
        if let date = photo.createdAt { lines.append(("Taken", dateFormatter.string(from: date))) }
        if let camera = photo.exif?.summary, !camera.isEmpty { lines.append(("Camera", camera)) }
        if let place = photo.location?.displayName, !place.isEmpty { lines.append(("Location", place)) }
        if let tags = photo.tags, !tags.isEmpty { lines.append(("Tags", tags.map(\.title).joined(separator: ", "))) }
        if let color = photo.color { lines.append(("Colour", color)) }
        return lines
    }

    /// EXIF dates carry no zone: shown as written, read as UTC.
    private static let dateTimeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter
    }()

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
}
