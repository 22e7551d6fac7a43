import EventStream
import Foundation
import Logging

/// Photos from local folders, behind the same protocol as Unsplash: search, pages, one photo.
///
/// The scan starts at creation on a background thread and streams in: a page is answered as
/// soon as enough files are known (in name order), so the first rows show long before a large
/// folder is walked, and nothing ever waits on the main thread. Search matches the file name,
/// folder, camera, date taken (`2024-07`) and embedded keywords (EXIF `XPKeywords`, XMP
/// `dc:subject`). `SearchQuery.orderBy == .latest` lists newest taken first (after the scan).
///
/// ```swift
/// let service = FolderPhotoService(roots: [URL(fileURLWithPath: "/home/me/Pictures")])
/// service.searchPhotos(SearchQuery("2024-07 harbour")).subscribe(onSuccess: { page in … })
/// ```
public final class FolderPhotoService: PhotoService, @unchecked Sendable {
    /// The folders scanned.
    public let roots: [URL]
    /// The order of the home feed (`listPhotos`) and of searches ordered by relevance.
    public let order: FolderOrder

    private let index: FolderIndex
    private let progressRelay: BehaviorRelay<FolderScanProgress>
    private let cancelled = CancellationFlag()

    /// Creates the service and starts scanning.
    /// - Parameters:
    ///   - roots: folders to walk (recursively).
    ///   - order: name order streams; date order waits for the scan.
    ///   - batchSize: files per batch handed from the scan to waiting pages.
    public init(roots: [URL], order: FolderOrder = .name, batchSize: Int = 64) {
        self.roots = roots
        self.order = order
        let relay = BehaviorRelay(value: FolderScanProgress())
        progressRelay = relay
        index = FolderIndex(onProgress: { relay.accept($0) })
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

    /// The progress now.
    public var currentProgress: FolderScanProgress { index.progress }

    // MARK: - PhotoService

    public func searchPhotos(_ query: SearchQuery) -> Single<SearchPage> {
        let order: FolderOrder = query.orderBy == .latest ? .date : self.order
        return page(terms: LocalPhotoFile.terms(of: query.text), order: order, page: query.page, perPage: query.perPage)
            .map { files, matched, complete in
                let perPage = query.perPage
                let pages = complete ? (matched + perPage - 1) / perPage : query.page + 1
                return SearchPage(total: matched, totalPages: pages, results: files.map(\.photo))
            }
    }

    public func listPhotos(page: Int, perPage: Int) -> Single<ListPage<Photo>> {
        let page = max(1, page), perPage = max(1, perPage)
        return self.page(terms: [], order: order, page: page, perPage: perPage)
            .map { files, matched, complete in
                let last = complete ? max(1, (matched + perPage - 1) / perPage) : nil
                let hasNext = complete ? page < (last ?? 1) : true
                return ListPage(items: files.map(\.photo), page: page, total: complete ? matched : nil, perPage: perPage,
                                nextPage: hasNext ? page + 1 : nil, lastPage: last)
            }
    }

    /// The photo with fresh metadata from the file now; `.gone` when the file has been removed.
    public func photo(id: String) -> Single<Photo> {
        Single.deferred { [index] in
            guard let known = index.file(id: id) else {
                return Single.error(PhotoServiceError.notFound(message: "no photo \(id) in the scanned folders"))
            }
            switch FolderScanner.read(path: known.path, relativePath: known.relativePath) {
            case .success(let file):
                index.update(file)
                return Single.just(file.photo)
            case .failure:
                guard FileManager.default.fileExists(atPath: known.path) else { return Single.error(PhotoServiceError.gone) }
                return Single.just(known.photo)
            }
        }
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
            let terms = LocalPhotoFile.terms(of: query ?? "")
            let files = index.allFiles.filter { $0.matches(terms) }.shuffled().prefix(max(0, count))
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

    private func page(terms: [String], order: FolderOrder, page: Int, perPage: Int)
        -> Single<(files: [LocalPhotoFile], matched: Int, complete: Bool)> {
        Single.create { [index] observer in
            let callback = CrossThreadObserver(observer)
            let start = (max(1, page) - 1) * perPage
            let token = index.request(terms: terms, order: order, range: start..<(start + perPage)) { answer in
                callback.observer(.success((answer.files, answer.matched, answer.complete)))
            }
            return Disposables.create { index.cancel(token) }
        }
    }
}
