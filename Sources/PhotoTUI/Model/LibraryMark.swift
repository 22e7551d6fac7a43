import PhotoCore

/// The status line's lasting mark while the library keeps nothing: unlike a notice, no later
/// message replaces it, so a star made meanwhile is never taken for a saved one.
enum LibraryMark: String, Equatable {
    /// The file is read (favourites show) but nothing is written.
    case readOnly = "library read-only"
    /// Nothing reaches the disk: the file cannot be used, or the last write failed.
    case notSaved = "library not saved"

    /// The mark a library opened this way carries from the start; `nil` when it is saved (or in
    /// memory on purpose).
    init?(_ persistence: LibraryPersistence) {
        switch persistence {
        case .readOnly: self = .readOnly
        case .notSaved: self = .notSaved
        case .saved, .inMemory: return nil
        }
    }
}
