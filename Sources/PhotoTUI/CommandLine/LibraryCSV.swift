import PhotoCore
import Terminal

/// Favourites as CSV (RFC 4180): one photo a line, fields quoted when they need it, network text
/// stripped of control characters. Each photo as its provider credits it: `id` is the one
/// `photo-tui show` takes (`openverse:…`, `offline:…`, `folder:PATH`), `author` the credited
/// creator (empty when none is known), `licence` empty when there is none; an offline photo has
/// no page or image address that outlives a run, a file's image is its path.
enum LibraryCSV {
    static let header = "provider,id,title,author,page,image,licence,credit"

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
