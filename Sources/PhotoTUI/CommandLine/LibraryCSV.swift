import PhotoCore
import Terminal

/// The library's photos as CSV (RFC 4180): one photo a line, fields quoted when they need it, network text
/// stripped of control characters. Each photo as its provider credits it: `id` is the one
/// `photo-tui show` takes (`openverse:…`, `offline:…`, `folder:PATH`), `author` the credited
/// creator (empty when none is known), `licence` empty when there is none; an offline photo has
/// no page or image address that outlives a run, a file's image is its path.
enum LibraryCSV {
    static let header = "provider,id,title,author,page,image,licence,credit"
    /// `library export`'s header: the photo's columns, then its marks and, for a local file, its path.
    static let markedHeader = header + ",favourite,rating,rejected,path"

    /// A marked photo's line under ``markedHeader``: `favourite` and `rejected` are `true` or
    /// `false`, `rating` 0 to 5.
    static func row(for marked: PhotoLibrary.MarkedPhoto) -> String {
        row(for: marked.photo) + "," + [String(marked.isFavorite), String(marked.rating.stars), String(marked.rating.isRejected),
                                        marked.photo.file?.path ?? ""].map { field($0) }.joined(separator: ",")
    }

    static func row(for photo: Photo) -> String {
        let durable = photo.provider != .offline
        let image = photo.file?.path ?? (durable ? photo.urls.full.absoluteString : "")
        let page = photo.provider == .folder ? "" : (durable ? photo.links.html?.absoluteString ?? "" : "")
        return [photo.provider.rawValue, photo.photoID.description, photo.title, photo.effectiveCredit.creator ?? "", page,
         image, photo.effectiveLicense?.name ?? "", photo.creditLine]
            .map { field($0) }
            .joined(separator: ",")
    }

    /// Quoted when it holds a comma, a quote or a line break; a leading `=`, `+`, `-` or `@` is
    /// prefixed with `'` so a spreadsheet never runs it as a formula.
    static func field(_ text: String) -> String {
        var value = Sanitizer.sanitize(text)
        if let first = value.first, "=+-@".contains(first) { value = "'" + value }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
