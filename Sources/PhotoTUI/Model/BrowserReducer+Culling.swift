import PhotoCore

/// Going through a shoot: ratings (`1`–`5`, `0`), rejects (`x`), marks (`Tab`, `U`) and `d` on
/// every marked photo. The state changes at once; the library is written off the loop
/// (``LibraryWrite/setRatings(photos:ratings:)``), and a rating the library could not keep stays
/// on screen marked "not saved" (nothing else is lost).
extension BrowserReducer {
    /// The photos a culling key acts on: every marked one in the list and the grid when there
    /// are marks, else the one selected (or on show full-screen).
    private static func cullingTargets(_ state: BrowserState) -> [Photo] {
        let current = state.mode.isShowingDetail ? (state.detail?.photo ?? state.list.selectedPhoto) : state.list.selectedPhoto
        return BatchPlan.targets(marks: state.culling.marks, current: current, usesMarks: usesMarks(state))
    }

    /// `1`–`5`, or `0` clearing: the same number again clears it.
    static func rate(_ stars: Int, in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        let targets = cullingTargets(state)
        guard !targets.isEmpty else { return notice("Select a photo to rate", isTransient: true, in: &state) }
        let changes = BatchPlan.rating(stars, of: targets, current: state.culling.rating(of:))
        let plain = state.isPlain
        return keepRatings(changes, in: &state, context) { BatchPlan.notice(for: changes, kept: $0, plain: plain) }
    }

    /// `x`: rejects the photos, or takes the reject back when all of them were rejected.
    static func toggleReject(in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        let targets = cullingTargets(state)
        guard !targets.isEmpty else { return notice("Select a photo to reject", isTransient: true, in: &state) }
        let changes = BatchPlan.reject(targets, current: state.culling.rating(of:))
        let rejecting = changes.first?.rating.isRejected ?? true
        return keepRatings(changes, in: &state, context) { BatchPlan.notice(for: changes, rejecting: rejecting, kept: $0) }
    }

    /// Shows `changes` at once and keeps them in the library (and, when asked, in folder photos'
    /// XMP sidecars). `words` is given how the library keeps them ("" or " (not saved)").
    private static func keepRatings(_ changes: [BatchPlan.Change], in state: inout BrowserState, _ context: BrowserContext,
                                    words: (String) -> String) -> [BrowserEffect] {
        state.culling.apply(changes)
        let keys = Set(changes.map { LibraryRecord.key(of: $0.photo) })
        var effects: [BrowserEffect]
        switch context.persistence {
        case .saved, .inMemory:
            state.culling.unsaved.subtract(keys)
            effects = notice(words(""), isTransient: true, in: &state)
        case .readOnly:
            state.culling.unsaved.formUnion(keys)
            let text = words(" (not saved)") + " — your library is read-only (\(context.libraryPath)): the rating lasts until you quit"
            effects = notice(text, isTransient: false, in: &state)
        case .notSaved:
            state.culling.unsaved.formUnion(keys)
            let text = words(" (not saved)") + " — " + (context.libraryProblem ?? "your library could not be opened")
            effects = notice(text, isTransient: false, in: &state)
        }
        let photos = changes.map(\.photo), ratings = changes.map(\.rating)
        effects += write(.setRatings(photos: photos, ratings: ratings), context)
        if state.culling.writesXMP { effects.append(.writeSidecars(photos: photos, ratings: ratings)) }
        if state.filters.rating.isActive { effects += refilter(in: &state) }
        return effects
    }

    /// `Tab`: marks the selected photo or unmarks it, then moves on (down a row, right a tile).
    static func toggleMark(in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        guard let photo = state.list.selectedPhoto else { return [] }
        state.culling.marks.toggle(photo)
        return carryOut(ListNavigation.move(state.showsGrid ? .right : .down, in: &state, now: context.now), in: &state, context)
    }

    /// `U`: unmarks every photo.
    static func clearMarks(in state: inout BrowserState) -> [BrowserEffect] {
        let count = state.culling.marks.count
        guard count > 0 else { return notice("No photo is marked (Tab marks one)", isTransient: true, in: &state) }
        state.culling.marks.removeAll()
        return notice("\(Formatting.count(count, "mark")) cleared", isTransient: true, in: &state)
    }

    /// `d` with marks: downloads every marked photo from a remote source, one after another (the
    /// on-save hook runs once per file); a folder photo is already a file, and is said to be.
    static func downloadMarked(in state: inout BrowserState) -> [BrowserEffect] {
        let (remote, files) = BatchPlan.downloads(state.culling.marks.photos)
        let already = files == 1 ? "1 is already a file on this computer" : "\(files) are already files on this computer"
        guard !remote.isEmpty else {
            return notice(files == 1 ? "The marked photo is already a file on this computer"
                          : "The \(files) marked photos are already files on this computer", isTransient: true, in: &state)
        }
        // Each file's progress and the end are told for the whole batch (``downloadNotice(for:in:)``).
        state.culling.downloads = DownloadBatch(photoIDs: remote.map(\.id), alreadyFiles: files)
        let text = "Downloading \(Formatting.count(remote.count, "photo"))" + (files > 0 ? "; \(already)" : "") + "…"
        return notice(text, isTransient: false, in: &state) + remote.map(BrowserEffect.download)
    }

    /// The list again after a rating or the filter changed: a photo the filter no longer keeps
    /// leaves it (the selection moves to the next), one it keeps now comes back.
    static func refilter(in state: inout BrowserState) -> [BrowserEffect] {
        let ratings = state.culling
        let rows = state.filters.rating.filter(ratings.sourceRows, rating: ratings.rating(of:))
        guard rows != state.list.rows else { return [] }
        state.list.apply(RowsUpdate(rows: rows, change: .replaced(0..<rows.count)), viewportRows: state.viewportRows)
        return selectionChanged(in: &state)
    }

    /// The filters overlay changed the rating filter: the list follows, and says that it is the
    /// photos loaded that are filtered (no source filters by the person's own ratings).
    static func ratingFilterChanged(from old: RatingFilter, in state: inout BrowserState) -> [BrowserEffect] {
        let filter = state.filters.rating
        guard filter != old else { return [] }
        let effects = refilter(in: &state)
        guard let summary = filter.summary else { return effects + notice("Rating filter off: every photo shows", isTransient: true, in: &state) }
        let loaded = state.culling.sourceRows.filter { if case .photo = $0 { return true } else { return false } }.count
        let shown = state.list.photos.count
        let text = "\(summary): \(shown) of the \(Formatting.count(loaded, "photo")) loaded (applied here: no source filters by your ratings)"
        return effects + notice(text, isTransient: true, in: &state)
    }
}
