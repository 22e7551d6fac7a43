import EventStream
import Foundation
import PhotoCore
import Terminal

/// What a `BrowserModel` is built from: the services, the schedulers, and the few effects that
/// leave the program (open a URL, copy to the clipboard), so a test can substitute each.
struct BrowserDependencies {
    var service: PhotoService
    var downloader: PhotoDownloading
    /// Where `d` writes originals.
    var downloadsDirectory: URL
    /// The size `d` saves at and the hook run with each file.
    var downloadOptions = DownloadOptions()
    var imageSource: ImageSource
    /// Colours the terminal shows, for image cells.
    var imageMode: ImageColorMode
    /// The characters images are drawn with.
    var imageSymbols: ImageSymbols = .blocks
    /// Real pixels for the detail's photo: the protocol and one cell's pixel size (nil: cells).
    var pixels: (graphicsProtocol: GraphicsProtocol, cellPixels: Size, colorRegisters: Int?)?
    /// The event loop's scheduler (a `TestScheduler` in tests): all state changes happen on it.
    var scheduler: Scheduler
    var theme = Theme.standard
    /// A search to start with instead of the home feed.
    var initialQuery = ""
    /// Opens a URL in the desktop's browser; returns an error message when it cannot, and calls
    /// the handler (from any thread) when the opener fails later.
    var openURL: (URL, _ onFailure: @escaping @Sendable (String) -> Void) -> String? = { BrowserOpener.open($0, onFailure: $1) }
    /// Puts text on the clipboard; says how, or why not.
    var copyToClipboard: (String) -> Clipboard.Outcome = { Clipboard.copy($0) }
    var timing = TimingLog.process
    /// Shown in the status bar at start until another notice replaces it; by default the
    /// source's warning (a key sent over http), else its note ("synthetic photos · …").
    var startupNotice: String?
    /// Switching sources from the filters overlay; `nil` offers no switch.
    var sourceSwitcher: SourceSwitcher?
    /// The Source row's current choice; by default the service's source.
    var sourceOption: SourceOption?
    /// Runs as `photo-tui pick`: Enter chooses, Tab marks, Esc cancels.
    var picking = false
    /// Favourites, views, searches and downloads kept between runs (in memory for tests).
    var library = PhotoLibrary()
    /// Where library writes run; `nil` runs them at once (headless tests).
    var libraryQueue: DispatchQueue? = DispatchQueue(label: "photo-tui.library", qos: .utility)
    /// The keys, with the config file's `[keys]` applied.
    var keyTable = KeyTable.standard
    /// Plain mode (`--plain`): text only, each row a sentence, the cursor on the selection.
    var plain = false
    /// `[library] write_xmp`: a folder photo's rating also goes to its XMP sidecar.
    var writesXMP = false
    /// `pick --min-rating N`: the list starts filtered to photos rated N or more, not rejected.
    var minimumRating = 0
    /// `[cache] memory_mb`, shared among the image stores.
    var memoryBudget = ImageMemoryBudget(totalBytes: 256 << 20)
    /// Kitty reads pixels from shared memory: pixel images keep their RGB instead of a PNG.
    var kittySharedMemory = false
    /// The Duplicates screen's groups and Trash for a source: a folder's, nil for any other.
    var duplicateReviewer: (PhotoService) -> DuplicateReviewing? = { FolderDuplicateReview.of($0) }
}
