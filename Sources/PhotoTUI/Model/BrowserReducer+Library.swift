import PhotoCore

/// The personal library's writes: searches made, photos viewed, stars. The state changes at
/// once; the write follows off the loop, and a failure is undone on screen and said (the library
/// is then marked not saved until a write succeeds). A read-only library is not written to at all.
extension BrowserReducer {
    /// `write`, unless the library is read-only (its mark says so already).
    static func write(_ write: LibraryWrite, _ context: BrowserContext) -> [BrowserEffect] {
        context.persistence == .readOnly ? [] : [.write(write)]
    }

    /// The search in the box is one the person made (they left the box with it): kept for ↑.
    static func rememberSearch(_ state: BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        write(.recordSearch(trimmed(state.query.text), source: state.source), context)
    }

    /// `s`: stars the photo shown or selected, or every marked one (unstarring them when all were
    /// starred).
    static func toggleFavorite(in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        let batch = usesMarks(state)
        let photos = batch ? state.culling.marks.photos : (state.detail?.photo ?? state.list.selectedPhoto).map { [$0] } ?? []
        guard !photos.isEmpty else { return [] }
        guard context.persistence != .readOnly else {
            return notice("Stars cannot be changed: your library is read-only (\(context.libraryPath)).", isTransient: true, in: &state)
        }
        let keys = photos.map(LibraryRecord.key(of:))
        let starring = batch ? BatchPlan.stars(photos, favorites: state.favoriteKeys) : !state.favoriteKeys.contains(keys[0])
        let wereStarred = state.favoriteKeys.intersection(keys)
        if starring { state.favoriteKeys.formUnion(keys) } else { state.favoriteKeys.subtract(keys) }
        let kept = context.persistence == .notSaved ? " (not saved)" : ""
        let what = batch ? Formatting.count(photos.count, "photo") : photos[0].title
        return notice(starring ? "★ Starred\(kept): \(what)" : "Unstarred\(kept): \(what)", isTransient: true, in: &state)
            + write(.setFavorites(photos, starred: starring, wereStarred: wereStarred, batch: batch), context)
    }

    /// A write failed: what it showed is taken back, the library marked not saved, and why said.
    static func writeFailed(_ write: LibraryWrite, message: String, in state: inout BrowserState) -> [BrowserEffect] {
        write.undo(in: &state)
        state.libraryMark = .notSaved
        return notice(message, isTransient: true, in: &state)
    }

    /// A write succeeded: the mark is the library's own again (a failure's "not saved" goes).
    static func writeSucceeded(in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        let mark = LibraryMark(context.persistence)
        if state.libraryMark != mark { state.libraryMark = mark }
        return []
    }
}
