import Foundation
import PhotoCore

/// What the reducer asks of the world, as a value; ``BrowserEffectRunner`` carries it out (and
/// is the only place that does), sending back what comes of it as ``BrowserAction``s.
enum BrowserEffect: Equatable {
    /// Clear the notice with `serial` after ``BrowserModel/noticeLifetime`` (replacing any timer).
    case startNoticeTimer(serial: Int)
    /// No notice timer runs (a lasting notice, or none).
    case cancelNoticeTimer
    /// Tick the spinner every ``BrowserModel/spinnerInterval`` until stopped.
    case startSpinner
    case stopSpinner
    /// Write to the personal library off the loop; a failure comes back as
    /// ``BrowserAction/libraryWriteFailed(_:message:)``.
    case write(LibraryWrite)
    /// Write each folder photo's rating to its XMP sidecar, off the loop, after the library's
    /// write; a failure comes back as a notice.
    case writeSidecars(photos: [Photo], ratings: [PhotoRating])
    /// Ask the list on screen for its next page.
    case nextPage
    /// The search box's text, for the search's view model (it searches after a pause).
    case search(String)
    /// Search the box's text now (Enter).
    case searchNow
    /// The filters in force, for the search's view model.
    case filter(FilterChoice)
    /// Retry what failed, the list's page and the detail.
    case retry
    /// Make the view model of the screen `id` (``OpenScreen``) and listen to its events until
    /// it is closed; it becomes the list ``nextPage`` and ``retry`` go to.
    case openFeed(id: Int, screen: BrowseScreen, filters: FilterChoice)
    /// Stop and drop the feeds of the screens `ids` (gone back from).
    case closeFeeds([Int])
    /// Listen to the new source's view models (after ``BrowserAction/sourceSwitched(_:_:)``).
    case subscribeSource
    /// The photo the detail pane follows (nil: none).
    case showDetail(Photo?)
    /// Load the selected photo's full record now (Enter).
    case openDetail
    /// Whether a rested selection may fetch its full record.
    case detailFetchesOnRest(Bool)
    /// Download `photo`'s original into the downloads folder.
    case download(Photo)
    /// Start the service for `option`; its answer is ``BrowserAction/sourceSwitched(_:_:)`` or
    /// ``BrowserAction/sourceSwitchFailed(_:message:)``.
    case switchSource(SourceOption)
    /// Read the library's past searches (those containing `text`, or every one for nil); they
    /// come back as ``BrowserAction/searchHistoryLoaded(_:)``.
    case loadSearchHistory(containing: String?)
    /// Put `text` on the clipboard; the outcome comes back as ``BrowserAction/copied(_:what:note:)``
    /// (`what` names it in the notice, `note` follows it).
    case copy(String, what: String, note: String)
    /// Open `url` (a photo's page); ``BrowserAction/opened(_:)`` says how it went, and a failure
    /// reported later comes as a notice.
    case open(URL, name: String)
    /// Open a folder photo's file, if it is still there.
    case openFile(path: String, name: String)
    /// Ask the source where a timeline jump from the photo at `from` lands in `query`; the answer
    /// comes as ``BrowserAction/jumpTargetFound(_:jump:order:)`` (a new ask replaces one in flight).
    case askJumpTarget(SearchQuery, from: Int, jump: TimelineJump)
    /// Find the folder's groups of duplicates (replacing a finding in flight); the answer comes
    /// as ``BrowserAction/duplicatesFound(request:_:)`` or ``BrowserAction/duplicatesNotFound(request:message:)``.
    case findDuplicates(request: Int)
    /// Stop the finding in flight (its work off the loop stops too).
    case stopFindingDuplicates
    /// Move `paths` to the Trash (`sizes`: their bytes, for the notice); the answer comes as
    /// ``BrowserAction/movedToTrash(_:sizes:)`` or ``BrowserAction/trashFailed(message:)``.
    case moveToTrash(paths: [String], sizes: [String: Int])
    /// Put `batch` back from the Trash; the answer comes as ``BrowserAction/restoredFromTrash(_:staying:)``
    /// or ``BrowserAction/restoreFailed(_:message:)``.
    case restoreFromTrash(TrashBatch)
    /// End the program.
    case quit
}
