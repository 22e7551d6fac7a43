import PhotoCore
import Terminal

/// Favourites as CSV (RFC 4180): one photo a line, fields quoted when they need it, network text
/// stripped of control characters.
enum LibraryCSV {
    static let header = "provider,id,title,author,page,image,licence,credit"

    static func row(for photo: Photo) -> String {
        [photo.provider.rawValue, photo.id, photo.title, photo.user.name, photo.links.html?.absoluteString ?? "",
         photo.urls.full.absoluteString, photo.effectiveLicense.name, photo.creditLine]
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
