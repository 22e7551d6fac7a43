import EventStream
import Foundation
import PhotoCore
import Terminal

/// The one place that touches the world for the browser: it owns the source's service and view
/// models (the search's, one per open screen, the detail's, the downloads'), the library writer,
/// the image stores, the clipboard, the opener, the timers, and a folder's duplicates and Trash; it carries out each
/// ``BrowserEffect`` and sends what comes of it back as ``BrowserAction``s (`send`, on the loop).
final class BrowserEffectRunner {
    let scheduler: Scheduler
    private(set) var service: PhotoService
    /// The search box's list: the home feed or a search.
    private(set) var search: SearchViewModel
    /// The feeds of the screens opened over it, oldest first, each listened to until it is
    /// closed (its events go to the state tagged with its ``OpenScreen/id``).
    private var screenFeeds: [(id: Int, feed: SearchViewModel, listening: Disposable)] = []
    /// The list on screen, which ``BrowserEffect/nextPage`` and ``BrowserEffect/retry`` go to:
    /// the newest screen's, or the search's (screens close from the top).
    private var listFeed: SearchViewModel { screenFeeds.last?.feed ?? search }
    private(set) var detail: PhotoDetailViewModel
    private(set) var downloads: DownloadViewModel
    let library: PhotoLibrary
    /// Writes to `library` off the event loop, in order.
    let libraryWriter: LibraryWriter
    let images: ImageCellStore
    /// The detail's photo and the thumbnails in real pixels, on a terminal that shows them
    /// (replaced when the probe's answer comes after the first frame: `usePixelImages`).
    var pixelImages: PixelImageStore?
    let sourceSwitcher: SourceSwitcher?
    private let downloader: PhotoDownloading
    private let downloadsDirectory: URL
    private let downloadOptions: DownloadOptions
    private let openURL: (URL, _ onFailure: @escaping @Sendable (String) -> Void) -> String?
    private let copyToClipboard: (String) -> Clipboard.Outcome
    private var bag = DisposeBag()
    private let spinner = SerialDisposable()
    private let noticeTimer = SerialDisposable()
    /// The jump the source is asked for (`[` `]` `{` `}`); a new one replaces it.
    private let jumpRequest = SerialDisposable()
    /// The Duplicates screen's groups and Trash for a source: a folder's, nil for any other.
    private let makeDuplicateReviewer: (PhotoService) -> DuplicateReviewing?
    /// The source's duplicates and Trash (nil: it has none).
    private(set) var duplicateReviewer: DuplicateReviewing?
    /// The Duplicates screen's finding: closing the screen disposes it, which stops the work off the loop too.
    private let duplicatesSearch = SerialDisposable()

    /// Where the actions go (the model's `send`); set once the model exists.
    var send: (BrowserAction) -> Void = { _ in }
    /// Asks for a frame (an image came).
    var requestRender: () -> Void = {}

    init(dependencies: BrowserDependencies) {
        scheduler = dependencies.scheduler
        service = dependencies.service
        library = dependencies.library
        libraryWriter = LibraryWriter(library: dependencies.library, queue: dependencies.libraryQueue)
        sourceSwitcher = dependencies.sourceSwitcher
        downloader = dependencies.downloader
        downloadsDirectory = dependencies.downloadsDirectory
        downloadOptions = dependencies.downloadOptions
        openURL = dependencies.openURL
        copyToClipboard = dependencies.copyToClipboard
        makeDuplicateReviewer = dependencies.duplicateReviewer
        duplicateReviewer = dependencies.duplicateReviewer(dependencies.service)
        search = SearchViewModel(service: dependencies.service, scheduler: scheduler, initialQuery: dependencies.initialQuery)
        detail = PhotoDetailViewModel(service: dependencies.service, scheduler: scheduler)
        downloads = DownloadViewModel(service: dependencies.service, downloader: dependencies.downloader,
                                      directory: dependencies.downloadsDirectory, scheduler: scheduler, options: dependencies.downloadOptions)
        var onImage: () -> Void = {}
        let pixelImages = dependencies.pixels.map { settings in
            PixelImageStore(graphicsProtocol: settings.graphicsProtocol, cellPixels: settings.cellPixels, colorRegisters: settings.colorRegisters,
                            source: dependencies.imageSource, main: dependencies.scheduler, budget: dependencies.memoryBudget,
                            kittySharedMemory: dependencies.kittySharedMemory) { onImage() }
        }
        self.pixelImages = pixelImages
        // Thumbnails in pixels: their cells are made from the same load (one fetch, one decode).
        let thumbnailPixels = pixelImages.map { store in { store.pixelSize(cells: $0) } }
        images = ImageCellStore(source: dependencies.imageSource, mode: dependencies.imageMode, symbols: dependencies.imageSymbols,
                                main: scheduler, byteLimit: dependencies.memoryBudget.cellBytes, thumbnailPixels: thumbnailPixels) { onImage() }
        onImage = { [weak self] in self?.requestRender() }
    }

    /// Carries out `effects` in order.
    func run(_ effects: [BrowserEffect]) {
        for effect in effects { run(effect) }
    }

    // swiftlint:disable:next cyclomatic_complexity
    private func run(_ effect: BrowserEffect) {
        switch effect {
        case .startNoticeTimer(let serial):
            noticeTimer.disposable = scheduler.scheduleRelative((), dueTime: BrowserModel.noticeLifetime) { [weak self] _ in
                self?.send(.noticeExpired(serial: serial))
                return Disposables.create()
            }
        case .cancelNoticeTimer: noticeTimer.disposable = Disposables.create()
        case .startSpinner:
            spinner.disposable = Observable<Int>.interval(BrowserModel.spinnerInterval, scheduler: scheduler)
                .subscribe(onNext: { [weak self] _ in self?.send(.spinnerTicked) })
        case .stopSpinner: spinner.disposable = Disposables.create()
        case .write(let write): self.write(write)
        case .writeSidecars(let photos, let ratings): writeSidecars(photos: photos, ratings: ratings)
        case .nextPage: listFeed.nearBottom.accept(())
        case .search(let text): if text != search.query.value { search.query.accept(text) }
        case .searchNow: search.searchNow.accept(())
        case .filter(let filters): search.filters.accept(SearchFilters(choice: filters))
        case .retry:
            listFeed.retry.accept(())
            detail.retry.accept(())
        case .openFeed(let id, let screen, let filters):
            let feed = SearchViewModel(service: service, scheduler: scheduler, screen: screen, filters: SearchFilters(choice: filters))
            screenFeeds.append((id, feed, listen(to: feed, screenID: id)))
        case .closeFeeds(let ids): closeFeeds(Set(ids))
        case .subscribeSource: subscribe()
        case .showDetail(let photo): detail.photo.accept(photo)
        case .openDetail: detail.open.accept(())
        case .detailFetchesOnRest(let fetches): if detail.fetchesOnRest.value != fetches { detail.fetchesOnRest.accept(fetches) }
        case .download(let photo): downloads.download.accept(photo)
        case .switchSource(let option): switchSource(to: option)
        case .loadSearchHistory(let text):
            let entries = text.map { try? library.recentSearches(matching: $0, containing: true) } ?? (try? library.recentSearches())
            send(.searchHistoryLoaded(entries ?? []))
        case .copy(let text, let what, let note): send(.copied(copyToClipboard(text), what: what, note: note))
        case .open(let url, let name): send(.opened(open(url).map(OpenAnswer.refused) ?? .opening(name: name)))
        case .openFile(let path, let name):
            guard FileNameBytes.withCString(path, { access($0, F_OK) }) == 0 else { return send(.opened(.fileGone(name: name))) }
            send(.opened(open(LocalFileURL.make(path: path)).map(OpenAnswer.refused) ?? .opening(name: name)))
        case .askJumpTarget(let query, let from, let jump): askJumpTarget(query, from: from, jump: jump)
        case .findDuplicates(let request): findDuplicates(request)
        case .stopFindingDuplicates: duplicatesSearch.disposable = Disposables.create()
        case .moveToTrash(let paths, let sizes): moveToTrash(paths, sizes: sizes)
        case .restoreFromTrash(let batch): restore(batch)
        case .quit: quit()
        }
    }

    /// Ends the program (set by `attach`).
    var quit: () -> Void = {}

    /// Runs `write` off the loop; its outcome comes back on the loop.
    private func write(_ write: LibraryWrite) {
        let scheduler = self.scheduler, library = self.library
        let send = ActionBack { [weak self] action in self?.send(action) }
        libraryWriter.write({ try write.perform(on: $0) }, failed: { error in
            let message = "\(write.failure): \(library.explain(error))"
            _ = scheduler.schedule { send.call(.libraryWriteFailed(write, message: message)) }
        }, succeeded: {
            _ = scheduler.schedule { send.call(.libraryWriteSucceeded) }
        })
    }

    /// Writes each folder photo's rating to its XMP sidecar, on the library's queue after its write.
    private func writeSidecars(photos: [Photo], ratings: [PhotoRating]) {
        let files = zip(photos, ratings).compactMap { photo, rating in photo.file.map { (URL(fileURLWithPath: $0.path), rating) } }
        guard !files.isEmpty else { return }
        let scheduler = self.scheduler
        let send = ActionBack { [weak self] action in self?.send(action) }
        libraryWriter.write({ _ in
            var failures: [String] = []
            for (file, rating) in files {
                do { try RatingSidecar.write(rating, for: file) } catch { failures.append("\(error)") }
            }
            guard let first = failures.first else { return }
            let more = failures.count > 1 ? " (and \(failures.count - 1) more)" : ""
            let message = "Rating kept in your library; \(first)\(more)"
            _ = scheduler.schedule { send.call(.notify(message, isTransient: false)) }
        }, failed: { _ in })
    }

    /// Opens `url`; a failure reported later replaces the notice. Returns the opener's refusal.
    private func open(_ url: URL) -> String? {
        let scheduler = self.scheduler
        let send = ActionBack { [weak self] action in self?.send(action) }
        return openURL(url) { message in _ = scheduler.schedule { send.call(.notify(message, isTransient: false)) } }
    }

    /// Asks the source where a timeline jump lands; the answer comes back on the loop.
    private func askJumpTarget(_ query: SearchQuery, from: Int, jump: TimelineJump) {
        let order = query.orderBy
        jumpRequest.disposable = service.jumpTarget(in: query, from: from, jump: jump)
            .observe(on: scheduler)
            .subscribe(onSuccess: { [weak self] target in self?.send(.jumpTargetFound(target, jump: jump, order: order)) })
    }

    /// Finds the folder's groups off the loop (replacing a finding in flight); the answer comes back on the loop.
    private func findDuplicates(_ request: Int) {
        guard let reviewer = duplicateReviewer else { return }
        duplicatesSearch.disposable = reviewer.duplicates().observe(on: scheduler).subscribe(onSuccess: { [weak self] groups in
            self?.send(.duplicatesFound(request: request, groups))
        }, onFailure: { [weak self] error in
            self?.send(.duplicatesNotFound(request: request, message: "\(error)"))
        })
    }

    /// Moves `paths` to the Trash off the loop; what went comes back on the loop.
    private func moveToTrash(_ paths: [String], sizes: [String: Int]) {
        guard let reviewer = duplicateReviewer else { return }
        _ = reviewer.moveToTrash(paths).observe(on: scheduler).subscribe(onSuccess: { [weak self] batch in
            self?.send(.movedToTrash(batch, sizes: sizes))
        }, onFailure: { [weak self] error in
            self?.send(.trashFailed(message: "\(error)"))
        })
    }

    /// Puts `batch` back off the loop; the answer comes back on the loop.
    private func restore(_ batch: TrashBatch) {
        guard let reviewer = duplicateReviewer else { return }
        _ = reviewer.restore(batch).observe(on: scheduler).subscribe(onSuccess: { [weak self] staying in
            self?.send(.restoredFromTrash(batch, staying: staying))
        }, onFailure: { [weak self] error in
            self?.send(.restoreFailed(batch, message: "\(error)"))
        })
    }

    /// Whether the folder file at `path` is gone from the disk (the full-screen view moves on).
    func fileIsGone(_ path: String) -> Bool {
        !FileManager.default.fileExists(atPath: path)
    }

    /// New view models on the service for `option`; a source that cannot start changes nothing.
    private func switchSource(to option: SourceOption) {
        guard let switcher = sourceSwitcher else { return }
        let switched: PhotoService
        do {
            switched = try switcher.make(option)
        } catch {
            return send(.sourceSwitchFailed(option, message: "\(error)"))
        }
        bag = DisposeBag()
        closeFeeds(Set(screenFeeds.map(\.id)))
        service = switched
        duplicatesSearch.disposable = Disposables.create()
        duplicateReviewer = makeDuplicateReviewer(switched)
        search = SearchViewModel(service: switched, scheduler: scheduler, initialQuery: search.query.value)
        detail = PhotoDetailViewModel(service: switched, scheduler: scheduler)
        downloads = DownloadViewModel(service: switched, downloader: downloader, directory: downloadsDirectory, scheduler: scheduler,
                                      options: downloadOptions)
        send(.sourceSwitched(switched.traits, option))
    }

    /// Listens to every view model of the source: the search's feed (the home feed starts), the
    /// detail, the downloads and a folder's scan.
    func subscribe() {
        listen(to: search, screenID: nil).disposed(by: bag)
        var outputs: [Observable<ViewModelOutput>] = [
            detail.detail.map(ViewModelOutput.detail),
            detail.isLoadingDetail.map(ViewModelOutput.detailLoading),
            detail.errorMessage.map(ViewModelOutput.detailError),
            downloads.status.map(ViewModelOutput.download),
        ]
        if let progress = service.scanProgress {
            // A folder's scan reports from its own thread, a batch at a time.
            outputs.append(progress.observe(on: scheduler).map(ViewModelOutput.folderScan))
        }
        for output in outputs {
            output.subscribe(onNext: { [weak self] value in self?.send(.feed(value)) }).disposed(by: bag)
        }
    }

    /// Starts `feed` and sends its events, tagged with the screen they belong to (nil: the search).
    private func listen(to feed: SearchViewModel, screenID: Int?) -> Disposable {
        feed.events.subscribe(onNext: { [weak self] event in self?.send(.list(event, screenID: screenID)) })
    }

    /// Stops the feeds of the screens `ids` (their requests cancelled) and drops them.
    private func closeFeeds(_ ids: Set<Int>) {
        for entry in screenFeeds where ids.contains(entry.id) { entry.listening.dispose() }
        screenFeeds.removeAll { ids.contains($0.id) }
    }

    /// Cancels what is in flight (the program is quitting).
    func shutDown() {
        libraryWriter.flush()
        images.cancelAll()
        pixelImages?.cancelAll()
        spinner.dispose()
        noticeTimer.dispose()
        jumpRequest.dispose()
        duplicatesSearch.dispose()
        closeFeeds(Set(screenFeeds.map(\.id)))
    }
}
