import Foundation
import PhotoCore
import Terminal

/// Human output of the photo subcommands: tables and detail text, sanitized for the terminal.
enum CommandOutput {
    /// The value, or a one-line ``CommandFailure`` for the error (sanitized: it may quote the server).
    static func unwrap<T>(_ result: Result<T, Error>) throws -> T {
        switch result {
        case .success(let value): return value
        case .failure(let error as PhotoServiceError): throw CommandFailure(Sanitizer.sanitize(error.userMessage))
        case .failure(let error): throw CommandFailure(Sanitizer.sanitize(String(describing: error)))
        }
    }

    /// Writes what the person must know before any output (the key going out unencrypted) to
    /// standard error, so that `--json` output stays clean.
    static func warnBeforeRunning(_ made: PhotoServiceFactory.Made) {
        guard let warning = made.insecureKeyWarning else { return }
        FileHandle.standardError.write(Data((Sanitizer.sanitize(warning) + "\n").utf8))
    }

    /// A page of results: a summary line, then one row per photo, in the columns its provider
    /// has (likes for Unsplash's, the licence for Creative Commons works, path and date for files).
    static func searchTable(_ page: SearchPage, query: SearchQuery) -> String {
        guard !page.results.isEmpty else {
            return "No photos for “\(Sanitizer.sanitize(query.text))” (page \(query.page))."
        }
        var table: TextTable
        if page.results.allSatisfy({ $0.provider == .folder }) {
            // The path is the id `show` takes: never cut short.
            table = TextTable(columns: [
                .init("PATH", maxWidth: 200), .init("CREATOR", maxWidth: 22), .init("SIZE", maxWidth: 11, alignRight: true),
                .init("TAKEN", maxWidth: 10),
            ])
            for photo in page.results {
                let size = photo.hasKnownSize ? "\(photo.width)×\(photo.height)" : "?"
                let taken = photo.createdAt.map { String(ISO8601DateFormatter().string(from: $0).prefix(10)) } ?? ""
                table.append([photo.file?.displayPath ?? photo.id, photo.effectiveCredit.creator ?? "", size, taken])
            }
        } else if page.results.contains(where: { $0.provider == .openverse }) {
            // Openverse has no likes; what matters is the licence (and the credit, in `show`).
            table = TextTable(columns: [
                .init("ID", maxWidth: 46), .init("TITLE", maxWidth: 40), .init("CREATOR", maxWidth: 22),
                .init("LICENCE", maxWidth: 20), .init("SIZE", maxWidth: 11, alignRight: true),
            ])
            // A shelf mixes providers, whose ids may be the same: then each id says whose it is.
            let mixed = Set(page.results.map(\.provider)).count > 1
            for photo in page.results {
                let size = photo.hasKnownSize ? "\(photo.width)×\(photo.height)" : "?"
                table.append([mixed ? photo.photoID.description : photo.id, photo.title, photo.effectiveCredit.creator ?? "",
                              photo.effectiveLicense?.name ?? "", size])
            }
        } else {
            table = TextTable(columns: [
                .init("ID", maxWidth: 14), .init("DESCRIPTION", maxWidth: 44), .init("AUTHOR", maxWidth: 22),
                .init("LIKES", maxWidth: 7, alignRight: true), .init("SIZE", maxWidth: 11, alignRight: true),
            ])
            for photo in page.results {
                table.append([photo.id, photo.title, photo.user.name, String(photo.likes), "\(photo.width)×\(photo.height)"])
            }
        }
        var summary = "\(Formatting.grouped(page.total)) \(GroupedNumber.noun(for: page.total, "photo")) for “\(Sanitizer.sanitize(query.text))”, page \(query.page) of \(max(1, page.totalPages))"
        if page.results.contains(where: { $0.provider == .offline }) {
            summary += " (synthetic photos from photo-tui's offline library: no licence, no real photographer)"
        }
        return summary + "\n\n" + table.render()
    }

    /// One photo, label and value per line, credited by its provider's rules.
    static func details(_ photo: Photo) -> String {
        var lines: [(String, String)] = [("ID", photo.photoID.description), ("Title", photo.title)]
        if let alt = photo.altDescription, alt != photo.title { lines.append(("Alt text", alt)) }
        let credit = photo.effectiveCredit
        switch photo.provider {
        case .unsplash:
            lines.append(("Author", "\(photo.user.name) (@\(photo.user.username))"))
        case .offline:
            lines.append(("Author", "\(photo.user.name) (@\(photo.user.username)), made up"))
            lines.append(("Source", "photo-tui's offline library: a synthetic photo"))
        case .openverse:
            lines.append(("Creator", (credit.creator ?? "unknown") + (credit.creatorURL.map { " (\($0.absoluteString))" } ?? "")))
            if let source = credit.source { lines.append(("Source", source)) }
        case .folder:
            if let creator = credit.creator { lines.append(("Creator", creator)) }
            if let file = photo.file {
                lines.append(("Path", file.displayPath))
                lines.append(("File", Formatting.bytes(file.byteCount)))
            }
        }
        lines.append(("Size", photo.hasKnownSize ? "\(photo.width)×\(photo.height)" : "unknown until the image arrives"))
        if photo.provider == .unsplash || photo.provider == .offline { lines.append(("Likes", String(photo.likes))) }
        if let views = photo.views { lines.append(("Views", String(views))) }
        if let downloads = photo.downloads { lines.append(("Downloads", String(downloads))) }
        if let created = photo.createdAt { lines.append(("Taken", ISO8601DateFormatter().string(from: created))) }
        if let camera = photo.exif?.summary { lines.append(("Camera", camera)) }
        if let place = photo.location?.displayName {
            let coordinates = photo.location?.coordinates.map { String(format: " (%.4f, %.4f)", $0.latitude, $0.longitude) } ?? ""
            lines.append(("Location", place + coordinates))
        }
        if let tags = photo.tags, !tags.isEmpty { lines.append(("Tags", tags.map(\.title).joined(separator: ", "))) }
        if let color = photo.color { lines.append(("Color", color)) }
        // A synthetic photo's page lives on this run's port, a file's is the file.
        if let html = photo.links.html, photo.provider == .unsplash || photo.provider == .openverse {
            lines.append(("Link", html.absoluteString))
        }
        if let license = photo.effectiveLicense {
            lines.append(("Licence", license.name + (license.url.map { " (\($0.absoluteString))" } ?? "")))
        } else if photo.provider == .openverse {
            lines.append(("Licence", "not recorded"))
        }
        lines.append(("Credit", photo.creditLine))
        let width = lines.map { $0.0.count }.max() ?? 0
        return lines.map { label, value in
            label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + Sanitizer.sanitize(value)
        }.joined(separator: "\n")
    }
}
