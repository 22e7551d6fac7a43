import Foundation
import ImagePipeline
import PhotoModel

/// Unsplash's API over the catalog, as a pure function from a request to an answer: paths,
/// parameters, JSON shapes and paging headers (`X-Total`, `X-Per-Page`, `Link`). Authentication,
/// rate limits and faults are the server's job.
struct OfflineAPI: Sendable {
    let catalog: OfflineCatalog
    let renders: RenderCache
    /// Downloads tracked per photo id, so tests can see that tracking happened.
    let downloads: DownloadCounter

    /// Answers `GET path?query`; addresses in the answer start with `baseURL`.
    func answer(path: String, query: [String: String], baseURL: String) -> OfflineAnswer {
        let parts = path.split(separator: "/").map(String.init)
        switch parts.count {
        case 2 where parts == ["search", "photos"]: return searchPhotos(query, baseURL)
        case 1 where parts[0] == "photos": return listPhotos(query, baseURL)
        case 2 where parts == ["photos", "random"]: return randomPhotos(query, baseURL)
        case 2 where parts[0] == "photos": return photo(id: parts[1], baseURL)
        case 3 where parts[0] == "photos" && parts[2] == "download": return trackDownload(id: parts[1], query, baseURL)
        case 1 where parts[0] == "topics": return listTopics(query, baseURL)
        case 2 where parts[0] == "topics": return topic(parts[1], baseURL)
        case 3 where parts[0] == "topics" && parts[2] == "photos": return topicPhotos(parts[1], query, baseURL)
        case 2 where parts[0] == "images": return image(id: parts[1], query)
        case 2 where parts[0] == "users": return user(parts[1])
        case 3 where parts[0] == "users" && parts[2] == "photos": return userPhotos(parts[1], query, baseURL)
        case 1 where parts[0] == "collections": return listCollections(query, baseURL)
        case 2 where parts == ["search", "collections"]: return searchCollections(query, baseURL)
        case 2 where parts[0] == "collections": return collection(parts[1], baseURL)
        case 3 where parts[0] == "collections" && parts[2] == "photos": return collectionPhotos(parts[1], query, baseURL)
        default: return .errors(404, ["Not found"])
        }
    }

    // MARK: - Photos

    private func searchPhotos(_ query: [String: String], _ baseURL: String) -> OfflineAnswer {
        guard let text = query["query"], !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            return .errors(400, ["query is missing"])
        }
        guard let (page, perPage) = paging(query) else { return .errors(400, [Self.badPaging]) }
        let orientation = query["orientation"], color = query["color"]
        if let orientation, !["landscape", "portrait", "squarish"].contains(orientation) {
            return .errors(400, ["orientation is invalid"])
        }
        let matches = catalog.search(query: text, orderBy: query["order_by"] ?? "relevant", orientation: orientation, color: color)
        let slice = pageSlice(matches, page: page, perPage: perPage)
        let totalPages = (matches.count + perPage - 1) / perPage
        let body = SearchPage(total: matches.count, totalPages: totalPages, results: slice.map { $0.photo(baseURL: baseURL, full: false) })
        return .json(200, encode(body), headers: pagingHeaders(
            path: "/search/photos", query: query, page: page, perPage: perPage, total: matches.count, baseURL: baseURL))
    }

    private func listPhotos(_ query: [String: String], _ baseURL: String) -> OfflineAnswer {
        list(catalog.feed(), path: "/photos", query: query, baseURL: baseURL) { $0.photo(baseURL: baseURL, full: false) }
    }

    private func randomPhotos(_ query: [String: String], _ baseURL: String) -> OfflineAnswer {
        var pool = query["query"].map { catalog.search(query: $0) } ?? catalog.entries
        if let orientation = query["orientation"] { pool = pool.filter { $0.orientation == orientation } }
        guard !pool.isEmpty else { return .errors(404, ["Couldn't find any photos"]) }
        var random = SeededRandom(seed: UInt64(Date().timeIntervalSince1970 * 1000))
        if let countText = query["count"] {
            guard let count = Int(countText), (1...30).contains(count) else { return .errors(400, ["count must be 1 to 30"]) }
            let photos = (0..<count).map { _ in random.pick(pool).photo(baseURL: baseURL, full: true) }
            return .json(200, encode(photos))
        }
        return .json(200, encode(random.pick(pool).photo(baseURL: baseURL, full: true)))
    }

    private func photo(id: String, _ baseURL: String) -> OfflineAnswer {
        guard let entry = catalog.entry(id: id) else { return .errors(404, ["Couldn't find Photo"]) }
        return .json(200, encode(entry.photo(baseURL: baseURL, full: true, extraDownloads: downloads.count(for: id))))
    }

    private func trackDownload(id: String, _ query: [String: String], _ baseURL: String) -> OfflineAnswer {
        guard catalog.entry(id: id) != nil else { return .errors(404, ["Couldn't find Photo"]) }
        downloads.record(id)
        let ixid = query["ixid"].map { "?ixid=\($0)&" } ?? "?"
        return .json(200, encode(DownloadLink(url: URL(string: "\(baseURL)/images/\(id)\(ixid)fm=jpg&q=85")!)))
    }

    // MARK: - Topics

    private func listTopics(_ query: [String: String], _ baseURL: String) -> OfflineAnswer {
        list(catalog.topics, path: "/topics", query: query, baseURL: baseURL) { topicModel($0, baseURL) }
    }

    private func topic(_ idOrSlug: String, _ baseURL: String) -> OfflineAnswer {
        guard let topic = catalog.topic(idOrSlug: idOrSlug) else { return .errors(404, ["Couldn't find Topic"]) }
        return .json(200, encode(topicModel(topic, baseURL)))
    }

    private func topicPhotos(_ idOrSlug: String, _ query: [String: String], _ baseURL: String) -> OfflineAnswer {
        guard let topic = catalog.topic(idOrSlug: idOrSlug) else { return .errors(404, ["Couldn't find Topic"]) }
        var members = topic.photoIDs.compactMap(catalog.entry(id:))
        if let orientation = query["orientation"] { members = members.filter { $0.orientation == orientation } }
        return list(members, path: "/topics/\(idOrSlug)/photos", query: query, baseURL: baseURL) { $0.photo(baseURL: baseURL, full: false) }
    }

    private func topicModel(_ topic: CatalogTopic, _ baseURL: String) -> TopicPayload {
        TopicPayload(
            topic: Topic(
                id: topic.id, slug: topic.slug, title: topic.title, description: topic.description,
                publishedAt: Date(timeIntervalSince1970: 1_587_081_600), updatedAt: Date(timeIntervalSince1970: 1_700_000_000),
                featured: true, totalPhotos: topic.photoIDs.count,
                coverPhoto: topic.photoIDs.first.flatMap(catalog.entry(id:))?.photo(baseURL: baseURL, full: false)),
            baseURL: baseURL)
    }

    // MARK: - Photographers

    private func user(_ username: String) -> OfflineAnswer {
        guard let user = catalog.user(username: username) else { return .errors(404, ["Couldn't find User"]) }
        var shown = user
        shown.totalPhotos = catalog.photos(byUsername: username).count
        return .json(200, encode(shown))
    }

    private func userPhotos(_ username: String, _ query: [String: String], _ baseURL: String) -> OfflineAnswer {
        guard catalog.user(username: username) != nil else { return .errors(404, ["Couldn't find User"]) }
        return list(catalog.photos(byUsername: username), path: "/users/\(username)/photos", query: query, baseURL: baseURL) {
            $0.photo(baseURL: baseURL, full: false)
        }
    }

    // MARK: - Collections

    private func listCollections(_ query: [String: String], _ baseURL: String) -> OfflineAnswer {
        list(catalog.collections, path: "/collections", query: query, baseURL: baseURL) { collectionModel($0, baseURL) }
    }

    private func searchCollections(_ query: [String: String], _ baseURL: String) -> OfflineAnswer {
        guard let text = query["query"], !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            return .errors(400, ["query is missing"])
        }
        guard let (page, perPage) = paging(query) else { return .errors(400, [Self.badPaging]) }
        let matches = catalog.collections.filter { $0.matches(text) }
        let slice = pageSlice(matches, page: page, perPage: perPage).map { collectionModel($0, baseURL) }
        let body = CollectionSearchPage(total: matches.count, totalPages: (matches.count + perPage - 1) / perPage, results: Array(slice))
        return .json(200, encode(body), headers: pagingHeaders(
            path: "/search/collections", query: query, page: page, perPage: perPage, total: matches.count, baseURL: baseURL))
    }

    private func collection(_ id: String, _ baseURL: String) -> OfflineAnswer {
        guard let collection = catalog.collection(id: id) else { return .errors(404, ["Couldn't find Collection"]) }
        return .json(200, encode(collectionModel(collection, baseURL)))
    }

    private func collectionPhotos(_ id: String, _ query: [String: String], _ baseURL: String) -> OfflineAnswer {
        guard let collection = catalog.collection(id: id) else { return .errors(404, ["Couldn't find Collection"]) }
        let members = collection.photoIDs.compactMap(catalog.entry(id:))
        return list(members, path: "/collections/\(id)/photos", query: query, baseURL: baseURL) { $0.photo(baseURL: baseURL, full: false) }
    }

    private func collectionModel(_ collection: CatalogCollection, _ baseURL: String) -> PhotoCollection {
        PhotoCollection(
            id: collection.id, title: collection.title, description: collection.description,
            publishedAt: Date(timeIntervalSince1970: 1_600_000_000), totalPhotos: collection.photoIDs.count,
            user: catalog.users[collection.curator % catalog.users.count],
            coverPhoto: collection.photoIDs.first.flatMap(catalog.entry(id:))?.photo(baseURL: baseURL, full: false))
    }

    // MARK: - Images

    private func image(id: String, _ query: [String: String]) -> OfflineAnswer {
        guard let entry = catalog.entry(id: id) else { return .errors(404, ["Couldn't find Photo"]) }
        let (width, height) = Self.outputSize(entry: entry, query: query)
        let quality = query["q"].flatMap(Int.init).map { max(1, min(100, $0)) } ?? 75
        let key = RenderCache.Key(id: id, width: width, height: height, quality: quality)
        let data: Data
        if let cached = renders.value(for: key) {
            data = cached
        } else {
            guard let encoded = try? JPEGEncoder(quality: quality).encode(SceneRenderer.render(entry.scene, width: width, height: height)) else {
                return .errors(500, ["Could not encode the image"])
            }
            renders.insert(encoded, for: key)
            data = encoded
        }
        return OfflineAnswer(
            status: 200, headers: [("Content-Type", "image/jpeg"), ("Cache-Control", "public, max-age=31536000, immutable")],
            body: data, isAPI: false)
    }

    /// imgix sizing: `w` and `h` with `fit=crop` crop to exactly that; one of them keeps the
    /// aspect; neither gives the original, capped at 2400 pixels on the long side.
    static func outputSize(entry: CatalogEntry, query: [String: String]) -> (Int, Int) {
        let cap = 2400
        let ratio = Double(entry.height) / Double(entry.width)
        let w = query["w"].flatMap(Int.init).map { max(1, min(cap, $0)) }
        let h = query["h"].flatMap(Int.init).map { max(1, min(cap, $0)) }
        switch (w, h) {
        case let (w?, h?) where query["fit"] == "crop": return (w, h)
        case let (w?, h?):
            // fit=max (or clip): the largest size inside the box that keeps the aspect.
            let scale = min(Double(w) / Double(entry.width), Double(h) / Double(entry.height))
            return (max(1, Int(Double(entry.width) * scale)), max(1, Int(Double(entry.height) * scale)))
        case let (w?, nil): return (w, max(1, Int((Double(w) * ratio).rounded())))
        case let (nil, h?): return (max(1, Int((Double(h) / ratio).rounded())), h)
        case (nil, nil):
            let scale = min(1, Double(cap) / Double(max(entry.width, entry.height)))
            return (Int(Double(entry.width) * scale), Int(Double(entry.height) * scale))
        }
    }

    // MARK: - Paging

    private static let badPaging = "page and per_page must be positive numbers"

    /// A plain paged list: `items`' page as a JSON array of `model`s, with paging headers for
    /// `path`; 400 when `page` or `per_page` is not a positive number.
    private func list<T, M: Encodable>(
        _ items: [T], path: String, query: [String: String], baseURL: String, _ model: (T) -> M
    ) -> OfflineAnswer {
        guard let (page, perPage) = paging(query) else { return .errors(400, [Self.badPaging]) }
        let slice = pageSlice(items, page: page, perPage: perPage).map(model)
        return .json(200, encode(slice), headers: pagingHeaders(
            path: path, query: query, page: page, perPage: perPage, total: items.count, baseURL: baseURL))
    }

    private func paging(_ query: [String: String]) -> (Int, Int)? {
        let page = query["page"].map { Int($0) ?? -1 } ?? 1
        let perPage = query["per_page"].map { Int($0) ?? -1 } ?? 10
        guard page >= 1, perPage >= 1 else { return nil }
        return (page, min(30, perPage))
    }

    private func pageSlice<T>(_ items: [T], page: Int, perPage: Int) -> ArraySlice<T> {
        let start = (page - 1) * perPage
        guard start < items.count else { return [] }
        return items[start..<min(items.count, start + perPage)]
    }

    /// `X-Total`, `X-Per-Page` and a `Link` like Unsplash's: the first page has only `last`
    /// and `next`; later pages add `first` and `prev`; the last page has no `next`.
    private func pagingHeaders(path: String, query: [String: String], page: Int, perPage: Int, total: Int, baseURL: String) -> [(String, String)] {
        let lastPage = max(1, (total + perPage - 1) / perPage)
        func link(_ target: Int, _ rel: String) -> String {
            var parts = URLComponents()
            parts.queryItems = (query.filter { $0.key != "page" && $0.key != "client_id" }.map { URLQueryItem(name: $0.key, value: $0.value) }
                + [URLQueryItem(name: "page", value: String(target))]).sorted { $0.name < $1.name }
            return "<\(baseURL)\(path)?\(parts.percentEncodedQuery ?? "")>; rel=\"\(rel)\""
        }
        var links: [String] = []
        if page > 1 {
            links.append(link(1, "first"))
            links.append(link(min(page - 1, lastPage), "prev"))
        }
        links.append(link(lastPage, "last"))
        if page < lastPage { links.append(link(page + 1, "next")) }
        return [("X-Total", String(total)), ("X-Per-Page", String(perPage)), ("Link", links.joined(separator: ", "))]
    }

    private func encode<T: Encodable>(_ value: T) -> Data {
        (try? UnsplashJSON.makeEncoder().encode(value)) ?? Data("{}".utf8)
    }
}
