import EventStream

extension FolderPhotoService {
    /// Photos like the one with `id`: its nearest neighbours by perceptual hash (at most
    /// ``similarLimit``, within ``similarDistance`` bits), nearest first; answered once the walk's
    /// hashes are made. None for a photo whose pixels could not be read.
    public func relatedPhotos(of id: String) -> Single<[Photo]> {
        let path = id.hasPrefix("folder:") ? String(id.dropFirst("folder:".count)) : id
        return Single.create { [self] observer in
            let callback = CrossThreadObserver(observer)
            let cancelled = CancellationFlag()
            index.whenHashed { [self] in
                guard !cancelled.isSet else { return }
                callback.observer(.success(photos(of: neighbours(of: path))))
            }
            return Disposables.create { cancelled.set() }
        }
    }

    /// The most photos ``relatedPhotos(of:)`` lists.
    static let similarLimit = 30
    /// Hashes further apart than this are different pictures (unrelated photos differ in about 32).
    static let similarDistance = 20

    /// The entries nearest the photo at `path`, nearest first, names breaking ties.
    func neighbours(of path: String) -> [IndexEntry] {
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
        return near.prefix(Self.similarLimit).map(\.entry)
    }
}
