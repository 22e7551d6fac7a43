import PhotoCore

/// Everything that happens to the browser, as a value: what ``BrowserReducer`` folds into the
/// state. Keys arrive as commands; the view models' outputs, timers, the library writer's answers
/// and a frame's findings arrive as the other cases, sent by ``BrowserEffectRunner``.
enum BrowserAction: Equatable {
    /// What a key means (``KeyTable``), or what another action asked for.
    case command(BrowserCommand)
    /// One change to a list, from its feed: the screen `screenID`'s, or the search's for nil. The
    /// list on screen takes it; a list covered by a screen keeps it in that screen's snapshot.
    case list(FeedEvent, screenID: Int?)
    /// One value from the detail's or the downloads' view model, or a folder's scan.
    case feed(ViewModelOutput)
    /// The transient notice with this serial has lived ``BrowserModel/noticeLifetime``.
    case noticeExpired(serial: Int)
    /// The spinner's timer fired.
    case spinnerTicked
    /// Something said later (an opener's failure, a sidecar the library could not write).
    case notify(String, isTransient: Bool)
    /// The library could not keep `write`: it is undone on screen, and said.
    case libraryWriteFailed(LibraryWrite, message: String)
    /// A write was kept: a "not saved" mark left by an earlier failure goes.
    case libraryWriteSucceeded
    /// The service for `option` started: a fresh session on it.
    case sourceSwitched(SourceTraits, SourceOption)
    /// The service for `option` could not start: everything stays as it was.
    case sourceSwitchFailed(SourceOption, message: String)
    /// A key arrived, before its command is carried out: only the very next key confirms a quit
    /// asked for during a download, and a typed character's rows are timed afresh when
    /// `timesRows` (the timing log is on).
    case keyArrived(BrowserCommand, timesRows: Bool)
    /// A frame was drawn: whether the rows on screen are near the end of those loaded.
    case frameNearEnd(Bool)
    /// A frame showed the rows a keystroke brought (the timing log took its figure).
    case freshRowsDrawn
    /// The library's past searches, most recent first (``BrowserEffect/loadSearchHistory(containing:)``).
    case searchHistoryLoaded([String])
    /// The clipboard's answer to ``BrowserEffect/copy(_:what:note:)``.
    case copied(Clipboard.Outcome, what: String, note: String)
    /// The opener's answer to ``BrowserEffect/open(_:name:)`` or ``BrowserEffect/openFile(path:name:)``.
    case opened(OpenAnswer)
    /// The source's answer to ``BrowserEffect/askJumpTarget(_:from:jump:)``: where the jump lands
    /// among all the results (nil: no such group that way), in the order it was asked in.
    case jumpTargetFound(Int?, jump: TimelineJump, order: SearchOrder)
    /// A frame found the folder file in the full-screen view gone from the disk.
    case fullScreenFileGone
    /// The answer to ``BrowserEffect/findDuplicates(request:)``: the folder's groups.
    case duplicatesFound(request: Int, [DuplicateGroup])
    /// The finding `request` failed: why, in words.
    case duplicatesNotFound(request: Int, message: String)
    /// The answer to ``BrowserEffect/moveToTrash(paths:sizes:)``: what went (and what stayed, why).
    case movedToTrash(TrashBatch, sizes: [String: Int])
    /// Nothing could be moved to the Trash: why, in words.
    case trashFailed(message: String)
    /// The answer to ``BrowserEffect/restoreFromTrash(_:)``: a line per file that stays in the Trash.
    case restoredFromTrash(TrashBatch, staying: [String])
    /// `batch` could not be put back: why, in words.
    case restoreFailed(TrashBatch, message: String)
}
