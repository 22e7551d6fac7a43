import EventStream
import Foundation
import Logging
import PhotoCore
import Terminal

/// The running browser: the terminal `Application`, EventStream's main scheduler over its loop,
/// the screen and the image cells, and the app-level actions (quit, open, copy). The view-model
/// bindings come from `BrowserBindings`; everything here runs on the loop thread.
final class BrowserApp {
    let application: Application
    let screen: BrowserScreen
    let images: ImageCellStore
    private let imageSource: ImageSource
    private let timing: TimingLog
    private let bag = DisposeBag()
    private var spinner: LoopTimer?
    private var noticeTimer: LoopTimer?
    private let logger = Logger(label: "photo-tui.app")

    /// Enters full-screen mode and installs the main scheduler. Throws when stdin/stdout is not a terminal.
    init(query: String?, colorEnabled: Bool, imageSource: ImageSource, sourceName: String, timing: TimingLog = TimingLog()) throws {
        let application = try Application(options: Screen.Options(colorMode: colorEnabled ? nil : ColorMode.none))
        self.application = application
        MainScheduler.install(EventLoopScheduler(loop: application.loop))
        self.imageSource = imageSource
        self.timing = timing
        screen = BrowserScreen(query: query ?? "", scheduler: MainScheduler.instance) { [weak application] in application?.setNeedsRender() }
        screen.statusLine.source = sourceName
        if !colorEnabled {
            screen.searchBar.theme = .monochrome
            screen.list.theme = .monochrome
            screen.detail.theme = .monochrome
            screen.statusLine.theme = .monochrome
            screen.filtersPanel.theme = .monochrome
        }
        images = ImageCellStore(
            source: imageSource, mode: ImageColorMode(application.screen.colorMode),
            work: ConcurrentDispatchQueueScheduler(qos: .userInitiated), main: MainScheduler.instance
        ) { [weak application] in application?.setNeedsRender() }
        wireImages()
        wireInput()
    }

    /// Runs until quit; the terminal is restored when this returns (and on signals or crashes).
    func run() {
        application.run()
        images.cancelAll()
        spinner?.cancel()
        noticeTimer?.cancel()
    }

    /// Adds a binding that lives as long as the app.
    func keep(_ disposable: Disposable) { disposable.disposed(by: bag) }

    /// Shows the spinner while `loading`, ticking ten times a second; idle again, no timer runs.
    func setLoading(_ loading: Bool) {
        screen.searchBar.isLoading = loading
        if loading, spinner == nil {
            spinner = application.loop.scheduleRepeating(every: .milliseconds(100)) { [weak self] in
                self?.screen.searchBar.spinnerTick += 1
                self?.application.setNeedsRender()
            }
        } else if !loading {
            spinner?.cancel()
            spinner = nil
        }
        application.setNeedsRender()
    }

    /// A short message in the status line that clears itself after a few seconds.
    func showNotice(_ text: String?, for seconds: Int = 4) {
        noticeTimer?.cancel()
        screen.statusLine.notice = text
        if text != nil {
            noticeTimer = application.loop.schedule(after: .seconds(seconds)) { [weak self] in
                self?.screen.statusLine.notice = nil
                self?.application.setNeedsRender()
            }
        }
        application.setNeedsRender()
    }

    /// The photo the list or the detail shows.
    var currentPhoto: Photo? { screen.list.selectedItem?.photo }

    private func wireImages() {
        let list = screen.list
        let thumbnailSize = Size(width: PhotoList.thumbnailColumns, height: PhotoList.rowHeight)
        list.thumbnail = { [images] photo in images.cells(for: photo, size: thumbnailSize, kind: .thumbnail) }
        screen.detail.preview = { [images] photo, size in images.cells(for: photo, size: size, kind: .preview) }
        list.rx.visiblePhotos
            .subscribe(onNext: { [images] photos in images.load(photos.map { ($0, thumbnailSize) }, kind: .thumbnail) })
            .disposed(by: bag)
        screen.detail.rx.previewRequests
            .subscribe(onNext: { [images] request in
                images.load(request.map { [($0.photo, $0.size)] } ?? [], kind: .preview)
            })
            .disposed(by: bag)
    }

    private func wireInput() {
        application.onKey = { [weak self] key in
            guard let self else { return }
            if timing.isEnabled {
                timing.mark("key_to_frame")
                if case .character = key, screen.mode.focus == .search {
                    timing.mark("keystroke_to_rows")
                    freshRows = false
                }
                if key == .enter, screen.mode.focus == .list, !screen.mode.isShowingDetail { timing.mark("enter_to_detail") }
            }
            screen.handle(key)
        }
        application.onResize = { [weak self] _ in self?.application.setNeedsRender() }
        application.view = { [weak self] buffer in
            guard let self else { return }
            screen.statusLine.cacheSummary = imageSource.cacheSummary
            screen.render(into: &buffer)
            if timing.isEnabled { recordTimings() }
        }
        screen.actionRelay
            .subscribe(onNext: { [weak self] command in self?.perform(command) })
            .disposed(by: bag)
    }

    /// After a frame: which measured moments it completed.
    private func recordTimings() {
        timing.finish("key_to_frame")
        if timing.isRunning("keystroke_to_rows"), freshRows, screen.list.items.contains(where: { $0.photo != nil }) {
            freshRows = false
            timing.finish("keystroke_to_rows")
        }
        if timing.isRunning("enter_to_detail"), screen.mode.isShowingDetail, let photo = screen.detail.photo,
           let request = screen.detail.previewRequestRelay.value, request.photo.id == photo.id,
           images.hasImage(for: photo, size: request.size, kind: .preview) {
            timing.finish("enter_to_detail")
        }
    }

    /// New results replaced the list since the last keystroke (the bindings say so).
    private var freshRows = false

    /// Called by the bindings when a search's first page replaced the rows.
    func rowsWereReset() {
        if timing.isRunning("keystroke_to_rows") { freshRows = true }
    }

    private func perform(_ command: BrowserCommand) {
        switch command {
        case .quit: application.quit()
        case .openInBrowser:
            guard let photo = currentPhoto, let url = ReferralLink.photoPage(of: photo) else { return }
            showNotice(BrowserOpener.open(url) ?? "Opening \(url.host ?? "the photo page")…")
        case .copyLink:
            guard let photo = currentPhoto, let url = ReferralLink.photoPage(of: photo) else { return }
            Clipboard.copy(url.absoluteString)
            showNotice("Link copied")
        default:
            onAction?(command)
        }
    }

    /// Commands the bindings carry out (download, retry).
    var onAction: ((BrowserCommand) -> Void)?
}
