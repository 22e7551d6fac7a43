import EventStream
import Foundation
import Logging

/// Photos from local folders as a source: a finite local collection with exact counts, ordered
/// by name, date taken or size, filtered by orientation, each photo the person's own file.
///
/// The scan starts at creation on a background thread and streams in: a page is answered as
/// soon as enough files are known (in name order), so the first rows show long before a large
/// folder is walked, and nothing ever waits on the main thread. Until the scan ends a page's
/// count is the matches so far (``SearchPage/isTotalExact`` false); ``count(_:)`` gives the
/// final one. Search matches the file name, folder, camera, artist, date taken (`2024-07`) and
/// embedded keywords (EXIF `XPKeywords`, XMP `dc:subject`); an empty search lists every photo.
/// Orders other than name wait for the scan.
///
/// ```swift
/// let service = FolderPhotoService(roots: [URL(fileURLWithPath: "/home/me/Pictures")])
/// service.searchPhotos(SearchQuery("2024-07 harbour")).subscribe(onSuccess: { page in … })
/// ```
public final class FolderPhotoService: PhotoService, @unchecked Sendable {
    /// The folders scanned.
    public let roots: [URL]
    /// The order of the home feed (`listPhotos`) and of searches that name none of a folder's
    /// orders (relevance).
    public let order: FolderOrder

    private let index: FolderIndex
    private let progressRelay: BehaviorRelay<FolderScanProgress>
    private let cancelled = CancellationFlag()

    /// Creates the service and starts scanning.
    /// - Parameters:
    ///   - roots: folders to walk (recursively).
    ///   - order: name order streams; date order waits for the scan.
    ///   - batchSize: files per batch handed from the scan to waiting pages.
    ///   - scans: `false` reads single files only (``photo(id:)``, for `photo-tui show PATH`):
    ///     no scan starts, and pages wait for one that never comes.
    public init(roots: [URL], order: FolderOrder = .name, batchSize: Int = 64, scans: Bool = true) {
        self.roots = roots
        self.order = order
        let relay = BehaviorRelay(value: FolderScanProgress())
        progressRelay = relay
        index = FolderIndex(onProgress: { relay.accept($0) })
        guard scans else { return }
        let scanner = FolderScanner(roots: roots, batchSize: batchSize)
        let index = self.index
        let cancelled = self.cancelled
        let thread = Thread {
            scanner.scan(isCancelled: { cancelled.isSet }) { files, progress in
                index.append(files, progress: progress)
                if progress.finished {
                    Logger(label: "photo-tui.folder").notice("scanned \(roots.map(\.path).joined(separator: ", ")): \(progress)")
                }
            }
        }
        thread.name = "photo-tui.folder-scan"
        thread.qualityOfService = .utility
        thread.start()
    }

    deinit { cancelled.set() }

    /// Stops the scan (the app is quitting).
    public func stopScanning() { cancelled.set() }

    /// The scan's progress: photos found, what was skipped, whether it is done. Replays the
    /// latest value; values arrive on the scan thread.
    public var progress: Observable<FolderScanProgress> { progressRelay.asObservable() }

    // MARK: - Source

    public var traits: SourceTraits {
        let orders = [order.searchOrder] + FolderOrder.allCases.filter { $0 != order }.map(\.searchOrder)
        let name = roots.count == 1 ? roots[0].lastPathComponent : "\(roots.count) folders"
        return SourceTraits(
            id: .folder, name: name, locality: .local, extent: .finite, orders: orders, filters: [.orientation],
            navigation: [], quota: nil, credit: .ownFile, homeFeed: .everything, photosAreFiles: true, maxPageSize: 30)
    }

    public var scanProgress: Observable<FolderScanProgress>? { progress }

    public func stop() { stopScanning() }

    /// The matches of `query` once the scan is done.
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
            .map { files, matched, complete in
                let perPage = query.perPage
                let pages = complete ? (matched + perPage - 1) / perPage : query.page + 1
                return SearchPage(total: matched, totalPages: pages, results: files.map(\.photo), isTotalExact: complete)
            }
    }

    public func listPhotos(page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        let page = max(1, page), perPage = max(1, perPage)
        return self.page(FolderFilter(), order: order, page: page, perPage: perPage)
            .map { files, matched, complete in
                let last = complete ? max(1, (matched + perPage - 1) / perPage) : nil
                let hasNext = complete ? page < (last ?? 1) : true
                return ListPage(items: files.map(\.photo), page: page, total: complete ? matched : nil, perPage: perPage,
                                nextPage: hasNext ? page + 1 : nil, lastPage: last)
            }
    }

    /// The photo with fresh metadata from the file now; `.gone` when the file has been removed.
    /// `id` is the file's absolute path (`folder:` before it is taken too); a file the scan has
    /// not reached yet is read at once, if it is inside the folders.
    public func photo(id: String) -> Single<Photo> {
        let path = id.hasPrefix("folder:") ? String(id.dropFirst("folder:".count)) : id
        return Single.deferred { [index, roots] in
            guard let relativePath = index.file(id: path)?.relativePath ?? Self.relativePath(of: path, in: roots) else {
                return Single.error(PhotoServiceError.notFound(message: "no photo \(path) in the folders shown"))
            }
            switch FolderScanner.read(path: path, relativePath: relativePath) {
            case .success(let file):
                index.update(file)
                return Single.just(file.photo)
            case .failure:
                guard FileManager.default.fileExists(atPath: path) else { return Single.error(PhotoServiceError.gone) }
                guard let known = index.file(id: path) else {
                    return Single.error(PhotoServiceError.notFound(message: "\(path) is not a photo photo-tui reads (JPEG or PNG)"))
                }
                return Single.just(known.photo)
            }
        }
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
        Single.deferred { [index] in
            let filter = FolderFilter(terms: LocalPhotoFile.terms(of: query ?? ""))
            let files = index.allFiles.filter(filter.matches).shuffled().prefix(max(0, count))
            return Single.just(files.map(\.photo))
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

    private static func filter(_ query: SearchQuery) -> FolderFilter {
        FolderFilter(terms: LocalPhotoFile.terms(of: query.text), orientation: query.orientation)
    }

    private func page(_ filter: FolderFilter, order: FolderOrder, page: Int, perPage: Int)
        -> Single<(files: [LocalPhotoFile], matched: Int, complete: Bool)> {
        Single.create { [index] observer in
            let callback = CrossThreadObserver(observer)
            let start = (max(1, page) - 1) * perPage
            let token = index.request(filter, order: order, range: start..<(start + perPage)) { answer in
                callback.observer(.success((answer.files, answer.matched, answer.complete)))
            }
            return Disposables.create { index.cancel(token) }
        }
    }
}
