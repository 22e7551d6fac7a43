import Foundation
import ImagePipeline
import OpenverseSource
import PhotoModel

/// Openverse's API over the catalog, as a pure function from a request to an answer: the paths
/// (`/v1/images/`, `/v1/images/{id}/`, `…/related/`, `…/thumb/`, `/v1/auth_tokens/token/`), the
/// envelope, the 2024 result shape, and Openverse's limits: pages of at most 20 anonymously (more is
/// a 401) or 500 with a token, no page past 20 (a 400), anonymous results capped at 240.
/// Throttling and other faults are the server's job.
struct OfflineOpenverseAPI: Sendable {
    let catalog: OfflineCatalog
    let renders: RenderCache
    let tokens: OpenverseTokenStore

    /// Licences handed out in turn, as Openverse codes with a version.
    static let licenses: [(String, String?)] = [
        ("by", "2.0"), ("by-sa", "4.0"), ("by-nc", "2.0"), ("cc0", "1.0"), ("by-nd", "3.0"), ("by-nc-sa", "2.0"),
        ("pdm", "1.0"), ("by-nc-nd", "2.0"),
    ]

    /// Answers `method path?query` with `body`; `bearer` is the token sent, if any.
    func answer(method: String, path: String, query: [String: String], body: Data, bearer: String?, requiredCredentials: String?,
                tokenLifetime: Int, baseURL: String) -> OfflineAnswer {
        let parts = path.split(separator: "/").map(String.init)
        if parts == ["v1", "auth_tokens", "token"] {
            guard method == "POST" else { return Self.detail(405, "Method \"\(method)\" not allowed.") }
            return token(form: body, required: requiredCredentials, lifetime: tokenLifetime)
        }
        guard method == "GET" || method == "HEAD" else { return Self.detail(405, "Method \"\(method)\" not allowed.") }
        var authenticated = false
        if let bearer {
            guard tokens.isValid(bearer) else { return Self.detail(401, "Invalid token.") }
            authenticated = true
        }
        switch parts.count {
        case 2 where parts == ["v1", "images"]: return search(query, authenticated: authenticated, baseURL)
        case 3 where parts[0] == "v1" && parts[1] == "images": return detail(id: parts[2], baseURL)
        case 4 where parts[0] == "v1" && parts[1] == "images" && parts[3] == "related": return related(id: parts[2], baseURL)
        case 4 where parts[0] == "v1" && parts[1] == "images" && parts[3] == "thumb": return image(id: parts[2], width: 600)
        case 2 where parts[0] == "originals": return image(id: parts[1], width: 1200)
        default: return Self.detail(404, "Not found.")
        }
    }

    // MARK: - Endpoints

    private func search(_ query: [String: String], authenticated: Bool, _ baseURL: String) -> OfflineAnswer {
        let page = query["page"].map { Int($0) ?? 0 } ?? 1
        let pageSize = query["page_size"].map { Int($0) ?? 0 } ?? 20
        if page < 1 { return Self.fieldError("page", "Ensure this value is greater than or equal to 1.") }
        if page > 20 { return Self.fieldError("page", "Ensure this value is less than or equal to 20.") }
        if pageSize < 1 { return Self.fieldError("page_size", "Ensure this value is greater than or equal to 1.") }
        if !authenticated && pageSize > 20 { return Self.detail(401, "page_size may not exceed 20 for anonymous requests") }
        if pageSize > 500 { return Self.fieldError("page_size", "Ensure this value is less than or equal to 500.") }
        if let license = query["license_type"], !["commercial", "modification", "all", "all-cc"].contains(license) {
            return Self.fieldError("license_type", "Invalid choice: \(license)")
        }
        let orientation: String? = switch query["aspect_ratio"] {
        case "wide": "landscape"
        case "tall": "portrait"
        case "square": "squarish"
        default: nil
        }
        var matches = (query["q"].map { $0.trimmingCharacters(in: .whitespaces) }).flatMap { $0.isEmpty ? nil : $0 }
            .map { catalog.search(query: String($0.prefix(200)), orientation: orientation) }
            ?? catalog.feed().filter { orientation == nil || $0.orientation == orientation }
        if let creator = query["creator"] {
            matches = matches.filter { $0.user.name.caseInsensitiveCompare(creator) == .orderedSame }
        }
        if let license = query["license_type"] {
            matches = matches.filter { entry in
                let code = Self.license(of: entry).0
                switch license {
                case "commercial": return !code.contains("nc")
                case "modification": return !code.contains("nd")
                default: return true
                }
            }
        }
        // Anonymous results stop at 240, as on the public API; totals are capped the same way.
        let cap = authenticated ? 10_000 : 240
        let total = min(matches.count, cap)
        let pageCount = min(20, (total + pageSize - 1) / pageSize)
        let start = (page - 1) * pageSize
        let slice = start < total ? Array(matches[start..<min(total, start + pageSize)]) : []
        let body = OpenverseSearchPage(
            resultCount: total, pageCount: pageCount, pageSize: pageSize, page: page,
            results: slice.map { image(for: $0, baseURL: baseURL) })
        return .json(200, encode(body), headers: [("Cache-Control", "max-age=14400")])
    }

    private func detail(id: String, _ baseURL: String) -> OfflineAnswer {
        guard let entry = catalog.entry(id: id) else { return Self.detail(404, "Not found.") }
        return .json(200, encode(image(for: entry, baseURL: baseURL)), headers: [("Cache-Control", "max-age=14400")])
    }

    private func related(id: String, _ baseURL: String) -> OfflineAnswer {
        guard let entry = catalog.entry(id: id) else { return Self.detail(404, "Not found.") }
        let similar = catalog.search(query: entry.tags.first ?? entry.descriptionEnglish).filter { $0.id != id }.prefix(10)
        let body = OpenverseSearchPage(
            resultCount: 10_000, pageCount: 1, pageSize: 10, page: nil, results: similar.map { image(for: $0, baseURL: baseURL) })
        return .json(200, encode(body), headers: [("Cache-Control", "max-age=14400")])
    }

    private func token(form: Data, required: String?, lifetime: Int) -> OfflineAnswer {
        var fields: [String: String] = [:]
        for pair in String(decoding: form, as: UTF8.self).split(separator: "&") {
            let kv = pair.split(separator: "=", maxSplits: 1).map { String($0).removingPercentEncoding ?? String($0) }
            if kv.count == 2 { fields[kv[0]] = kv[1] }
        }
        guard fields["grant_type"] == "client_credentials" else {
            return .json(400, Data(#"{"error":"unsupported_grant_type"}"#.utf8))
        }
        guard let id = fields["client_id"], let secret = fields["client_secret"], !id.isEmpty, !secret.isEmpty,
              required == nil || required == "\(id):\(secret)"
        else { return .json(401, Data(#"{"error":"invalid_client"}"#.utf8)) }
        let token = tokens.issue(lifetime: lifetime)
        let body = #"{"access_token":"\#(token)","scope":"read write groups","expires_in":\#(lifetime),"token_type":"Bearer"}"#
        return .json(200, Data(body.utf8), headers: [("Cache-Control", "no-store")])
    }

    private func image(id: String, width: Int) -> OfflineAnswer {
        guard let entry = catalog.entry(id: id) else { return Self.detail(404, "Not found.") }
        let height = max(1, Int((Double(width) * Double(entry.height) / Double(entry.width)).rounded()))
        let key = RenderCache.Key(id: id, width: width, height: height, quality: 80)
        let data: Data
        if let cached = renders.value(for: key) {
            data = cached
        } else {
            guard let encoded = try? JPEGEncoder(quality: 80).encode(SceneRenderer.render(entry.scene, width: width, height: height)) else {
                return Self.detail(500, "Could not encode the image")
            }
            renders.insert(encoded, for: key)
            data = encoded
        }
        return OfflineAnswer(
            status: 200, headers: [("Content-Type", "image/jpeg"), ("Cache-Control", "public, max-age=31536000, immutable")],
            body: data, isAPI: false)
    }

    // MARK: - Shapes

    /// The licence of an entry, deterministic by its place in the catalog.
    static func license(of entry: CatalogEntry) -> (String, String?) {
        licenses[Int(entry.id.utf8.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF }) % licenses.count]
    }

    /// The 2024 result shape. Every fifth photo has no size, every fourth no attribution (as the
    /// 2022 shape), so clients meet both.
    func image(for entry: CatalogEntry, baseURL: String) -> OpenverseImage {
        let (code, version) = Self.license(of: entry)
        let licenseURL: String = switch code {
        case "cc0": "https://creativecommons.org/publicdomain/zero/\(version ?? "1.0")/"
        case "pdm": "https://creativecommons.org/publicdomain/mark/\(version ?? "1.0")/"
        default: "https://creativecommons.org/licenses/\(code)/\(version ?? "4.0")/"
        }
        let hash = entry.id.utf8.reduce(0) { ($0 &+ Int($1)) }
        let license = PhotoLicense(code: code, version: version, url: URL(string: licenseURL))
        let title = entry.descriptionEnglish
        let creator = entry.user.name
        let attribution: String? = hash % 4 == 0 ? nil : license.isPublicDomain
            ? "\"\(title)\" by \(creator) is marked with \(license.name). To view the terms, visit \(licenseURL)."
            : "\"\(title)\" by \(creator) is licensed under \(license.name). To view a copy of this license, visit \(licenseURL)."
        let knownSize = hash % 5 != 0
        return OpenverseImage(
            id: entry.id, title: title, indexedOn: entry.createdAt,
            foreignLandingURL: URL(string: "\(baseURL)/photos/\(entry.id)"),
            url: URL(string: "\(baseURL)/originals/\(entry.id)")!, creator: creator,
            creatorURL: URL(string: "\(baseURL)/creators/\(entry.user.username)"), license: code, licenseVersion: version,
            licenseURL: URL(string: licenseURL), provider: "offline", source: "offline", category: "photograph",
            filesize: nil, filetype: "jpg",
            tags: entry.tags.map { OpenverseTag(name: $0) }, attribution: attribution, mature: false,
            width: knownSize ? entry.width : nil, height: knownSize ? entry.height : nil,
            thumbnail: URL(string: "\(baseURL)/v1/images/\(entry.id)/thumb/"),
            detailURL: URL(string: "\(baseURL)/v1/images/\(entry.id)/"), relatedURL: URL(string: "\(baseURL)/v1/images/\(entry.id)/related/"))
    }

    static func detail(_ status: Int, _ message: String) -> OfflineAnswer {
        .json(status, (try? JSONSerialization.data(withJSONObject: ["detail": message])) ?? Data())
    }

    static func fieldError(_ field: String, _ message: String) -> OfflineAnswer {
        .json(400, (try? JSONSerialization.data(withJSONObject: ["detail": [field: [message]]])) ?? Data())
    }

    private func encode<T: Encodable>(_ value: T) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(value)) ?? Data("{}".utf8)
    }
}
