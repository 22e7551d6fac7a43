import PhotoCore
import Terminal

/// What a key means in the browser, decided by `KeyMap` and carried out by `BrowserModel`.
enum BrowserCommand: Equatable {
    /// Typing or editing in the search box.
    case edit(Key)
    /// Enter in the search box: search now and move to the list.
    case submitSearch
    case focusList
    /// `/`: back to the search box, keeping its text.
    case focusSearch
    /// Ctrl-U in the search box.
    case clearSearch
    /// A move: through the list or the grid, the help's pages, the filters' rows and values.
    case move(ListMove)
    /// The wheel and clicks, where the list shows.
    case pointer(MouseEvent)
    case openDetail
    case closeDetail
    /// `q`: quits, after a second `q` when a download is in progress (it would be abandoned).
    case quit
    /// Ctrl-C: quits at once, whatever is in progress (an unfinished download is removed).
    case quitNow
    case download
    case openInBrowser
    case copyLink
    /// Copies the photo's credit line (creator, title, licence) as its licence asks.
    case copyCredit
    case showFilters
    /// `v`: the list as a grid of larger thumbnails, or back.
    case toggleGrid
    case retry
    case showHelp
    case dismissOverlay
    /// Enter in the filters overlay.
    case applyFilters
    /// ↑ in the search box: the previous search.
    case historyBack
    /// ↓ in the search box: the next search while walking them, else the list.
    case historyForward
    /// Ctrl-R in the search box: past searches containing the text, one older each press.
    case historySearch
    /// `s`: star the photo (a favourite in the library), or unstar it.
    case toggleFavorite
    /// `photo-tui pick`: Enter prints the selected (or marked) photos and exits.
    case pick
    /// `photo-tui pick`: Tab marks the selected photo, or unmarks it.
    case toggleMark
    /// `photo-tui pick`: Esc in the list exits printing nothing (from a screen, it goes back first).
    case cancelPick
    /// `a`: the selected photo's photographer, their photos as a new screen.
    case openPhotographer
    /// `m`: photos like the selected one.
    case openRelated
    /// `t`: the topic list.
    case openTopics
    /// `c`: collections matching the search (featured ones without a search).
    case openCollections
    /// Esc or Backspace in the list: back to the screen before, like a browser's back button.
    case back
    case none
    /// `1`–`5`: rate the selected photo (or every marked one); `0` clears the rating. The same
    /// number again clears it.
    case rate(Int)
    /// `x`: reject the selected photo (or every marked one), or take the reject back.
    case toggleReject
    /// `U`: unmark every photo marked with Tab.
    case clearMarks
    /// `[` `]` a day back or on, `{` `}` a month, on a timeline; in name order a first letter and
    /// a folder.
    case jumpTimeline(TimelineJump)
    /// The full-screen view: zoom (`+` `-` `0` `F` `=`), pan a zoomed photo (`h j k l`, arrows;
    /// not zoomed, `j`/`k` go to the next/previous photo), `n`/`p` the next/previous photo
    /// keeping the zoom, `i` the strip of details.
    case zoom(ZoomCommand)
    case pan(PanDirection)
    case nextPhoto
    case previousPhoto
    case toggleInfo
    /// `z` (Enter on the detail): the photo over the whole screen; Esc leaves it.
    case openPhoto
    case closePhoto
    /// `D` on a folder: the Duplicates screen, its groups side by side for review.
    case openDuplicates
    /// A key of the Duplicates screen.
    case duplicates(DuplicateCommand)
    /// `u`: puts the files last moved to the Trash back.
    case restoreTrash
}
