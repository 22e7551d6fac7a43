import EventStream
import PhotoModel

extension FolderPhotoService {
    /// Photos like the one with `id`: its nearest neighbours by perceptual hash (at most
    /// ``similarLimit``, within ``similarDistance`` bits), nearest first; answered once the walk's
    /// hashes are made. None for a photo whose pixels could not be read.
    public func relatedPhotos(of id: String) -> Single<[Photo]> {
        relatedPage(of: id).map(\.results)
    }

    /// ``relatedPhotos(of:)`` with a heading where the distance changes ("Distance 3 of 64 bits").
    public func relatedPage(of id: String) -> Single<SearchPage> {
        let path = id.hasPrefix("folder:") ? String(id.dropFirst("folder:".count)) : id
        return Single.create { [self] observer in
            let callback = CrossThreadObserver(observer)
            let cancelled = CancellationFlag()
            index.whenHashed { [self] in
                guard !cancelled.isSet else { return }
                callback.observer(.success(page(of: neighbours(of: path))))
            }
            return Disposables.create { cancelled.set() }
        }
    }

    /// The heading over photos `distance` bits from the one asked about.
    static func distanceHeading(_ distance: Int) -> String {
        distance == 0 ? "Distance 0 of 64 bits · the same picture" : "Distance \(distance) of 64 bits"
    }

    /// The neighbours' photos (a file gone meanwhile left out), a heading where the distance changes.
    private func page(of near: [(distance: Int, entry: IndexEntry)]) -> SearchPage {
        let files = files(of: near.map(\.entry))
        let distances = Dictionary(near.map { (path(of: $0.entry), $0.distance) }, uniquingKeysWith: { first, _ in first })
        var page = SearchPage(total: files.count, totalPages: 1, results: files.map(\.photo))
        var previous: Int?
        for (position, file) in files.enumerated() {
            guard let distance = distances[file.path], distance != previous else { continue }
            page.sections[position] = Self.distanceHeading(distance)
            previous = distance
        }
        return page
    }

    /// The most photos ``relatedPhotos(of:)`` lists.
    static let similarLimit = 30
    /// Hashes further apart than this are different pictures (unrelated photos differ in about 32).
    static let similarDistance = 20

    /// The entries nearest the photo at `path` and their distances, nearest first, names breaking ties.
    func neighbours(of path: String) -> [(distance: Int, entry: IndexEntry)] {
        guard let (root, relative) = Self.locate(path, in: roots) else { return [] }
        let bytes = FileNameBytes.bytes(of: relative)
        var hash = index.entry(root: root, relativePath: bytes).flatMap { $0.hashState == 1 ? $0.hash : nil }
        if hash == nil, case .success(let file) = FolderScanner.read(path: path, relativePath: relative) {
            hash = (try? PerceptualHash.make(for: file))?.hash
        }
        guard let hash else { return [] }
        var near: [(distance: Int, position: Int, entry: IndexEntry)] = []
        for (position, entry) in index.allEntries.enumerated() where entry.hashState == 1 {
            guard !(entry.root == root && entry.relativePath == bytes) else { continue }
            let distance = PerceptualHash.distance(hash, entry.hash)
            if distance <= Self.similarDistance { near.append((distance, position, entry)) }
        }
        near.sort { ($0.distance, $0.position) < ($1.distance, $1.position) }
        return near.prefix(Self.similarLimit).map { ($0.distance, $0.entry) }
    }
}
