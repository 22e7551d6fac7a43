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
        guard photo.provider != .unsplash else { return "♥ \(Formatting.compact(photo.likes)) · \(photo.width)×\(photo.height)" }
        return "\(photo.effectiveLicense.name) · " + (photo.hasKnownSize ? "\(photo.width)×\(photo.height)" : "size ?")
    }

    /// The attribution the provider asks for: Unsplash's "Photo by NAME on Unsplash", or the
    /// exact credit line of a Creative Commons work.
    static func attribution(of photo: Photo) -> String {
        photo.provider == .unsplash ? "Photo by \(photo.user.name) on Unsplash" : photo.creditLine
    }

    /// Labelled metadata lines for the detail views, those the photo has.
    static func metadata(of photo: Photo) -> [(label: String, value: String)] {
        var lines: [(String, String)] = []
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

    private static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
}
