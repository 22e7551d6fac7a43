import Foundation
import PhotoCore

/// The lines of text the screens show for a photo, each by its provider's rules: Unsplash's
/// author and likes, a Creative Commons work's creator and licence, the offline library's
/// synthetic photos, a person's own file (its EXIF Artist, never its folder, as the author). Raw
/// network strings; the cell buffer sanitizes them when they are drawn.
enum PhotoText {
    /// The description, else the alt description, else "Untitled".
    static func title(of photo: Photo) -> String {
        let title = photo.title.trimmingCharacters(in: .whitespacesAndNewlines)
        return title.isEmpty ? "Untitled" : title
    }

    /// A row's second line: who made it ("by Ana Lee"), or, for a file that names no one, the
    /// folder it is in.
    static func byline(of photo: Photo) -> String {
        let creator = photo.effectiveCredit.creator.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        switch photo.provider {
        // The offline library's made-up authors too: every place it opens says its photos are
        // synthetic (the status line at launch, the detail, the credit line).
        case .unsplash, .offline: return "by \(photo.user.name)"
        case .openverse: return creator.map { "by \($0)" } ?? "creator unknown"
        case .folder:
            let folder = photo.file.map { $0.folder.isEmpty ? "" : "in \($0.folder)" } ?? ""
            // An Artist is who made it; a Copyright notice alone is shown as the notice it is.
            let noticeOnly = photo.credit?.attribution != nil
            let who = creator.map { noticeOnly ? ($0.hasPrefix("©") ? $0 : "© \($0)") : "by \($0)" }
            return [who, folder.isEmpty ? nil : folder].compactMap { $0 }.joined(separator: " · ")
        }
    }

    /// "♥ 1.2k · 4000×3000"; for a licensed work "CC BY 2.0 · 4000×3000" (size "?" when unknown);
    /// for a file its size and when it was taken.
    static func likesAndSize(of photo: Photo) -> String {
        let size = photo.hasKnownSize ? "\(photo.width)×\(photo.height)" : "size ?"
        switch photo.provider {
        case .unsplash, .offline:
            return "♥ \(Formatting.compact(photo.likes)) · \(photo.width)×\(photo.height)"
        case .openverse:
            return "\(photo.effectiveLicense?.name ?? "licence not recorded") · " + size
        case .folder:
            // A file of one's own: its size and when it was taken, no likes, no licence.
            return photo.createdAt.map { "\(size) · \(dateFormatter.string(from: $0))" } ?? size
        }
    }

    /// The line under the title in the detail: the credit line as it is copied; for a file,
    /// its creator, else its path.
    static func attribution(of photo: Photo) -> String {
        guard photo.provider == .folder else { return photo.creditLine }
        if let creator = photo.effectiveCredit.creator { return "by \(creator)" }
        return photo.file?.displayPath ?? photo.links.html?.path ?? photo.id
    }

    /// Labelled metadata lines for the detail views, those the photo has.
    static func metadata(of photo: Photo) -> [(label: String, value: String)] {
        switch photo.provider {
        case .folder: return fileMetadata(of: photo)
        case .openverse: return licensedMetadata(of: photo)
        case .unsplash, .offline: break
        }
        var lines: [(String, String)] = []
        lines.append(("Author", "\(photo.user.name) (@\(photo.user.username))"))
        if photo.provider == .offline { lines.append(("Source", "photo-tui's offline library: synthetic, no licence")) }
        lines.append(("Likes", Formatting.grouped(photo.likes)))
        if let views = photo.views { lines.append(("Views", Formatting.grouped(views))) }
        if let downloads = photo.downloads { lines.append(("Downloads", Formatting.grouped(downloads))) }
        lines.append(("Size", "\(photo.width)×\(photo.height)"))
        if let date = photo.createdAt { lines.append(("Taken", dateFormatter.string(from: date))) }
        if let camera = photo.exif?.summary, !camera.isEmpty { lines.append(("Camera", camera)) }
        if let place = photo.location?.displayName, !place.isEmpty { lines.append(("Location", place)) }
        if let color = photo.color { lines.append(("Colour", color)) }
        // Last: tags wrap, and are what a short pane leaves out.
        if let tags = photo.tags, !tags.isEmpty { lines.append(("Tags", tags.map(\.title).joined(separator: ", "))) }
        return lines
    }

    /// A Creative Commons work: creator, licence, source, page.
    private static func licensedMetadata(of photo: Photo) -> [(label: String, value: String)] {
        var lines: [(String, String)] = []
        let credit = photo.effectiveCredit
        lines.append(("Creator", credit.creator ?? "unknown"))
        if let license = photo.effectiveLicense {
            lines.append(("Licence", license.name + (license.url.map { " · \($0.absoluteString)" } ?? "")))
        } else {
            lines.append(("Licence", "not recorded: see the work's page"))
        }
        if let source = credit.source { lines.append(("Source", source)) }
        if let page = credit.landingURL { lines.append(("Page", page.absoluteString)) }
        lines.append(("Size", photo.hasKnownSize ? "\(photo.width)×\(photo.height)" : "unknown until the image arrives"))
        if let tags = photo.tags, !tags.isEmpty { lines.append(("Tags", tags.map(\.title).joined(separator: ", "))) }
        return lines
    }

    /// A person's own file: who made it (its EXIF), where it is, what the camera says.
    private static func fileMetadata(of photo: Photo) -> [(label: String, value: String)] {
        var lines: [(String, String)] = []
        if let creator = photo.effectiveCredit.creator { lines.append(("Creator", creator)) }
        if let file = photo.file { lines.append(("Folder", file.folder.isEmpty ? "." : file.folder)) }
        lines.append(("Size", photo.hasKnownSize ? "\(photo.width)×\(photo.height)" : "unknown"))
        if let bytes = photo.file?.byteCount, bytes > 0 { lines.append(("File", Formatting.bytes(bytes))) }
        if let date = photo.createdAt {
            // A file without a usable EXIF date is placed by its file time, and says so.
            if let note = photo.file?.dateNote {
                lines.append(("Date", "\(dateTimeFormatter.string(from: date)), \(note)"))
            } else {
                lines.append(("Taken", dateTimeFormatter.string(from: date)))
            }
        }
        if let camera = photo.exif?.summary, !camera.isEmpty { lines.append(("Camera", camera)) }
        if let lens = photo.exif?.name, !lens.isEmpty { lines.append(("Lens", lens)) }
        if let town = photo.location?.city, !town.isEmpty { lines.append(("Place", "near \(town)")) }
        if let place = photo.location?.displayName, !place.isEmpty { lines.append(("Location", place)) }
        if let about = photo.altDescription, !about.isEmpty { lines.append(("About", about)) }
        if let tags = photo.tags, !tags.isEmpty { lines.append(("Keywords", tags.map(\.title).joined(separator: ", "))) }
        return lines
    }

    /// EXIF dates carry no zone: shown as written, read as UTC.
    static let dateTimeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter
    }()

    static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
}
