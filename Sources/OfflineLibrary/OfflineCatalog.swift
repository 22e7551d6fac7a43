import Foundation
import ImagePipeline
import PhotoModel

/// The offline library's photos: a deterministic catalog generated from a seed.
///
/// The same seed and count give the same ids, words, numbers and pixels on every run, so tests
/// and screenshots are stable. Photos span ten subjects, with descriptions and tags in English
/// and Korean, photographers, likes, dates, EXIF, places with coordinates, topics, and a real
/// BlurHash computed from each photo's own small render.
public final class OfflineCatalog: Sendable {
    /// The seed the catalog was made from.
    public let seed: UInt64
    let entries: [CatalogEntry]
    /// Topics and collections are worked out the first time they are asked for: building them
    /// compares every photo's tags (half of them Korean, the slow path of string comparison) and
    /// was a third of the catalog's construction, which a launch waits for; few runs open them.
    private let topicsMemo = Memo<[CatalogTopic]>()
    private let collectionsMemo = Memo<[CatalogCollection]>()
    /// The photographers, in the order collections name their curators.
    let users: [User]
    private let indexByID: [String: Int]
    private let feedOrder: [CatalogEntry]

    /// Photos in the catalog.
    public var count: Int { entries.count }

    /// Generates `count` photos from `seed`.
    public init(seed: UInt64 = 1, count: Int = 1000) {
        self.seed = seed
        var random = SeededRandom(seed: seed)
        let users = Self.makeUsers(&random)
        self.users = users
        var entries: [CatalogEntry] = []
        entries.reserveCapacity(count)
        var seen = Set<String>()
        let epoch = Date(timeIntervalSince1970: 1_451_606_400)  // 2016-01-01
        for _ in 0..<count {
            let subject = CatalogSubject.allCases[Int(random.next() % UInt64(CatalogSubject.allCases.count))]
            var id = Self.makeID(&random)
            while seen.contains(id) { id = Self.makeID(&random) }
            seen.insert(id)
            let shape = random.pick([(6000, 4000), (6000, 4000), (5472, 3648), (4000, 6000), (4000, 5000), (4000, 4000), (6720, 4480)])
            let scene = SceneDescription.make(subject: subject, seed: random.next(), width: shape.0, height: shape.1)
            let mood = random.pick(CatalogVocabulary.moods)
            let time = CatalogVocabulary.times[scene.light.rawValue]
            let place = random.pick(CatalogVocabulary.places)
            let user = random.pick(users)
            let camera = random.pick(CatalogVocabulary.cameras)
            var tags = subject.tags.prefix(2 + Int(random.next() % 3)).flatMap { [$0.0, $0.1] }
            tags += [place.city.lowercased(), place.cityKorean]
            let descriptionEnglish = "\(mood.0) \(subject.english) \(time.0) near \(place.city)"
            let descriptionKorean = "\(place.cityKorean) 근처 \(time.1) \(mood.1) \(subject.korean)"
            let likes = Int(pow(random.unit(), 3) * 5000)
            let location = Location(
                title: "\(place.city), \(place.country)", name: "\(place.city), \(place.country)", city: place.city, country: place.country,
                latitude: ((place.latitude + random.double(in: -0.2...0.2)) * 10_000).rounded() / 10_000,
                longitude: ((place.longitude + random.double(in: -0.2...0.2)) * 10_000).rounded() / 10_000)
            let exif = Exif(
                make: camera.make, model: camera.model, name: "\(camera.make), \(camera.model)",
                exposureTime: random.pick(CatalogVocabulary.exposures), aperture: random.pick(CatalogVocabulary.apertures),
                focalLength: random.pick(CatalogVocabulary.focalLengths), iso: random.pick(CatalogVocabulary.isos))
            entries.append(CatalogEntry(
                id: id, scene: scene, descriptionEnglish: descriptionEnglish, descriptionKorean: descriptionKorean,
                tags: tags, user: user, likes: likes, views: likes * 40 + Int(random.next() % 10_000),
                downloads: likes * 3 + Int(random.next() % 500),
                createdAt: epoch.addingTimeInterval(Double(random.next() % 315_000_000).rounded()),
                exif: exif, location: location, topicSlug: subject.topicSlug))
        }
        self.entries = entries
        feedOrder = entries.sorted { $0.createdAt > $1.createdAt }
        indexByID = Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.id, $0) })
    }

    /// The topics, each with its photos in catalog order.
    var topics: [CatalogTopic] {
        topicsMemo.value {
            CatalogTopic.all.map { topic in
                let members = entries.filter { $0.topicSlug == topic.slug }
                return CatalogTopic(
                    id: topic.id, slug: topic.slug, title: topic.title, description: topic.description,
                    photoIDs: members.map(\.id))
            }
        }
    }

    /// The collections, each with up to 90 photos carrying its tag, most liked first.
    var collections: [CatalogCollection] {
        collectionsMemo.value {
            CatalogCollection.all.map { collection in
                let members = entries.filter { $0.tags.contains(collection.tag) }.sorted { $0.likes > $1.likes }.prefix(90)
                return CatalogCollection(
                    id: collection.id, title: collection.title, description: collection.description, tag: collection.tag,
                    curator: collection.curator, photoIDs: members.map(\.id))
            }
        }
    }

    /// The ids of all photos, in catalog order.
    public var photoIDs: [String] { entries.map(\.id) }

    func entry(id: String) -> CatalogEntry? { indexByID[id].map { entries[$0] } }

    func topic(idOrSlug: String) -> CatalogTopic? { topics.first { $0.slug == idOrSlug || $0.id == idOrSlug } }

    func collection(id: String) -> CatalogCollection? { collections.first { $0.id == id } }

    func user(username: String) -> User? { users.first { $0.username == username } }

    /// One photographer's photos, newest first.
    func photos(byUsername username: String) -> [CatalogEntry] {
        feedOrder.filter { $0.user.username == username }
    }

    /// Photos matching every word of `query` (in either language), filtered and ordered like
    /// Unsplash's search: `relevant` (matches in tags and descriptions first, then likes) or `latest`.
    func search(query: String, orderBy: String = "relevant", orientation: String? = nil, color: String? = nil) -> [CatalogEntry] {
        let terms = query.lowercased().split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard !terms.isEmpty else { return [] }
        let termBytes = terms.map { Array($0.utf8) }
        var scored: [(entry: CatalogEntry, score: Double)] = []
        // Byte-wise substring search over pre-lowered UTF-8: String.contains is Unicode-aware and
        // an order of magnitude slower, and the server runs this on every search request.
        for entry in entries where termBytes.allSatisfy({ Self.contains(entry.search.bytes, $0) }) {
            if let orientation, entry.orientation != orientation { continue }
            if let color, entry.colorName != color { continue }
            var score = Double(entry.likes) / 10_000
            for (term, bytes) in zip(terms, termBytes) {
                if entry.search.tags.contains(term) { score += 3 }
                if Self.contains(entry.search.descriptionBytes, bytes) { score += 2 }
            }
            scored.append((entry, score))
        }
        if orderBy == "latest" {
            return scored.map(\.entry).sorted { $0.createdAt > $1.createdAt }
        }
        return scored.sorted { $0.score != $1.score ? $0.score > $1.score : $0.entry.id < $1.entry.id }.map(\.entry)
    }

    /// The editorial feed: newest first.
    func feed() -> [CatalogEntry] { feedOrder }

    /// Works out the look (colour, BlurHash) of the feed's first `count` photos, last first: run
    /// beside a server answering the first page, which asks for them first to last, the two
    /// meet in the middle and the answer waits for half the renders.
    func prepareFirstFeedPage(count: Int) {
        for entry in feedOrder.prefix(count).reversed() { _ = entry.appearance }
    }

    /// Whether `needle` occurs in `haystack`.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        let first = needle[0]
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                var index = 0
                let last = hay.count - pin.count
                while index <= last {
                    if hay[index] == first {
                        var offset = 1
                        while offset < pin.count && hay[index + offset] == pin[offset] { offset += 1 }
                        if offset == pin.count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }

    // MARK: - Generation

    private static let idAlphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")

    private static func makeID(_ random: inout SeededRandom) -> String {
        String((0..<11).map { _ in idAlphabet[Int(random.next() % 64)] })
    }

    private static func makeUsers(_ random: inout SeededRandom) -> [User] {
        var users: [User] = []
        for index in 0..<40 {
            let korean = index % 5 == 4
            let name: String
            let username: String
            if korean {
                name = CatalogVocabulary.koreanNames[index / 5 % CatalogVocabulary.koreanNames.count]
                username = "photo_\(String(random.next() % 100_000))"
            } else {
                let first = random.pick(CatalogVocabulary.firstNames), last = random.pick(CatalogVocabulary.lastNames)
                name = "\(first) \(last)"
                username = "\(String(first.lowercased().filter { $0 != "-" }))\(last.lowercased())\(index)"
            }
            let place = random.pick(CatalogVocabulary.places)
            users.append(User(
                id: makeID(&random), username: username, name: name,
                firstName: String(name.split(separator: " ").first ?? ""), lastName: name.split(separator: " ").dropFirst().first.map(String.init),
                bio: korean ? "\(place.cityKorean)에서 풍경을 찍습니다." : "Landscape photographer based in \(place.city).",
                location: "\(place.city), \(place.country)", portfolioURL: nil, profileImage: nil,
                html: nil, totalPhotos: Int(random.next() % 400) + 10, totalLikes: Int(random.next() % 2000)))
        }
        return users
    }

    static func averageColor(_ image: PixelImage) -> SIMD3<Double> {
        var sum = SIMD3<Double>(repeating: 0)
        for index in stride(from: 0, to: image.pixels.count, by: 3) {
            sum += SIMD3(Double(image.pixels[index]), Double(image.pixels[index + 1]), Double(image.pixels[index + 2]))
        }
        return sum / Double(max(1, image.width * image.height))
    }

    static func hex(_ color: SIMD3<Double>) -> String {
        String(format: "#%02x%02x%02x", Int(color.x), Int(color.y), Int(color.z))
    }

    /// Unsplash's colour filter names, from hue, saturation and lightness.
    static func colorName(_ color: SIMD3<Double>) -> String {
        let r = color.x / 255, g = color.y / 255, b = color.z / 255
        let high = max(r, g, b), low = min(r, g, b)
        let lightness = (high + low) / 2
        if lightness < 0.18 { return "black" }
        if lightness > 0.85 { return "white" }
        let saturation = high == low ? 0 : (high - low) / (1 - abs(2 * lightness - 1))
        if saturation < 0.15 { return "black_and_white" }
        var hue: Double
        if high == r { hue = 60 * ((g - b) / (high - low)).truncatingRemainder(dividingBy: 6) }
        else if high == g { hue = 60 * ((b - r) / (high - low) + 2) }
        else { hue = 60 * ((r - g) / (high - low) + 4) }
        if hue < 0 { hue += 360 }
        switch hue {
        case ..<15: return "red"
        case ..<40: return "orange"
        case ..<70: return "yellow"
        case ..<160: return "green"
        case ..<195: return "teal"
        case ..<255: return "blue"
        case ..<290: return "purple"
        case ..<335: return "magenta"
        default: return "red"
        }
    }
}

extension OfflineCatalog {
    /// Renders photo `id` at exactly `width × height` (cropped to cover, as imgix's `fit=crop`)
    /// and encodes it as JPEG at `quality`; `nil` for an unknown id. Uncached: the server keeps
    /// its own cache of recent encodes.
    public func renderJPEG(id: String, width: Int, height: Int, quality: Int = 75) throws -> Data? {
        guard let entry = entry(id: id) else { return nil }
        return try JPEGEncoder(quality: quality).encode(SceneRenderer.render(entry.scene, width: width, height: height))
    }
}
