import Foundation

/// A photo as a person names it on the command line (`photo-tui show`): the id `search --json`
/// printed (bare, or `provider:id`: `openverse:…`, `offline:…`, `folder:/home/…`), a photo page
/// of Unsplash (`https://unsplash.com/photos/ID`, `/photos/slug-ID`, localized paths too) or
/// Openverse (`https://openverse.org/image/UUID`, the API's `/v1/images/UUID/`), the offline
/// library's page on loopback, or a path to a photo file (absolute, `~/…`, `./…`, or any text
/// naming an existing file).
///
/// ```swift
/// PhotoReference(parsing: "https://unsplash.com/photos/a-wave-Dwu85P9SOIk")
/// // provider .unsplash, id "Dwu85P9SOIk"
/// ```
public struct PhotoReference: Equatable, Sendable, CustomStringConvertible {
    /// Whose photo it is; `nil` for a bare id, which belongs to the source in use.
    public var provider: PhotoProvider?
    /// The id as the provider knows it (a file's absolute path).
    public var id: String

    /// Creates a reference.
    public init(provider: PhotoProvider?, id: String) {
        self.provider = provider
        self.id = id
    }

    /// Reads `text`; `nil` when it names no photo (an address of no known photo page, an empty
    /// text). Relative paths are taken from `directory`, `~` from `home`.
    public init?(parsing text: String, directory: String = FileManager.default.currentDirectoryPath,
                 home: String = NSHomeDirectory()) {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return nil }
        if let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https", "file"].contains(scheme) {
            guard let reference = Self.page(url) else { return nil }
            self = reference
            return
        }
        if let colon = text.firstIndex(of: ":"), let provider = PhotoProvider(rawValue: String(text[..<colon]).lowercased()) {
            let id = String(text[text.index(after: colon)...])
            guard !id.isEmpty else { return nil }
            self.init(provider: provider, id: provider == .folder ? Self.absolute(id, directory: directory, home: home) : id)
            return
        }
        let looksLikePath = text.hasPrefix("/") || text.hasPrefix("~") || text.hasPrefix(".") || text.contains("/")
        let path = Self.absolute(text, directory: directory, home: home)
        if looksLikePath || FileManager.default.fileExists(atPath: path) {
            self.init(provider: .folder, id: path)
            return
        }
        self.init(provider: nil, id: text)
    }

    /// `provider:id`, or the bare id.
    public var description: String { provider.map { "\($0.rawValue):\(id)" } ?? id }

    // MARK: - Private

    /// The words Unsplash's photo pages have before the id, in the languages it is served in.
    private static let unsplashPhotoWords: Set<String> = [
        "photos", "photo", "fotos", "foto", "fotografias", "fotografie", "zdjecia", "写真", "사진", "фото", "照片", "รูปภาพ",
    ]

    /// The photo a page address names.
    private static func page(_ url: URL) -> PhotoReference? {
        if url.isFileURL { return PhotoReference(provider: .folder, id: url.standardizedFileURL.path) }
        guard let host = url.host?.lowercased() else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        if host == "unsplash.com" || host == "www.unsplash.com" {
            var parts = parts
            if parts.last == "download" || parts.last == "info" { parts.removeLast() }
            guard parts.count >= 2, unsplashPhotoWords.contains(parts[parts.count - 2].lowercased()) else { return nil }
            return PhotoReference(provider: .unsplash, id: unsplashID(inSlug: parts[parts.count - 1]))
        }
        if host == "openverse.org" || host == "www.openverse.org" || host == "wordpress.org" || host.hasSuffix("openverse.org") {
            guard let index = parts.lastIndex(where: { $0 == "image" || $0 == "images" }), index + 1 < parts.count,
                  UUID(uuidString: parts[index + 1]) != nil else { return nil }
            return PhotoReference(provider: .openverse, id: parts[index + 1].lowercased())
        }
        // The offline library's pages: /photos/ID on a loopback port.
        if CacheKey.isLoopback(host), parts.count == 2, parts[0] == "photos" {
            return PhotoReference(provider: .offline, id: parts[1])
        }
        return nil
    }

    /// `a-wave-at-dusk-Dwu85P9SOIk` → `Dwu85P9SOIk`: Unsplash ids are 11 characters (which may
    /// include `-` themselves), after the slug's last dash.
    static func unsplashID(inSlug segment: String) -> String {
        let characters = Array(segment)
        guard characters.count > 11, characters[characters.count - 12] == "-" else { return segment }
        return String(characters.suffix(11))
    }

    private static func absolute(_ path: String, directory: String, home: String) -> String {
        var path = path
        if path == "~" { path = home } else if path.hasPrefix("~/") { path = home + path.dropFirst(1) }
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : URL(fileURLWithPath: directory).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }
}
