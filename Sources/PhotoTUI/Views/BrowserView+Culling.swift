import PhotoCore

/// What the browser shows of ratings, rejects and marks.
extension BrowserView {
    /// A photo's stars and reject, as symbols and, for plain mode, in words.
    func badge(of photo: Photo) -> (symbols: String, words: String?) {
        let rating = state.culling.rating(of: photo), unsaved = state.culling.isUnsaved(photo)
        return (CullingBadge.symbols(rating, unsaved: unsaved), CullingBadge.words(rating, unsaved: unsaved))
    }

    /// The detail's photo's badge for its title; nil when it has no rating.
    var detailBadge: String? {
        guard let photo = state.detail?.photo else { return nil }
        let badge = badge(of: photo)
        return state.isPlain ? badge.words : badge.symbols.isEmpty ? nil : badge.symbols
    }

    /// The status line's first figure: the source (and a folder's scan), then how many photos
    /// are marked ("3 marked"), so a batch key's reach is always in sight.
    var statusSource: String {
        var text = state.scanSummary.map { "\(state.source) · \($0)" } ?? state.source
        let marks = state.culling.marks.count
        if marks > 0 { text += " · \(marks) marked" }
        return text
    }
}
