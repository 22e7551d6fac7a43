import PhotoCore

/// What going through a shoot adds to the browser's state: the stars and rejects the library
/// keeps (by ``LibraryRecord/key(of:)``), the photos marked with Tab, the rows the source gave
/// before the rating filter left some out, and the photos whose rating the library could not keep.
struct CullingState: Equatable {
    /// The library's ratings and rejects, for the rows, tiles, detail and the filter.
    var ratings: [String: PhotoRating] = [:]
    /// Photos marked with Tab, in the order marked: what `pick` prints and batch actions act on.
    var marks = MarkSet()
    /// The source's rows as they came, before ``RatingFilter`` left some out.
    var sourceRows: [PhotoListRow] = []
    /// Keys of photos whose last rating was not saved (a read-only or damaged library): the
    /// rating shows, marked as not kept.
    var unsaved: Set<String> = []
    /// `[library] write_xmp`: folder photos' ratings also go to their XMP sidecars.
    var writesXMP = false
    /// The last batch `d` asked for with marks, told as one line while it runs and once done.
    var downloads: DownloadBatch?

    /// `photo`'s stars and reject, as the library keeps them.
    func rating(of photo: Photo) -> PhotoRating { ratings[LibraryRecord.key(of: photo)] ?? .none }

    /// Whether `photo`'s rating on screen is not in the library.
    func isUnsaved(_ photo: Photo) -> Bool { unsaved.contains(LibraryRecord.key(of: photo)) }

    /// Sets the ratings on screen (the library is written separately).
    mutating func apply(_ changes: [BatchPlan.Change]) {
        for (photo, rating) in changes {
            let key = LibraryRecord.key(of: photo)
            ratings[key] = rating.isEmpty ? nil : rating
        }
    }
}
