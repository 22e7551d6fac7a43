import EventStream
import PhotoCore

/// What the Duplicates screen needs of a source: its groups, and moving files to the Trash and
/// back. A folder offers it (``FolderDuplicateReview``); tests give one answering in virtual time.
/// Each answer may come on any thread; the effect runner observes it on the event loop.
protocol DuplicateReviewing {
    /// The folder's groups of exact copies and near-duplicates, found off the event loop.
    func duplicates() -> Single<[DuplicateGroup]>
    /// Moves `paths` to the Trash (nothing is deleted): what went, and why any stayed.
    func moveToTrash(_ paths: [String]) -> Single<TrashBatch>
    /// Puts `batch` back: a line per file that stays in the Trash.
    func restore(_ batch: TrashBatch) -> Single<[String]>
}
