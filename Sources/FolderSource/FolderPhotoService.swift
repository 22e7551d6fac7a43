import EventStream
import Foundation
import Logging
import PhotoModel

/// Photos from local folders as a source: a finite local collection with exact counts, ordered
/// by capture date (a timeline with day headings), name or size, filtered by orientation, each
/// photo the person's own file.
///
/// Behind it is an index (``FolderIndexer``): kept in `$XDG_CACHE_HOME/photo-tui/index/` when
/// given a cache folder (``FolderIndexLocation``), so a second launch lists a folder of 100,000
/// photos from the index at once and reads only the files that changed. The walk runs in the
/// background and streams in: a page is answered as soon as enough files are known (in name
/// order), date order as soon as every date is (at once from a whole index of an earlier run),
/// and nothing ever waits on the main thread. Until the walk ends a page's count is the matches
/// so far (``SearchPage/isTotalExact`` false); ``count(_:)`` gives the final one. A change found
/// later (the walk, inotify) is announced on ``changes`` so lists refresh in place.
///
/// Search (``FolderQuery``) matches the file name, folder, camera, lens, artist, keywords (EXIF
/// `XPKeywords`, XMP `dc:subject`) and place, and dates: `2024`, `2024-06`, `jun 2024`,
/// `2024-06-01..2024-06-14`; an empty search lists every photo. Photos like one are its nearest
/// neighbours by perceptual hash.
///
/// ```swift
/// let service = FolderPhotoService(roots: [URL(fileURLWithPath: "/home/me/Pictures")], order: .date,
///                                  index: .cache(URL(fileURLWithPath: "/home/me/.cache/photo-tui")))
/// service.searchPhotos(SearchQuery("harbour jun 2024")).subscribe(onSuccess: { page in … })
/// ```
public final class FolderPhotoService: PhotoService, @unchecked Sendable {
    /// The folders scanned.
    public let roots: [URL]
    /// The order of the home feed (`listPhotos`) and of searches that name none of a folder's
    /// orders (relevance).
    public let order: FolderOrder

    let index: FolderIndex
    let indexer: FolderIndexer?
    private let progressRelay: BehaviorRelay<FolderScanProgress>
    private let changesRelay = PublishRelay<Void>()
    private let noticesSubject = ReplaySubject<String>.create(bufferSize: 16)

    /// Creates the service and starts indexing.
    /// - Parameters:
    ///   - roots: folders to walk (recursively).
    ///   - order: name order streams; date and size order wait for every file's date.
    ///   - batchSize: files per batch read and handed to waiting pages.
    ///   - scans: `false` reads single files only (``photo(id:)``, for `photo-tui show PATH`):
    ///     no walk starts, and pages wait for one that never comes.
    ///   - index: where the index is kept; in memory by default.
    ///   - followLinks: follow links out of the roots too (by default a link leading out of a
    ///     root is not followed).
    ///   - watches: watch the folders for changes while running (inotify).
    public init(roots: [URL], order: FolderOrder = .name, batchSize: Int = 64, scans: Bool = true,
                index location: FolderIndexLocation = .memory, followLinks: Bool = false, watches: Bool = false) {
        self.roots = roots
        self.order = order
        let relay = BehaviorRelay(value: FolderScanProgress())
        progressRelay = relay
        let index = FolderIndex(onProgress: { relay.accept($0) })
        self.index = index
        guard scans else {
            indexer = nil
            return
        }
        let changes = changesRelay, notices = noticesSubject
        let indexer = FolderIndexer(
            roots: roots, location: location, followLinks: followLinks, batchSize: batchSize, watches: watches, index: index,
            onChange: { changes.accept(()) }, onNotice: { notices.onNext($0) })
        self.indexer = indexer
        indexer.start()
    }

    deinit { indexer?.stop() }

    /// Stops the walk (the app is quitting).
    public func stopScanning() { indexer?.stop() }

    /// The walk's progress: photos found, what was skipped, whether it is done. Replays the
    /// latest value; values arrive on the indexer's threads.
    public var progress: Observable<FolderScanProgress> { progressRelay.asObservable() }

    /// Seconds from the start to the end of each indexing phase (`loaded`, `read`, `walked`,
    /// `hashed`), for benchmarks.
    public var indexPhases: [String: Double] { indexer?.phaseTimes ?? [:] }

    /// Runs `body` once the indexer has done what it has been asked so far (tests).
    func afterIndexing(_ body: @escaping @Sendable () -> Void) {
        guard let indexer else { return body() }
        indexer.afterPendingWork(body)
    }

    // MARK: - Source

    public var traits: SourceTraits {
        let orders = [order.searchOrder] + FolderOrder.allCases.filter { $0 != order }.map(\.searchOrder)
        let name = roots.count == 1 ? FileNameBytes.display(roots[0].lastPathComponent) : "\(roots.count) folders"
        var traits = SourceTraits(
            id: .folder, name: name, locality: .local, extent: .finite, orders: orders, filters: [.orientation],
            navigation: [.related], relatedByEndpoint: true, quota: nil, credit: .ownFile, homeFeed: .everything,
            photosAreFiles: true, maxPageSize: 30)
        traits.dayHeadings = [.dateTaken]
        traits.findsDuplicates = true
        return traits
    }

    public var scanProgress: Observable<FolderScanProgress>? { progress }

    public var changes: Observable<Void>? { changesRelay.asObservable() }

    public var notices: Observable<String>? { noticesSubject.asObservable() }

    public func stop() { stopScanning() }

    /// The matches of `query` once the walk is done.
    public func count(_ query: SearchQuery) -> Single<Int> {
        Single.create { [index] observer in
            let callback = CrossThreadObserver(observer)
            let token = index.request(Self.filter(query), order: .name, range: 0..<0, final: true) { answer in
                callback.observer(.success(answer.matched))
            }
            return Disposables.create { index.cancel(token) }
        }
    }

    /// The progress now.
    public var currentProgress: FolderScanProgress { index.progress }

    // MARK: - PhotoService

    public func searchPhotos(_ query: SearchQuery) -> Single<SearchPage> {
        let order = FolderOrder(query.orderBy) ?? self.order
        return page(Self.filter(query), order: order, page: query.page, perPage: query.perPage)
            .map { photos, matched, complete, headings in
                let perPage = query.perPage
                let pages = complete ? (matched + perPage - 1) / perPage : query.page + 1
                var page = SearchPage(total: matched, totalPages: pages, results: photos, isTotalExact: complete)
                page.sections = headings.mapValues(\.title)
                return page
            }
    }

    public func listPhotos(page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        let page = max(1, page), perPage = max(1, perPage)
        return self.page(FolderFilter(), order: order, page: page, perPage: perPage)
            .map { photos, matched, complete, _ in
                let last = complete ? max(1, (matched + perPage - 1) / perPage) : nil
                let hasNext = complete ? page < (last ?? 1) : true
                return ListPage(items: photos, page: page, total: complete ? matched : nil, perPage: perPage,
                                nextPage: hasNext ? page + 1 : nil, lastPage: last)
            }
    }

    /// The photo with fresh metadata from the file now; `.gone` when the file has been removed.
    /// `id` is the file's absolute path (`folder:` before it is taken too; a lossless string,
    /// ``FileNameBytes``); a file the walk has not reached yet is read at once, if it is inside
    /// the folders.
    public func photo(id: String) -> Single<Photo> {
        let path = id.hasPrefix("folder:") ? String(id.dropFirst("folder:".count)) : id
        return Single.deferred { [index, roots, indexer] in
            guard let (root, relativePath) = Self.locate(path, in: roots) else {
                return Single.error(PhotoServiceError.notFound(message: "no photo \(FileNameBytes.display(path)) in the folders shown"))
            }
            let known = index.entry(root: root, relativePath: FileNameBytes.bytes(of: relativePath)).flatMap { entry in
                indexer?.stores[safe: root]?.files(rows: [entry.row])[entry.row]
            }
            switch FolderScanner.read(path: path, relativePath: relativePath) {
            case .success(let file):
                let place = known?.place ?? PlaceTable.shared.place(latitude: file.metadata?.latitude, longitude: file.metadata?.longitude)
                var fresh = file.with(place: place)
                if let known, known.byteCount == file.byteCount, known.modifiedNanoseconds == file.modifiedNanoseconds {
                    fresh.perceptualHash = known.perceptualHash
                    fresh.averageColor = known.averageColor
                }
                return Single.just(fresh.photo)
            case .failure:
                guard FileNameBytes.withCString(path, { access($0, F_OK) }) == 0 else { return Single.error(PhotoServiceError.gone) }
                guard let known else {
                    return Single.error(PhotoServiceError.notFound(
                        message: "\(FileNameBytes.display(path)) is not a photo photo-tui reads (JPEG or PNG)"))
                }
                return Single.just(known.photo)
            }
        }
    }

    /// Which root holds `path`, and the path below it.
    static func locate(_ path: String, in roots: [URL]) -> (root: Int, relativePath: String)? {
        for (number, root) in roots.enumerated() {
            if let relative = relativePath(of: path, in: [root]) { return (number, relative) }
        }
        return nil
    }

    /// `path` below the root that holds it, or `nil` when no root does.
    public static func relativePath(of path: String, in roots: [URL]) -> String? {
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        for root in roots {
            let base = root.standardizedFileURL.path
            let prefix = base.hasSuffix("/") ? base : base + "/"
            if file.hasPrefix(prefix) { return String(file.dropFirst(prefix.count)) }
        }
        return nil
    }

    /// Top-level folders are not offered as topics (yet): an empty page.
    public func topics(page: Int, perPage: Int) -> Single<ListPage<Topic>> {
        Single.just(ListPage(items: [], page: page, total: 0, perPage: perPage))
    }

    public func topicPhotos(topic idOrSlug: String, page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        Single.just(ListPage(items: [], page: page, total: 0, perPage: perPage))
    }

    /// Random photos among those found so far.
    public func randomPhotos(count: Int, query: String?) -> Single<[Photo]> {
        Single.deferred { [self] in
            let filter = FolderFilter(FolderQuery(query ?? ""))
            let entries = index.allEntries.filter(filter.matches).shuffled().prefix(max(0, count))
            return Single.just(photos(of: Array(entries)))
        }
    }

    /// A local file has nothing to track: its own address, or `.gone` if it was removed.
    public func trackDownload(of photo: Photo) -> Single<DownloadLink> {
        Single.deferred {
            guard let url = photo.links.download, FileManager.default.fileExists(atPath: url.path) else {
                return Single.error(PhotoServiceError.gone)
            }
            return Single.just(DownloadLink(url: url))
        }
    }

    public var rateLimit: Observable<RateLimit?> { Observable.just(nil) }

    // MARK: - Private

    static func filter(_ query: SearchQuery) -> FolderFilter {
        FolderFilter(FolderQuery(query.text), orientation: query.orientation)
    }

    /// The photos of `entries`, in order, read from the index (a file gone meanwhile is left out).
    func photos(of entries: [IndexEntry]) -> [Photo] {
        files(of: entries).map(\.photo)
    }

    /// The index store of root `number`.
    func store(_ number: Int) -> FolderIndexStore? { indexer?.stores[safe: number] }

    /// The absolute path of an entry's file (as ``LocalPhotoFile/path`` has it).
    func path(of entry: IndexEntry) -> String {
        FolderScanner.join(indexer?.stores[safe: entry.root]?.root ?? "", FileNameBytes.string(fromBytes: entry.relativePath))
    }

    /// The whole records of `entries`, in order.
    func files(of entries: [IndexEntry]) -> [LocalPhotoFile] {
        guard let indexer else { return [] }
        var byRoot: [Int: [Int64]] = [:]
        for entry in entries { byRoot[entry.root, default: []].append(entry.row) }
        var found: [Int: [Int64: LocalPhotoFile]] = [:]
        for (root, rows) in byRoot { found[root] = indexer.stores[safe: root]?.files(rows: rows) ?? [:] }
        return entries.compactMap { found[$0.root]?[$0.row] }
    }

    private func page(_ filter: FolderFilter, order: FolderOrder, page: Int, perPage: Int)
        -> Single<(photos: [Photo], matched: Int, complete: Bool, headings: [Int: DayHeading])> {
        Single.create { [self, index] observer in
            let callback = CrossThreadObserver(observer)
            let start = (max(1, page) - 1) * perPage
            let token = index.request(filter, order: order, range: start..<(start + perPage)) { [self] answer in
                let files = files(of: answer.entries)
                // A file gone between the listing and the read shifts the headings: keep them by file.
                var headings: [Int: DayHeading] = [:]
                if !answer.headings.isEmpty {
                    let kept = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1.path, $0) })
                    for (position, heading) in answer.headings {
                        let entry = answer.entries[position]
                        if let at = kept[path(of: entry)] { headings[at] = heading }
                    }
                }
                callback.observer(.success((files.map(\.photo), answer.matched, answer.complete, headings)))
            }
            return Disposables.create { index.cancel(token) }
        }
    }
}

extension Array {
    /// The element at `index`, or `nil` past the ends.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
