import PhotoCore
import Terminal

/// Everything the browser shows, in one value owned by `BrowserModel`: views are built from it
/// each frame, and only the model writes it.
struct BrowserState: Equatable {
    /// The source browsed and the list on screen: a fresh one when the source changes (its
    /// fields read through as `state.list`, `state.traits`…: ``BrowserState+Session``).
    var session = BrowsingSession()
    /// Focus, full-screen detail and overlay.
    var mode = BrowserMode()
    /// The search box's text and cursor.
    var query = TextFieldState()
    var loading = LoadingState.idle
    /// The spinner's frame while loading.
    var spinnerTick = 0
    /// The spinner's timer runs (loading, not plain).
    var isSpinning = false
    /// The filters overlay's draft, while it shows.
    var filterEditor: FilterEditor?
    /// The status line's message besides the error.
    var notice: Notice?
    /// The last notice's serial: each new one takes the next (``Notice/serial``).
    var noticeSerial = 0
    var isLoadingDetail = false
    /// The terminal size (the next frame's).
    var size = Size(width: 80, height: 24)
    /// Set when the browser runs as `photo-tui pick`.
    var picker: PickerState?
    /// ↑/↓ or Ctrl-R in the search box, while walking past searches.
    var historyWalk: SearchHistoryWalk?
    /// Plain mode (`--plain`): no images or block art, no animation, each row one sentence, the
    /// terminal's cursor on the selection: for screen readers and for anyone who wants text.
    var isPlain = false
    /// The help overlay's first row on screen, when it is taller than the screen.
    var helpScroll = 0
    /// The library's favourites (``LibraryRecord/key(of:)``), for the stars in the list.
    var favoriteKeys: Set<String> = []
    /// Shown in the status line for as long as the library keeps nothing.
    var libraryMark: LibraryMark?
    /// `q` was pressed during a download: the status line asks for a second `q`.
    var isConfirmingQuit = false
    /// The photo of the download in progress, for the library's record of it.
    var downloadingPhoto: Photo?
    /// New results replaced the list since the last keystroke (for the timing log).
    var freshRows = false
    /// The id the next screen opened takes (``OpenScreen/id``): never reused, across sources too.
    var nextScreenID = 0
    /// Ratings, rejects and marks: what the culling keys changed (``CullingState``).
    var culling = CullingState()
    /// The full-screen view's zoom and details strip.
    var fullScreen = FullScreenState()
    /// The Duplicates screen's groups and choices, while it shows (``DuplicateReview``).
    var duplicates: DuplicateReview?
    /// The batches moved to the Trash in this session, oldest first: `u` puts the last back.
    var trashed: [TrashBatch] = []

    /// Screens opened over the search or the home feed (a photographer, a topic…), oldest first;
    /// the last is on screen, and Esc goes back through them.
    var screens: [BrowseScreen] { session.stack.map(\.screen) }
    /// Where photos come from ("offline library", "Unsplash", a folder's name).
    var source: String { traits.name }
    /// The photos are local files: `o` opens the file, `y` copies its path, `d` is hidden.
    var isLocalSource: Bool { traits.photosAreFiles }
    /// What the source offers besides search: photographer pages, related photos, topics, collections.
    var navigation: PhotoNavigation { traits.navigation }

    /// The commands of what the source does not offer (`t` without topics).
    var missingNavigationCommands: [BrowserCommand] {
        let commands: [(PhotoNavigation, BrowserCommand)] = [
            (.photographer, .openPhotographer), (.related, .openRelated), (.topics, .openTopics), (.collections, .openCollections),
        ]
        // The Duplicates screen and the Trash are a folder's.
        return commands.filter { !navigation.contains($0.0) }.map(\.1) + (traits.id == .folder ? [] : KeyMap.duplicateCommands)
    }

    /// The list shows the editorial home feed, where filters do not apply.
    var showsEditorialHome: Bool {
        screens.isEmpty && traits.homeFeed.heading != nil && query.text.trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// The list on screen applies the filters: a search, a home feed without an editorial feed,
    /// or a screen the source filters (``SourceTraits/filteredScreens``).
    var listTakesFilters: Bool {
        guard let screen = screens.last else { return !showsEditorialHome }
        return traits.filters(screen)
    }

    /// What the state starts with until the model sets the source's (Unsplash-like, with nothing
    /// offered).
    static let defaultTraits = SourceTraits(
        id: .offline, name: "offline library", locality: .local, extent: .finite, orders: [.relevant, .latest],
        filters: [.orientation, .color], navigation: [], quota: .hour, credit: .synthetic, homeFeed: .editorial(heading: "Editorial"),
        maxPageSize: 30)

    /// The rows on screen are about to be replaced: the search text changed since they came, or a
    /// new search's first page is loading. They are drawn dimmed, and their count hidden.
    var isListStale: Bool {
        loading == .firstPage || query.text.trimmingCharacters(in: .whitespacesAndNewlines) != shownQuery
    }

    /// The rows are topics or collections: shown as a list, never as a grid.
    var listsGroups: Bool { screens.last?.listsGroups ?? false }

    /// Where keys go now.
    var keyContext: KeyContext { KeyContext(mode) }
    /// Lines per list row: a thumbnail's three, or one sentence in plain mode.
    var rowHeight: Int { isPlain ? 1 : PhotoListState.rowHeight }
    /// The layout of the next frame.
    var layout: BrowserLayout { BrowserLayout(size: size, sidePane: !isPlain) }
    /// The list shows as a grid of tiles: asked for (`v`), not topics or collections, not plain.
    var showsGrid: Bool { mode.isGrid && !mode.isShowingDetail && !listsGroups && !isPlain }
    /// List rows that fit in the next frame.
    var viewportRows: Int { max(1, ListView.viewportRows(in: layout.list, rowHeight: rowHeight)) }
}
