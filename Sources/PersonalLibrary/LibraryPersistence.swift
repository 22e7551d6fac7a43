/// Whether what the library is told is kept after the program ends.
public enum LibraryPersistence: Equatable, Sendable {
    /// On disk, read and written: the normal case.
    case saved
    /// The file is read (favourites show) but cannot be written (a read-only file or file system,
    /// a full disk): writes are refused.
    case readOnly
    /// The file cannot be used at all: the library lives in memory and is lost at exit.
    case notSaved
    /// In memory because the caller asked for that (tests): nothing to warn about.
    case inMemory
}
