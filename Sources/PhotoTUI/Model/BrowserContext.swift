import Foundation
import PhotoCore
import Terminal

/// What the reducer may read of the world when it folds one action: the clock, how the library
/// keeps things, the key table (the help's layout), the
/// sources one may switch to, a cell's pixels and whether the source finds duplicates. Given with each action, so the reducer
/// stays a function of its inputs (a test store gives its own).
struct BrowserContext {
    /// The scheduler's time (virtual in tests).
    var now: Date
    /// How the personal library keeps what it is told.
    var persistence: LibraryPersistence
    /// The library's file, named when it cannot be written.
    var libraryPath: String
    /// Why the library could not be opened, when it could not.
    var libraryProblem: String?
    /// The key table in force (the help overlay's layout, hence its scrolling, follows it).
    var keys: KeyTable
    /// The sources the filters overlay offers to switch to; nil when switching is not offered.
    var switchableSources: [SourceOption]?
    /// One cell's pixels (the zoom's frame): the terminal's, or a guess of 10×20.
    var cellPixels: Size
    /// The source finds duplicates and moves files to the Trash (a folder).
    var offersDuplicates: Bool

    init(now: Date, persistence: LibraryPersistence = .inMemory, libraryPath: String = "", libraryProblem: String? = nil,
         keys: KeyTable = .standard,
         switchableSources: [SourceOption]? = nil, cellPixels: Size = Size(width: 10, height: 20), offersDuplicates: Bool = false) {
        self.now = now
        self.persistence = persistence
        self.libraryPath = libraryPath
        self.libraryProblem = libraryProblem
        self.keys = keys
        self.switchableSources = switchableSources
        self.cellPixels = cellPixels
        self.offersDuplicates = offersDuplicates
    }
}
