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

    /// A page of results: a summary line, then one row per photo.
    static func searchTable(_ page: SearchPage, query: SearchQuery) -> String {
        guard !page.results.isEmpty else {
            return "No photos for “\(Sanitizer.sanitize(query.text))” (page \(query.page))."
        }
        var table = TextTable(columns: [
            .init("ID", maxWidth: 14), .init("DESCRIPTION", maxWidth: 44), .init("AUTHOR", maxWidth: 22),
            .init("LIKES", maxWidth: 7, alignRight: true), .init("SIZE", maxWidth: 11, alignRight: true),
        ])
        let licensed = page.results.contains { $0.provider != .unsplash }
        if licensed {
            // Openverse has no likes; what matters is the licence (and the credit, in `show`).
            table = TextTable(columns: [
                .init("ID", maxWidth: 36), .init("TITLE", maxWidth: 40), .init("CREATOR", maxWidth: 22),
                .init("LICENCE", maxWidth: 20), .init("SIZE", maxWidth: 11, alignRight: true),
            ])
        }
        for photo in page.results {
            let size = photo.hasKnownSize ? "\(photo.width)×\(photo.height)" : "?"
            if licensed {
                table.append([photo.id, photo.title, photo.user.name, photo.effectiveLicense.name, size])
            } else {
                table.append([photo.id, photo.title, photo.user.name, String(photo.likes), "\(photo.width)×\(photo.height)"])
            }
        }
        let summary = "\(page.total) \(GroupedNumber.noun(for: page.total, "photo")) for “\(Sanitizer.sanitize(query.text))”, page \(query.page) of \(max(1, page.totalPages))"
        return summary + "\n\n" + table.render()
    }

    /// One photo, label and value per line.
    static func details(_ photo: Photo) -> String {
        var lines: [(String, String)] = [("ID", photo.id), ("Title", photo.title)]
        if let alt = photo.altDescription, alt != photo.title { lines.append(("Alt text", alt)) }
        if photo.provider == .unsplash {
            lines.append(("Author", "\(photo.user.name) (@\(photo.user.username))"))
        } else {
            let credit = photo.effectiveCredit
            lines.append(("Creator", (credit.creator ?? "unknown") + (credit.creatorURL.map { " (\($0.absoluteString))" } ?? "")))
            if let source = credit.source { lines.append(("Source", source)) }
        }
        lines.append(("Size", photo.hasKnownSize ? "\(photo.width)×\(photo.height)" : "unknown until the image arrives"))
        if photo.provider == .unsplash { lines.append(("Likes", String(photo.likes))) }
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
        if let html = photo.links.html { lines.append(("Link", html.absoluteString)) }
        let license = photo.effectiveLicense
        lines.append(("Licence", license.name + (license.url.map { " (\($0.absoluteString))" } ?? "")))
        lines.append(("Credit", photo.creditLine))
        let width = lines.map { $0.0.count }.max() ?? 0
        return lines.map { label, value in
            label.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + Sanitizer.sanitize(value)
        }.joined(separator: "\n")
    }
}
