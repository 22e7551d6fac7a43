import EventStream
import Foundation
import PhotoCore
import Terminal

/// The browser's one state owner. It lives on the event loop, holds the `BrowserState` value,
/// turns keys into commands through `KeyMap` and carries out every command in one `switch`
/// (`perform`). It is the only subscriber to the view models' outputs (`apply`) and the only
/// writer to their inputs. Views are built from the state each frame (`render`); what a frame
/// implies (thumbnails to load, the next page, the preview's size) is derived after it was drawn
/// (`frameDidRender`), never inside `render`.
///
/// ```swift
/// let model = BrowserModel(dependencies: dependencies)
/// model.attach(to: application)
/// application.run()
/// ```
final class BrowserModel {
    /// How long a transient notice ("Link copied") stays.
    static let noticeLifetime: RxTimeInterval = .seconds(4)
    /// The spinner's frame interval while loading.
    static let spinnerInterval: RxTimeInterval = .milliseconds(100)
    static let thumbnailSize = Size(width: PhotoListState.thumbnailColumns, height: PhotoListState.rowHeight)

    /// Everything the browser shows. Written here only.
    var state = BrowserState()  // written here and in this type's extensions only
    let theme: Theme
    let images: ImageCellStore
    /// The detail's photo and the thumbnails in real pixels, on a terminal that shows them
    /// (replaced when the probe's answer comes after the first frame: `usePixelImages`).
    var pixelImages: PixelImageStore?
    /// The store that draws thumbnails in pixels (the same one).
    private var thumbnailPixels: PixelImageStore? { pixelImages }

    /// The search box's list: the home feed or a search.
    private var search: SearchViewModel
    /// Screens opened over it (a photographer, a topic…), each with its own view model.
    private var stack: [ScreenEntry] = []
    /// The view model of the list on screen.
    private var listFeed: SearchViewModel { stack.last?.feed ?? search }
    /// Subscriptions to `listFeed`'s outputs, renewed when the screen changes.
    private var listBag = DisposeBag()
    /// The back key restored a list at once; its rows, replayed to the new subscription, are
    /// not news (unless pages came meanwhile).
    private var awaitingReplay = false
    private(set) var service: PhotoService
    let duplicateReviewer: (PhotoService) -> DuplicateReviewing?
    private var detail: PhotoDetailViewModel
    private(set) var downloads: DownloadViewModel
    private let downloader: PhotoDownloading
    let library: PhotoLibrary
    /// Writes to `library` off the event loop, in order.
    let libraryWriter: LibraryWriter
    /// The key table, with the config file's `[keys]` applied.
    let keyTable: KeyTable
    /// The photo of the download in progress, for the library's record of it.
    private var downloadingPhoto: Photo?
    private let downloadsDirectory: URL
    private let downloadOptions: DownloadOptions
    private let sourceSwitcher: SourceSwitcher?
    /// The Source row's current choice.
    private var sourceOption: SourceOption
    let scheduler: Scheduler
    private let imageSource: ImageSource
    private let openURL: (URL, _ onFailure: @escaping @Sendable (String) -> Void) -> String?
    private let copyToClipboard: (String) -> Clipboard.Outcome
    private let timing: TimingLog
    private var bag = DisposeBag()
    private let spinner = SerialDisposable()
    private var isSpinning = false
    private let noticeTimer = SerialDisposable()
    /// The jump the source is asked for (`[` `]` `{` `}`); a new one replaces it.
    private let jumpRequest = SerialDisposable()
    private var noticeSerial = 0
    /// The photo the detail view model was last given.
    private var detailPhotoID: String?
    /// New results replaced the list since the last keystroke (for the timing log).
    private var freshRows = false
    /// Page latency and scrolling speed, for asking for the next page in time.
    var pace = PagingPace()
    /// Screens deeper than this are refused (each keeps its rows in memory).
    static let maxScreens = 40

    /// Asks the host for a frame.
    private(set) var requestRender: () -> Void = {}
    /// Ends the program.
    private var quit: () -> Void = {}

    /// Builds the view models (the home feed, or `initialQuery`, starts loading) and subscribes
    /// to their outputs.
    init(dependencies: BrowserDependencies) {
        scheduler = dependencies.scheduler
        imageSource = dependencies.imageSource
        theme = dependencies.theme
        openURL = dependencies.openURL
        copyToClipboard = dependencies.copyToClipboard
        timing = dependencies.timing
        state.traits = dependencies.service.traits
        state.filters = FilterChoice(traits: state.traits)
        if dependencies.picking { state.picker = PickerState() }
        state.query = TextFieldState(text: dependencies.initialQuery)
        state.isPlain = dependencies.plain
        downloader = dependencies.downloader
        library = dependencies.library
        libraryWriter = LibraryWriter(library: dependencies.library, queue: dependencies.libraryQueue)
        keyTable = dependencies.keyTable
        duplicateReviewer = dependencies.duplicateReviewer
        state.favoriteKeys = library.favoriteKeys()
        Self.setUpCulling(&state, library: library, dependencies: dependencies)
        state.libraryMark = LibraryMark(library.persistence)
        if !dependencies.initialQuery.isEmpty {
            let query = dependencies.initialQuery, source = state.source
            libraryWriter.write({ try $0.recordSearch(query, source: source) }, failed: { _ in })  // -q is a search made
        }
        downloadsDirectory = dependencies.downloadsDirectory
        sourceSwitcher = dependencies.sourceSwitcher
        sourceOption = dependencies.sourceOption ?? SourceOption(state.traits)
        state.budget = RequestBudget(quota: state.traits.quota)
        service = dependencies.service
        search = SearchViewModel(service: dependencies.service, scheduler: scheduler, initialQuery: dependencies.initialQuery)
        detail = PhotoDetailViewModel(service: dependencies.service, scheduler: scheduler)
        downloadOptions = dependencies.downloadOptions
        downloads = DownloadViewModel(service: dependencies.service, downloader: dependencies.downloader,
                                      directory: dependencies.downloadsDirectory, scheduler: scheduler, options: downloadOptions)
        var onImage: () -> Void = {}
        let pixelImages = dependencies.pixels.map { settings in
            PixelImageStore(graphicsProtocol: settings.graphicsProtocol, cellPixels: settings.cellPixels, colorRegisters: settings.colorRegisters,
                            source: dependencies.imageSource, main: dependencies.scheduler, budget: dependencies.memoryBudget) { onImage() }
        }
        self.pixelImages = pixelImages
        // Thumbnails in pixels: their cells are made from the same load (one fetch, one decode).
        let thumbnailPixels = pixelImages.map { store in { store.pixelSize(cells: $0) } }
        images = ImageCellStore(source: dependencies.imageSource, mode: dependencies.imageMode, symbols: dependencies.imageSymbols,
                                main: scheduler, byteLimit: dependencies.memoryBudget.cellBytes, thumbnailPixels: thumbnailPixels) { onImage() }
        onImage = { [weak self] in self?.requestRender() }
        subscribe()
        let notice = library.problem ?? dependencies.startupNotice ?? service.warning ?? state.traits.note
        if let notice { showNotice(notice, isTransient: false) }
    }

    /// The search in the box is one the person made (they left the box with it): keep it for ↑.
    private func rememberSearch() {
        let text = Self.trimmed(state.query.text)
        let source = state.source
        remember({ try $0.recordSearch(text, source: source) })
    }

    /// Puts a past search in the box (and searches it, as typing would); at the end of the walk,
    /// says there is nothing older.
    private func showHistoryEntry(_ entry: String?) {
        guard let entry else {
            showNotice(state.historyWalk?.entries.isEmpty == false ? "No older searches" : "No past searches", isTransient: true)
            return
        }
        state.query.setText(entry)
        queryEdited()
    }

    /// Writes to the library off the loop; a failure (a full disk) is said in the status line,
    /// never fatal, and marks the library not saved until a write succeeds. A read-only library
    /// is not written to at all: its mark says so already.
    func remember(_ write: @escaping @Sendable (PhotoLibrary) throws -> Void, failure: String = "Your library could not be saved",
                          undo: @escaping () -> Void = {}) {
        guard library.persistence != .readOnly else { return }
        let scheduler = self.scheduler
        let library = self.library
        let report = ReportBack { [weak self] message in
            undo()
            self?.state.libraryMark = .notSaved
            self?.showNotice(message, isTransient: true)
        }
        let recovered = ReportBack { [weak self] _ in
            guard let self, state.libraryMark != LibraryMark(library.persistence) else { return }
            state.libraryMark = LibraryMark(library.persistence)
            requestRender()
        }
        libraryWriter.write(write, failed: { error in
            let message = "\(failure): \(library.explain(error))"
            _ = scheduler.schedule { report.call(message) }
        }, succeeded: {
            _ = scheduler.schedule { recovered.call("") }
        })
    }

    /// The help overlay as the state shows it (its scrolling depends on its layout).
    private var helpOverlay: HelpOverlayView { HelpOverlayView(state: state, keys: keyTable, theme: theme) }

    /// What `photo-tui pick` chose: `nil` until Enter (and after a cancel).
    var pickedPhotos: [Photo]? { state.picker?.chosen }

    /// Makes `application` show this browser: its keys, resizes and frames come here.
    func attach(to application: Application) {
        requestRender = { [weak application] in application?.setNeedsRender() }
        quit = { [weak application] in application?.quit() }
        state.size = application.size
        application.onKey = { [weak self] key in self?.handle(key) }
        application.onResize = { [weak self] size in self?.resized(to: size) }
        application.view = { [weak self] buffer in self?.render(into: &buffer) }
        application.onFrame = { [weak self] size in self?.frameDidRender(size: size) }
    }

    /// Cancels what is in flight (the program is quitting).
    func shutDown() {
        libraryWriter.flush()
        images.cancelAll()
        pixelImages?.cancelAll()
        spinner.dispose()
        noticeTimer.dispose()
    }

    // MARK: Input

    /// One key: what it means here, then that command.
    func handle(_ key: Key) {
        let command = keyTable.command(for: key, in: state.keyContext, picking: state.picker != nil)
        // Only the very next key confirms a quit asked for during a download.
        if state.isConfirmingQuit && command != .quit {
            state.isConfirmingQuit = false
            requestRender()
        }
        if timing.isEnabled {
            timing.mark("key_to_frame")
            if case .edit(.character) = command {
                timing.mark("keystroke_to_rows")
                freshRows = false
            }
            if command == .openDetail { timing.mark("enter_to_detail") }
            // From the last move: the selection at rest until its preview (pixels where the
            // terminal shows them) is on screen.
            if case .move = command { timing.mark("selection_to_preview") }
            if [.openPhoto, .nextPhoto, .previousPhoto, .pan(.down)].contains(command) { timing.mark("step_to_fullscreen") }
        }
        perform(command)
    }

    /// The terminal has a new size; the next frame uses it.
    func resized(to size: Size) {
        state.size = size
        requestRender()
    }

    /// Carries out a command: the one place where what a key does is decided.
    func perform(_ command: BrowserCommand) {
        switch command {
        case .edit(let key):
            guard state.query.handle(key) else { return }
            state.historyWalk = nil
            queryEdited()
        case .historyBack:
            if state.historyWalk == nil {
                state.historyWalk = SearchHistoryWalk(entries: (try? library.recentSearches()) ?? [], typed: state.query.text)
            }
            showHistoryEntry(state.historyWalk?.older())
        case .historyForward:
            guard state.historyWalk != nil else { return perform(.focusList) }
            if let entry = state.historyWalk?.newer() {
                showHistoryEntry(entry)
            } else {
                let typed = state.historyWalk?.typed ?? ""
                state.historyWalk = nil
                state.query.setText(typed)
                queryEdited()
            }
        case .historySearch:
            if state.historyWalk == nil {
                let typed = state.query.text
                let entries = (try? library.recentSearches(matching: Self.trimmed(typed), containing: true)) ?? []
                state.historyWalk = SearchHistoryWalk(entries: entries, typed: typed)
            }
            showHistoryEntry(state.historyWalk?.older())
        case .submitSearch:
            rememberSearch()
            search.searchNow.accept(())
            state.mode.focus = .list
        case .focusList:
            if state.mode.focus == .search { rememberSearch() }
            state.historyWalk = nil
            state.mode.focus = .list
        case .focusSearch:
            // The search box belongs to the first list: searching leaves the screens opened over it.
            goBack(toDepth: 0)
            state.mode.isShowingDetail = false
            state.mode.focus = .search
        case .clearSearch:
            state.query.setText("")
            queryEdited()
        case .move(let move):
            switch state.mode.overlay {
            case .filters?: moveInFilters(move)
            case .help?: state.helpScroll = helpOverlay.scrolled(state.helpScroll, by: move, in: Rect(size: state.size))
            case nil: carryOut(ListNavigation.move(move, in: &state, pace: &pace, now: scheduler.now))
            }
        case .pointer(let event):
            carryOut(ListNavigation.pointer(event, in: &state, pace: &pace, now: scheduler.now))
        case .openDetail:
            if let group = state.list.selectedGroup, !state.mode.isShowingDetail { return open(group.screen) }
            guard let photo = state.list.selectedPhoto, !state.mode.isShowingDetail else { return }
            state.mode.isShowingDetail = true
            remember({ try $0.recordView(photo) })
            detail.open.accept(())
        case .closeDetail:
            state.mode.isShowingDetail = false
        case .cancelPick where !stack.isEmpty:
            // Picking, Esc goes back first, and cancels from the first list.
            goBack()
        case .quit where downloadingPhoto != nil && !state.isConfirmingQuit:
            // A second q (the next key) quits; Ctrl-C (.quitNow) never asks.
            state.isConfirmingQuit = true
        case .quit, .quitNow, .cancelPick:
            // Picking, every way out but Enter is a cancel: nothing is printed.
            state.picker?.chosen = nil
            quit()
        case .toggleFavorite where usesMarks: starMarked()
        case .toggleFavorite:
            guard let photo = state.detail?.photo ?? state.list.selectedPhoto else { return }
            guard library.persistence != .readOnly else {
                return showNotice("Stars cannot be changed: your library is read-only (\(library.url?.path ?? "")).", isTransient: true)
            }
            // Shown at once; the write follows off the loop and is undone on screen if it fails.
            let key = LibraryRecord.key(of: photo)
            let starred = !state.favoriteKeys.contains(key)
            if starred { state.favoriteKeys.insert(key) } else { state.favoriteKeys.remove(key) }
            let kept = library.persistence == .notSaved ? " (not saved)" : ""
            showNotice(starred ? "★ Starred\(kept): \(photo.title)" : "Unstarred\(kept): \(photo.title)", isTransient: true)
            remember({ try $0.setFavorite(photo, starred) }, failure: "Could not save the star") { [weak self] in
                if starred { self?.state.favoriteKeys.remove(key) } else { self?.state.favoriteKeys.insert(key) }
            }
        case .pick:
            guard var picker = state.picker else { return }
            // A topic or collection is not a photo to print: Enter opens it, as when browsing.
            if let group = state.list.selectedGroup, !state.mode.isShowingDetail { return open(group.screen) }
            let marked = state.culling.marks.photos
            let chosen = marked.isEmpty ? (state.detail?.photo ?? state.list.selectedPhoto).map { [$0] } ?? [] : marked
            guard !chosen.isEmpty else { return }
            picker.chosen = chosen
            state.picker = picker
            quit()
        case .toggleMark: toggleMark()
        case .download where usesMarks: downloadMarked()
        case .download:
            guard let photo = state.list.selectedPhoto else { return }
            // A local file is already on disk: there is nothing to download (the key is hidden).
            if let file = photo.file { return showNotice("\(file.name) is already a file on this computer", isTransient: true) }
            downloads.download.accept(photo)
        case .openInBrowser:
            if let file = selectedLocalFile {
                guard FileNameBytes.withCString(file.path, { access($0, F_OK) }) == 0 else {
                    showNotice("\(file.name) has been removed", isTransient: true)
                    break
                }
                showNotice(open(LocalFileURL.make(path: file.path)) ?? "Opening \(file.name)…", isTransient: true)
                break
            }
            guard let url = selectedPhotoPage else { return }
            if let refusal = LinkPolicy.refusal(for: url) { return showNotice(refusal, isTransient: true) }
            if let local = Self.localPageNotice(url, of: state.list.selectedPhoto) { return showNotice(local, isTransient: true) }
            showNotice(open(url) ?? "Opening \(url.host ?? "the photo page")…", isTransient: true)
        case .copyLink where usesMarks: copyMarked()
        case .copyLink:
            if let file = selectedLocalFile {
                showNotice(copyNotice(ShellQuote.path(file.path), what: "Path"), isTransient: true)
                break
            }
            guard let url = selectedPhotoPage else { return }
            if let refusal = LinkPolicy.refusal(for: url) { return showNotice(refusal, isTransient: true) }
            if let local = Self.localPageNotice(url, of: state.list.selectedPhoto) { return showNotice(local, isTransient: true) }
            showNotice(copyNotice(url.absoluteString, what: "Link"), isTransient: true)
        case .copyCredit:
            guard let photo = state.detail?.photo ?? state.list.selectedPhoto else { return }
            showNotice(copyNotice(photo.creditLine, what: "Credit"), isTransient: true)
        case .toggleGrid:
            if state.listsGroups { return showNotice("Topics and collections show as a list", isTransient: true) }
            if state.isPlain { return showNotice("Plain mode shows a list: the grid is made of images", isTransient: true) }
            state.mode.isGrid.toggle()
            state.pendingMoves = 0
            state.frame?.visiblePhotoIDs = []  // the other view's thumbnails are another size
        case .showFilters:
            let others = (sourceSwitcher?.available ?? []).filter { $0 != sourceOption }
            var current = state.filters
            current.source = nil
            state.filterEditor = FilterEditor(editing: current, traits: state.traits,
                                              sources: sourceSwitcher == nil ? [] : [sourceOption] + others)
            state.mode.overlay = .filters
        case .applyFilters:
            let editor = state.filterEditor
            state.filterEditor = nil
            state.mode.overlay = nil
            if let editor, let target = editor.draft.source, target != sourceOption {
                switchSource(to: target)
            } else if let editor {
                let ratingFilter = state.filters.rating
                defer { ratingFilterChanged(from: ratingFilter) }
                state.filters = editor.draft
                search.filters.accept(SearchFilters(choice: editor.draft))
                // Only an editorial feed ignores them: a folder's or a shelf's home is filtered.
                if state.filters.summary != nil, state.traits.homeFeed.heading != nil, Self.trimmed(state.query.text).isEmpty {
                    showNotice("Filters apply to searches, not the home feed: type a search to use them", isTransient: true)
                }
            }
        case .retry:
            listFeed.retry.accept(())
            detail.retry.accept(())
        case .showHelp:
            state.helpScroll = 0
            state.mode.overlay = .help
        case .dismissOverlay:
            state.filterEditor = nil
            state.mode.overlay = nil
        case .openPhotographer:
            guard let photo = state.detail?.photo ?? state.list.selectedPhoto else { return }
            guard offers(.photographer, "photographer pages") else { return }
            open(.photographer(username: photo.user.username, name: photo.user.name))
        case .openRelated:
            guard let photo = state.detail?.photo ?? state.list.selectedPhoto else { return }
            guard offers(.related, "related photos") else { return }
            if state.traits.relatedByEndpoint {
                open(.related(photoID: photo.id, title: photo.title, query: nil))
            } else if let words = RelatedSearch.words(for: photo) {
                open(.related(photoID: photo.id, title: photo.title, query: words))
            } else {
                showNotice("Nothing to go on: this photo has no tags or description yet", isTransient: true)
            }
        case .openTopics:
            guard offers(.topics, "topics") else { return }
            open(.topics)
        case .openCollections:
            guard offers(.collections, "collections") else { return }
            let query = Self.trimmed(state.query.text)
            open(.collections(query: query.isEmpty ? nil : query))
        case .openDuplicates, .duplicates, .restoreTrash: performDuplicates(command)
        case .rate(let stars): rate(stars)
        case .toggleReject: toggleReject()
        case .clearMarks: clearMarks()
        case .back:
            goBack()
        case .none:
            return
        case .jumpTimeline(let jump):
            jumpTimeline(jump)
        case .zoom, .pan, .nextPhoto, .previousPhoto, .toggleInfo, .openPhoto, .closePhoto:
            switch FullScreenNavigation.perform(command, in: &state, cellPixels: fullScreenImages.cellPixels) {
            case .move(let move)?: return perform(.move(move))
            case .openDetail?: perform(.openDetail)
            case .notice(let text)?: showNotice(text, isTransient: true)
            case nil: break
            }
        }
        updateDetailPolicy()
        requestRender()
    }

    /// `[` `]` `{` `}`: the source answers where the jump lands among all the results.
    private func jumpTimeline(_ jump: TimelineJump) {
        let filters = search.filters.value
        if let refusal = TimelineJumps.refusal(state, order: filters.orderBy) { return showNotice(refusal, isTransient: true) }
        guard !state.isListStale, let from = state.list.selectedPhotoIndex else { return }
        jumpRequest.disposable = service.jumpTarget(in: filters.query(state.shownQuery, perPage: 30), from: from, jump: jump)
            .observe(on: scheduler)
            .subscribe(onSuccess: { [weak self] target in
                guard let self else { return }
                carryOut(TimelineJumps.land(at: target, jump: jump, order: filters.orderBy, in: &state))
                requestRender()
            })
    }

    // MARK: Screens

    /// Whether the source offers `navigation`; if not, says so.
    private func offers(_ navigation: PhotoNavigation, _ what: String) -> Bool {
        guard state.navigation.contains(navigation) else {
            showNotice("\(state.source) has no \(what)", isTransient: true)
            return false
        }
        return true
    }

    /// Shows `screen` over the list, which is kept (rows, selection, scroll) for the back key.
    private func open(_ screen: BrowseScreen) {
        guard screen != state.screens.last else { return showNotice("Already showing \(screen.title)", isTransient: true) }
        guard stack.count < Self.maxScreens else {
            return showNotice("\(Self.maxScreens) lists deep: go back (Esc) before opening more", isTransient: true)
        }
        let feed = SearchViewModel(service: service, scheduler: scheduler, screen: screen, filters: SearchFilters(choice: state.filters))
        if let filters = state.filters.summary, !state.traits.filters(screen) {
            // Its list comes as the source gives it: say so rather than show filters that do nothing.
            showNotice("Not filtered by \(filters): \(state.source) gives \(screen.title) unfiltered", isTransient: true)
        }
        stack.append(ScreenEntry(feed: feed, below: ListSnapshot(state)))
        state.screens.append(screen)
        state.mode.isShowingDetail = false
        state.mode.focus = .list
        state.historyWalk = nil
        awaitingReplay = false
        resetListPosition()
        subscribeList()
        selectionChanged()
    }

    /// Back to the list before the one on screen (or straight down to the list at `depth`, 0
    /// being the first), where the person left it: one restore, whatever lay between.
    private func goBack(toDepth depth: Int? = nil) {
        let depth = depth ?? stack.count - 1
        guard stack.indices.contains(depth) else { return }
        // The screen opened over the list at `depth` saved that list's place.
        let entry = stack[depth]
        stack.removeSubrange(depth...)
        state.screens.removeSubrange(depth...)
        state.mode.isShowingDetail = false
        state.frame?.visiblePhotoIDs = []  // the thumbnails of the list come back
        // At once, so the next key acts on this list, not on the one that left.
        restore(entry.below, with: listFeed.currentRows)
        awaitingReplay = true
        subscribeList()
    }

    /// The place saved in the list gone back to, not its top.
    private func restore(_ saved: ListSnapshot, with rows: [PhotoListRow]) {
        state.list = saved.restoredList(with: rows, viewportRows: state.viewportRows)
        state.nearEndReportedCount = saved.nearEndReportedCount
        state.shownQuery = saved.shownQuery
        state.gridTopRow = saved.gridTopRow
        state.pendingMoves = 0
        selectionChanged()
    }

    /// A new list starts at its top, with nothing pending.
    private func resetListPosition() {
        state.list = PhotoListState()
        state.pendingMoves = 0
        state.isSeekingEnd = false
        state.nearEndReportedCount = nil
        state.gridTopRow = 0
        state.frame?.visiblePhotoIDs = []
        pace = PagingPace()
    }

    // MARK: Sources

    /// Browses `option` from now on: new view models on the new service, the list and filters
    /// reset, the query kept and searched again. A source that cannot start leaves everything as
    /// it was.
    private func switchSource(to option: SourceOption) {
        guard let switcher = sourceSwitcher else { return }
        let switched: PhotoService
        do {
            switched = try switcher.make(option)
        } catch {
            showNotice("Could not switch to \(option): \(error)", isTransient: false)
            return
        }
        bag = DisposeBag()
        stack = []
        awaitingReplay = false
        state.screens = []
        state.topics = []
        service = switched
        state.traits = switched.traits
        sourceOption = option
        search = SearchViewModel(service: switched, scheduler: scheduler, initialQuery: state.query.text)
        detail = PhotoDetailViewModel(service: switched, scheduler: scheduler)
        downloads = DownloadViewModel(service: switched, downloader: downloader, directory: downloadsDirectory, scheduler: scheduler,
                                      options: downloadOptions)
        detailPhotoID = nil
        state.list = PhotoListState()
        state.detail = nil
        state.detailError = nil
        state.error = nil
        state.totalCount = nil
        state.budget = RequestBudget(quota: state.traits.quota)
        state.pendingMoves = 0
        state.isSeekingEnd = false
        state.canLoadMore = true
        state.shownQuery = ""
        pace = PagingPace()
        state.nearEndReportedCount = nil
        state.frame = nil
        state.filters = FilterChoice(traits: state.traits)
        state.mode.isShowingDetail = false
        state.scanSummary = nil
        subscribe()
        showNotice("Now browsing \(state.source)", isTransient: true)
    }

    // MARK: View-model outputs

    private func subscribe() {
        subscribeList()
        var outputs: [Observable<ViewModelOutput>] = [
            search.topics.asObservable().map(ViewModelOutput.topics),
            detail.detail.asObservable().map(ViewModelOutput.detail),
            detail.isLoadingDetail.asObservable().map(ViewModelOutput.detailLoading),
            detail.errorMessage.asObservable().map(ViewModelOutput.detailError),
            downloads.status.asObservable().map(ViewModelOutput.download),
        ]
        if let progress = service.scanProgress {
            // A folder's scan reports from its own thread, a batch at a time.
            outputs.append(progress.observe(on: scheduler).map(ViewModelOutput.folderScan))
        }
        deliver(outputs, keepingIn: bag)
    }

    /// Each of `outputs` into `apply`, its subscription kept in `bag`.
    private func deliver(_ outputs: [Observable<ViewModelOutput>], keepingIn bag: DisposeBag) {
        for output in outputs {
            output.subscribe(onNext: { [weak self] value in self?.apply(value) }).disposed(by: bag)
        }
    }

    /// Subscribes to the outputs of the list on screen (the search's or a screen's); the current
    /// values come at once.
    private func subscribeList() {
        listBag = DisposeBag()
        let feed = listFeed
        let outputs: [Observable<ViewModelOutput>] = [
            feed.rows.asObservable().map(ViewModelOutput.rows),
            feed.totalCount.asObservable().map(ViewModelOutput.totalCount),
            feed.loading.asObservable().map(ViewModelOutput.loading),
            feed.errorMessage.asObservable().map(ViewModelOutput.error),
            feed.rateLimit.asObservable().map(ViewModelOutput.rateLimit),
            feed.canLoadMore.asObservable().map(ViewModelOutput.canLoadMore),
        ]
        deliver(outputs, keepingIn: listBag)
    }

    /// Takes one view-model output into the state.
    func apply(_ output: ViewModelOutput) {
        switch output {
        case .rows(let update) where awaitingReplay:
            awaitingReplay = false
            let rows = culled(update).rows
            if rows != state.list.rows { restore(ListSnapshot(state), with: rows) }
        case .rows(let sourceUpdate):
            let update = culled(sourceUpdate)
            let oldCount = state.list.rows.count
            state.list.apply(update, viewportRows: state.viewportRows)
            if update.change == .reset || state.list.rows.count < oldCount {
                state.nearEndReportedCount = nil
                state.shownQuery = Self.trimmed(state.query.text)
                state.pendingMoves = 0
                state.pendingJump = nil
                pace.arrived(at: scheduler.now)
                if timing.isRunning("keystroke_to_rows") { freshRows = true }
            } else if state.list.rows.count > oldCount {
                pace.arrived(at: scheduler.now)
                carryOut(ListNavigation.rowsArrived(in: &state))
            }
            selectionChanged()
        case .totalCount(let count):
            state.totalCount = count
        case .loading(let loading):
            state.loading = loading
            if loading == .firstPage { pace.asked(at: scheduler.now) }
            if loading == .idle { pace.cancelled() }
            spin(loading != .idle)
        case .error(let message):
            state.error = message
        case .rateLimit(let limit):
            state.budget.update(limit, at: scheduler.now)
        case .canLoadMore(let more):
            state.canLoadMore = more
            if !more {
                state.pendingMoves = 0
                if state.isSeekingEnd { carryOut(ListNavigation.reachedEnd(in: &state)) }
            }
        case .detail(let value):
            state.detail = value
        case .detailLoading(let loading):
            state.isLoadingDetail = loading
        case .detailError(let message):
            state.detailError = message
        case .topics(let topics):
            state.topics = topics
        case .folderScan(let progress):
            state.scanSummary = progress.summary
        case .download(let status):
            switch status {
            case .inProgress(let photo, _)?: downloadingPhoto = photo
            case .failed?:
                downloadingPhoto = nil
                state.isConfirmingQuit = false
            case .finished(let url)?:
                if let photo = downloadingPhoto {
                    let path = url.path
                    // The file's size is read with the write, off the loop.
                    remember({ library in
                        let bytes = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
                        try library.recordDownload(photo, path: path, bytes: bytes)
                    })
                }
                downloadingPhoto = nil
                state.isConfirmingQuit = false
            default: break
            }
            guard let text = downloadNotice(for: status) else { return }
            showNotice(text, isTransient: false)
        }
        updateDetailPolicy()
        requestRender()
    }

    // MARK: Frames

    /// Draws the state. Reads only.
    func render(into buffer: inout CellBuffer) {
        let images = self.images
        let pixelImages = self.pixelImages
        let thumbnailPixels = self.thumbnailPixels
        let thumbnailSize = Self.thumbnailSize
        BrowserView(state: state, theme: theme, cacheSummary: imageSource.cacheSummary,
                    thumbnail: { images.cells(for: $0, size: thumbnailSize, kind: .thumbnail) },
                    preview: { images.cells(for: $0, size: $1, kind: .preview) },
                    pixels: { pixelImages?.image(for: $0, size: $1) },
                    gridThumbnail: { images.cells(for: $0, size: $1, kind: .thumbnail) },
                    thumbnailPixels: { thumbnailPixels?.image(for: $0, size: thumbnailSize, kind: .thumbnail) },
                    gridThumbnailPixels: { thumbnailPixels?.image(for: $0, size: $1, kind: .thumbnail) }, keys: keyTable,
                    fullScreenImages: fullScreenImages)
            .render(in: buffer.area, into: &buffer)
        // Measured where the frame is complete, before it goes to ncurses (as the benchmark always has).
        if timing.isEnabled { recordTimings(size: buffer.size, graphics: buffer.graphics) }
    }

    /// After a frame: keeps the scroll and the search field's cursor valid for its layout, loads
    /// the thumbnails on screen (cancelling those that left) and the preview at its size, and
    /// asks for the next page once the visible rows near the end.
    func frameDidRender(size: Size) {
        state.size = size
        guard !size.isSmaller(than: .minimum) else { return }
        let layout = BrowserLayout(size: size, sidePane: !state.isPlain)
        let viewport = max(1, ListView.viewportRows(in: layout.list, rowHeight: state.rowHeight))
        state.list.fit(viewportRows: viewport)
        let bar = BrowserView(state: state, theme: theme, cacheSummary: "", thumbnail: { _ in nil }, preview: { _, _ in nil }).searchBar
        state.query.keepCursorVisible(width: bar.fieldArea(in: layout.searchBar).width)

        var frame = state.frame ?? FrameLayout(size: size, viewportRows: viewport, visibleRange: 0..<0, visiblePhotoIDs: [], preview: nil)
        let previous = state.frame
        frame.size = size
        frame.viewportRows = viewport
        if state.mode.isReviewingDuplicates {
            duplicatesFrameDidRender(size: size)
        } else if state.showsGrid {
            gridFrameDidRender(in: layout.list, frame: &frame, previous: previous)
        } else if !state.mode.isShowingDetail {
            let range = state.list.visibleRange(viewportRows: viewport)
            let photos = range.compactMap { state.list.rows[$0].thumbnailPhoto }
            let ahead = ThumbnailLookahead.rows(speed: pace.speed(at: scheduler.now), viewportRows: viewport)
            let below = (range.upperBound..<min(state.list.rows.count, range.upperBound + ahead)).compactMap { state.list.rows[$0].thumbnailPhoto }
            frame.visibleRange = range
            frame.visiblePhotoIDs = photos.map(\.id)
            frame.aheadPhotoIDs = below.map(\.id)
            if previous?.visiblePhotoIDs != frame.visiblePhotoIDs || previous?.aheadPhotoIDs != frame.aheadPhotoIDs {
                loadThumbnails(photos, ahead: below, size: Self.thumbnailSize)
            }
            // Ask early enough for the measured latency at the current scrolling speed.
            askForTheNextPageIfNear(state.list.isNearEnd(viewportRows: viewport))
        }
        if state.mode.isShowingPhoto, !state.isPlain {
            frame.preview = nil
            loadFullScreenImages()
            askForTheNextPageIfNear(state.list.rowsBelowSelection <= 1)
        } else if let photo = state.detail?.photo, let request = previewRequest(in: layout), request != frame.preview {
            frame.preview = request
            // The cells too, with pixels: they show until the pixels come and around an overlay.
            images.load([(photo, request.size)], kind: .preview)
            pixelImages?.load((photo, request.size))
        } else if state.detail?.photo == nil {
            pixelImages?.load(nil)
        }
        state.frame = frame
        if let gone = goneFullScreenPhoto() {
            showNotice(gone.notice, isTransient: true)
            perform(.move(gone.move))
        }
    }

    /// The grid's part of a frame: its scroll, its thumbnails, the next page.
    private func gridFrameDidRender(in area: Rect, frame: inout FrameLayout, previous: FrameLayout?) {
        let photos = state.list.photos
        state.gridTopRow = PhotoGridView.fittedTop(state.gridTopRow, selected: state.list.selectedPhotoIndex,
                                                   photoCount: photos.count, in: area)
        let range = PhotoGridView.visibleRange(top: state.gridTopRow, photoCount: photos.count, in: area)
        let visible = range.map { photos[$0] }
        frame.visiblePhotoIDs = visible.map(\.id)
        if previous?.visiblePhotoIDs != frame.visiblePhotoIDs { loadThumbnails(visible, size: PhotoGridView.thumbnailSize(in: area)) }
        askForTheNextPageIfNear(range.upperBound + PhotoGridView.columns(in: area) >= photos.count)
    }

    /// The thumbnails now on screen, as cells and, on a pixel terminal, as pixels (the loads of
    /// those that left the screen are cancelled); the cells of `ahead` too, while scrolling.
    func loadThumbnails(_ photos: [Photo], ahead: [Photo] = [], size: Size) {
        // Plain mode draws no images: nothing to load.
        guard !state.isPlain else { return }
        images.load(photos.map { ($0, size) }, ahead: ahead.map { ($0, size) }, kind: .thumbnail)
        thumbnailPixels?.load(photos.map { ($0, size) }, kind: .thumbnail)
    }

    /// Asks for the next page once per row count when the visible rows near the end, or the rows
    /// below the selection would not last the measured latency at the current speed, or moves wait.
    private func askForTheNextPageIfNear(_ visibleNearEnd: Bool) {
        // Frugal, only what the screen needs now: no page asked ahead of time.
        let ahead = !state.budget.isFrugal && state.list.rowsBelowSelection <= pace.lookahead(at: scheduler.now)
        let nearEnd = visibleNearEnd || ahead || state.pendingMoves > 0
        guard nearEnd, state.canLoadMore, !state.isListStale, !state.list.rows.isEmpty,
              state.nearEndReportedCount != state.list.rows.count else { return }
        state.nearEndReportedCount = state.list.rows.count
        pace.asked(at: scheduler.now)
        listFeed.nearBottom.accept(())
    }

    /// The preview a frame of `layout` shows: the detail's photo at the size its pane fits.
    private func previewRequest(in layout: BrowserLayout) -> FrameLayout.PreviewRequest? {
        guard !state.isPlain, let photo = state.detail?.photo, let pane = state.mode.isShowingDetail ? layout.fullScreenDetail : layout.detail
        else { return nil }
        let size = DetailPaneView.previewSize(of: photo, inPane: pane)
        guard size.width > 0, size.height > 0 else { return nil }
        return FrameLayout.PreviewRequest(photoID: photo.id, size: size)
    }

    /// Which measured moments the frame just drawn completed.
    private func recordTimings(size: Size, graphics: [GraphicsRequest]) {
        timing.finish("key_to_frame")
        if state.list.photoCount > 0 { timing.stampOnce("first_rows_on_screen") }
        // The frame that asks for a thumbnail in pixels; the graphics layer places it right after.
        if graphics.contains(where: { Thumbnail.isThumbnailSlot($0.slot) }) {
            timing.stampOnce("first_thumbnail_pixels")
        }
        if timing.isRunning("keystroke_to_rows"), freshRows, state.list.photoCount > 0 {
            freshRows = false
            timing.finish("keystroke_to_rows")
        }
        if timing.isRunning("enter_to_detail"), state.mode.isShowingDetail, let photo = state.detail?.photo,
           let request = previewRequest(in: BrowserLayout(size: size, sidePane: !state.isPlain)),
           isPreviewReady(photo, size: request.size) {
            timing.finish("enter_to_detail")
        }
        if timing.isRunning("step_to_fullscreen"), state.mode.isShowingPhoto, state.detail?.photo.id == state.list.selectedPhoto?.id,
           isFullScreenPhotoReady {
            timing.finish("step_to_fullscreen")
        }
        if timing.isRunning("selection_to_preview"), !state.mode.isShowingDetail, let photo = state.detail?.photo,
           photo.id == state.list.selectedPhoto?.id, let request = previewRequest(in: BrowserLayout(size: size, sidePane: !state.isPlain)),
           isPreviewReady(photo, size: request.size) {
            timing.finish("selection_to_preview")
        }
    }

    // MARK: Helpers

    /// Opens `url`; a failure reported later replaces the notice.
    private func open(_ url: URL) -> String? {
        let scheduler = self.scheduler
        let report = ReportBack { [weak self] message in self?.showNotice(message, isTransient: false) }
        return openURL(url) { message in _ = scheduler.schedule { report.call(message) } }
    }

    /// Copies `text` and says how it went: "Link copied through tmux", or what to set.
    func copyNotice(_ text: String, what: String) -> String {
        let outcome = copyToClipboard(text)
        return outcome.copied ? "\(what) copied \(outcome.detail)" : "\(what) not copied: \(outcome.detail)"
    }

    private func queryEdited() {
        if state.query.text != search.query.value { search.query.accept(state.query.text) }
        state.pendingMoves = 0
        state.isSeekingEnd = false
    }

    private static func trimmed(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// What a move asked for besides the state it changed; then the detail follows the selection.
    func carryOut(_ effects: [ListNavigation.Effect]) {
        for effect in effects {
            switch effect {
            case .notice(let text, let isTransient): showNotice(text, isTransient: isTransient)
            case .clearSeekNotice:
                if state.notice?.text.hasPrefix("Loading to the end") == true { clearNotice() }
            case .openSelected: perform(.openDetail)
            }
        }
        selectionChanged()
    }

    /// The filters overlay: up and down choose a row, left and right change its value.
    private func moveInFilters(_ move: ListMove) {
        switch move {
        case .up: state.filterEditor?.selectPreviousRow()
        case .down: state.filterEditor?.selectNextRow()
        case .left: state.filterEditor?.changeValue(by: -1)
        case .right: state.filterEditor?.changeValue(by: 1)
        case .pageUp, .pageDown, .first, .last: break
        }
    }

    private func clearNotice() {
        noticeSerial += 1
        state.notice = nil
        noticeTimer.disposable = Disposables.create()
    }

    /// Whether a rested selection may fetch its full record: not while the list is being replaced
    /// by a new search (the selection is stale), nor when the quota runs low.
    private func updateDetailPolicy() {
        let fetches = !state.isListStale && !state.budget.isFrugal
        if detail.fetchesOnRest.value != fetches { detail.fetchesOnRest.accept(fetches) }
    }

    /// Gives the detail view model the selected photo when it changed.
    func selectionChanged() {
        let photo = state.list.selectedPhoto
        guard photo?.id != detailPhotoID else { return }
        detailPhotoID = photo?.id
        detail.photo.accept(photo)
    }

    /// A notice replaces the one before; a transient one clears itself, and its timer clears
    /// only that notice.
    func showNotice(_ text: String, isTransient: Bool) {
        noticeSerial += 1
        let serial = noticeSerial
        state.notice = Notice(text: text, isTransient: isTransient, serial: serial)
        requestRender()
        guard isTransient else {
            noticeTimer.disposable = Disposables.create()
            return
        }
        noticeTimer.disposable = scheduler.scheduleRelative((), dueTime: Self.noticeLifetime) { [weak self] _ in
            self?.expireNotice(serial)
            return Disposables.create()
        }
    }

    private func expireNotice(_ serial: Int) {
        guard state.notice?.serial == serial else { return }
        state.notice = nil
        requestRender()
    }

    /// The spinner turns while loading; idle, no timer runs.
    private func spin(_ loading: Bool) {
        // Plain mode says "loading" in words: nothing turns.
        guard loading != isSpinning, !state.isPlain else { return }
        isSpinning = loading
        guard loading else {
            spinner.disposable = Disposables.create()
            return
        }
        spinner.disposable = Observable<Int>.interval(Self.spinnerInterval, scheduler: scheduler)
            .subscribe(onNext: { [weak self] _ in
                self?.state.spinnerTick += 1
                self?.requestRender()
            })
    }
}
