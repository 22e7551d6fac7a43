/// Which of a folder's photos a request wants: every search term in the file's text, and the
/// orientation its pixel size has, when one is asked for.
struct FolderFilter: Sendable, Equatable {
    /// Lower-cased terms (``LocalPhotoFile/terms(of:)``).
    var terms: [String] = []
    var orientation: SearchQuery.Orientation?

    func matches(_ file: LocalPhotoFile) -> Bool {
        guard file.matches(terms) else { return false }
        guard let orientation else { return true }
        return file.orientation == orientation
    }
}
