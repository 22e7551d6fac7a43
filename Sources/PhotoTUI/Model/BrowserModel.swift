import EventStream
import Foundation
import PhotoCore
import Terminal

/// The browser's store: it lives on the event loop and holds the one ``BrowserState``. Keys
/// become commands through the ``KeyTable``; every command, feed event, view-model output, timer
/// firing and frame finding is a ``BrowserAction`` folded by ``BrowserReducer`` (pure), and the
/// ``BrowserEffect``s it returns are carried out by the ``BrowserEffectRunner``, the one part that
/// touches the world. Views are built from the state each frame (`render`); what a frame implies
/// is derived after it was drawn (`frameDidRender`), never inside `render`.
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
    /// Screens deeper than this are refused (each keeps its rows in memory).
    static let maxScreens = BrowserReducer.maxScreens

    /// Everything the browser keeps. Written here only.
    var state = BrowserState()  // written here and in this type's extensions only
    let theme: Theme
    /// The key table, with the config file's `[keys]` applied.
    let keyTable: KeyTable
    /// The world: view models, library writer, image stores, clipboard, opener, timers.
    let effects: BrowserEffectRunner
    let scheduler: Scheduler
    let imageSource: ImageSource
    let timing: TimingLog

    var images: ImageCellStore { effects.images }
    var pixelImages: PixelImageStore? { effects.pixelImages }
    var library: PhotoLibrary { effects.library }
    var libraryWriter: LibraryWriter { effects.libraryWriter }
    var service: PhotoService { effects.service }

    /// Asks the host for a frame.
    private(set) var requestRender: () -> Void = {}

    /// Builds the view models and listens to them (the home feed, or `initialQuery`, starts
    /// loading).
    init(dependencies: BrowserDependencies) {
        scheduler = dependencies.scheduler
        imageSource = dependencies.imageSource
        theme = dependencies.theme
        timing = dependencies.timing
        keyTable = dependencies.keyTable
        effects = BrowserEffectRunner(dependencies: dependencies)
        state.session = BrowsingSession(traits: dependencies.service.traits, option: dependencies.sourceOption)
        if dependencies.picking { state.picker = PickerState() }
        state.query = TextFieldState(text: dependencies.initialQuery)
        state.isPlain = dependencies.plain
        state.favoriteKeys = library.favoriteKeys()
        Self.setUpCulling(&state, library: library, dependencies: dependencies)
        state.libraryMark = LibraryMark(library.persistence)
        effects.send = { [weak self] action in self?.send(action) }
        effects.requestRender = { [weak self] in self?.requestRender() }
        if !dependencies.initialQuery.isEmpty {
            // -q is a search made (its failure is not worth a word at start).
            let query = dependencies.initialQuery, source = state.source
            libraryWriter.write({ try $0.recordSearch(query, source: source) }, failed: { _ in })
        }
        effects.subscribe()
        let notice = library.problem ?? dependencies.startupNotice ?? service.warning ?? state.traits.note
        if let notice { send(.notify(notice, isTransient: false)) }
    }

    /// What the reducer may read now.
    var context: BrowserContext {
        let effects = self.effects
        return BrowserContext(now: scheduler.now, persistence: library.persistence, libraryPath: library.url?.path ?? "",
                              libraryProblem: library.problem, keys: keyTable,
                              switchableSources: effects.sourceSwitcher?.available,
                              cellPixels: effects.pixelImages?.cellPixels ?? FullScreenImages().cellPixels,
                              offersDuplicates: effects.duplicateReviewer != nil)
    }

    /// Folds `action` into the state and carries out its effects. Then a frame is asked for (not
    /// for a frame's own finding: that would draw forever).
    func send(_ action: BrowserAction) {
        effects.run(BrowserReducer.reduce(into: &state, action, context))
        switch action {
        case .frameNearEnd, .freshRowsDrawn: return
        default: requestRender()
        }
    }

    /// What `photo-tui pick` chose: `nil` until Enter (and after a cancel).
    var pickedPhotos: [Photo]? { state.picker?.chosen }

    /// Makes `application` show this browser: its keys, resizes and frames come here.
    func attach(to application: Application) {
        requestRender = { [weak application] in application?.setNeedsRender() }
        effects.quit = { [weak application] in application?.quit() }
        state.size = application.size
        application.onKey = { [weak self] key in self?.handle(key) }
        application.onResize = { [weak self] size in self?.resized(to: size) }
        application.view = { [weak self] buffer in self?.render(into: &buffer) }
        application.onFrame = { [weak self] size in self?.frameDidRender(size: size) }
    }

    /// Cancels what is in flight (the program is quitting).
    func shutDown() {
        effects.shutDown()
    }

    // MARK: Input

    /// One key: what it means here, then that command.
    func handle(_ key: Key) {
        let command = keyTable.command(for: key, in: state.keyContext, picking: state.picker != nil)
        send(.keyArrived(command, timesRows: timing.isEnabled))
        if timing.isEnabled {
            timing.mark("key_to_frame")
            if case .edit(.character) = command { timing.mark("keystroke_to_rows") }
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
        send(.command(command))
    }
}
