import Foundation
import PhotoCore

/// Going through a shoot: ratings (`1`–`5`, `0`), rejects (`x`), marks (`Tab`, `U`) and what
/// `s`, `d` and `y` do to every marked photo at once. The state changes at once; the library is
/// written off the loop (``LibraryWrite/setRatings(photos:ratings:)``), and a rating the library
/// could not keep stays on screen marked "not saved" (nothing else is lost).
extension BrowserModel {
    /// Takes the library's ratings and the start's rating filter (`pick --min-rating`).
    static func setUpCulling(_ state: inout BrowserState, library: PhotoLibrary, dependencies: BrowserDependencies) {
        state.culling.ratings = library.ratings()
        state.culling.writesXMP = dependencies.writesXMP
        if dependencies.minimumRating > 0 {
            state.filters.rating = RatingFilter(minimumStars: dependencies.minimumRating, rejects: .hidden)
        }
    }

    /// The photos a culling key acts on: every marked one in the list and the grid when there
    /// are marks, else the one selected (or on show full-screen).
    private var cullingTargets: [Photo] {
        let current = state.mode.isShowingDetail ? (state.detail?.photo ?? state.list.selectedPhoto) : state.list.selectedPhoto
        return BatchPlan.targets(marks: state.culling.marks, current: current, usesMarks: usesMarks)
    }

    /// Marks are acted on from the list and the grid; full-screen, a key acts on the photo shown.
    var usesMarks: Bool { BrowserReducer.usesMarks(state) }

    /// `1`–`5`, or `0` clearing: the same number again clears it.
    func rate(_ stars: Int) {
        let targets = cullingTargets
        guard !targets.isEmpty else { return showNotice("Select a photo to rate", isTransient: true) }
        let changes = BatchPlan.rating(stars, of: targets, current: state.culling.rating(of:))
        keepRatings(changes) { [state] in BatchPlan.notice(for: changes, kept: $0, plain: state.isPlain) }
    }

    /// `x`: rejects the photos, or takes the reject back when all of them were rejected.
    func toggleReject() {
        let targets = cullingTargets
        guard !targets.isEmpty else { return showNotice("Select a photo to reject", isTransient: true) }
        let changes = BatchPlan.reject(targets, current: state.culling.rating(of:))
        let rejecting = changes.first?.rating.isRejected ?? true
        keepRatings(changes) { BatchPlan.notice(for: changes, rejecting: rejecting, kept: $0) }
    }

    /// Shows `changes` at once and keeps them in the library (and, when asked, in folder photos'
    /// XMP sidecars). `notice` is given how the library keeps them ("" or " (not saved)").
    private func keepRatings(_ changes: [BatchPlan.Change], notice: (String) -> String) {
        state.culling.apply(changes)
        let keys = Set(changes.map { LibraryRecord.key(of: $0.photo) })
        switch library.persistence {
        case .saved, .inMemory:
            state.culling.unsaved.subtract(keys)
            showNotice(notice(""), isTransient: true)
        case .readOnly:
            state.culling.unsaved.formUnion(keys)
            showNotice(notice(" (not saved)") + " — your library is read-only (\(library.url?.path ?? "")): the rating lasts until you quit",
                       isTransient: false)
        case .notSaved:
            state.culling.unsaved.formUnion(keys)
            showNotice(notice(" (not saved)") + " — " + (library.problem ?? "your library could not be opened"), isTransient: false)
        }
        run(BrowserReducer.write(.setRatings(photos: changes.map(\.photo), ratings: changes.map(\.rating)), context))
        if state.culling.writesXMP { writeSidecars(changes) }
        if state.filters.rating.isActive { refilter() }
    }

    /// Writes each folder photo's rating to its XMP sidecar, off the loop, after the library's write.
    private func writeSidecars(_ changes: [BatchPlan.Change]) {
        let files = changes.compactMap { change in change.photo.file.map { (URL(fileURLWithPath: $0.path), change.rating) } }
        guard !files.isEmpty else { return }
        let scheduler = self.scheduler
        let report = ReportBack { [weak self] message in self?.showNotice(message, isTransient: false) }
        libraryWriter.write({ _ in
            var failures: [String] = []
            for (file, rating) in files {
                do { try RatingSidecar.write(rating, for: file) } catch { failures.append("\(error)") }
            }
            guard let first = failures.first else { return }
            let more = failures.count > 1 ? " (and \(failures.count - 1) more)" : ""
            let message = "Rating kept in your library; \(first)\(more)"
            _ = scheduler.schedule { report.call(message) }
        }, failed: { _ in })
    }

    /// `Tab`: marks the selected photo or unmarks it, then moves on (down a row, right a tile).
    func toggleMark() {
        guard let photo = state.list.selectedPhoto else { return }
        state.culling.marks.toggle(photo)
        run(BrowserReducer.carryOut(ListNavigation.move(state.showsGrid ? .right : .down, in: &state, now: scheduler.now), in: &state, context))
    }

    /// `U`: unmarks every photo.
    func clearMarks() {
        let count = state.culling.marks.count
        guard count > 0 else { return showNotice("No photo is marked (Tab marks one)", isTransient: true) }
        state.culling.marks.removeAll()
        showNotice("\(Formatting.count(count, "mark")) cleared", isTransient: true)
    }

    /// `d` with marks: downloads every marked photo from a remote source, one after another (the
    /// on-save hook runs once per file); a folder photo is already a file, and is said to be.
    func downloadMarked() {
        let (remote, files) = BatchPlan.downloads(state.culling.marks.photos)
        let already = files == 1 ? "1 is already a file on this computer" : "\(files) are already files on this computer"
        guard !remote.isEmpty else {
            return showNotice(files == 1 ? "The marked photo is already a file on this computer"
                              : "The \(files) marked photos are already files on this computer", isTransient: true)
        }
        // Each file's progress and the end are told for the whole batch (``downloadNotice(for:)``).
        state.culling.downloads = DownloadBatch(photoIDs: remote.map(\.id), alreadyFiles: files)
        showNotice("Downloading \(Formatting.count(remote.count, "photo"))" + (files > 0 ? "; \(already)" : "") + "…", isTransient: false)
        run(remote.map(BrowserEffect.download))
    }

    /// `y` with marks: every marked photo's path or page, one per line.
    func copyMarked() {
        let clip = BatchPlan.clipboard(state.culling.marks.photos)
        let skipped = clip.skipped > 0 ? " (\(clip.skipped) offline \(clip.skipped == 1 ? "photo has" : "photos have") no page on the web)" : ""
        guard clip.lines > 0 else { return showNotice("Nothing to copy\(skipped)", isTransient: true) }
        let what = state.isLocalSource ? Formatting.count(clip.lines, "path") : Formatting.count(clip.lines, "link")
        showNotice(copyNotice(clip.text, what: what.prefix(1).uppercased() + what.dropFirst()) + skipped, isTransient: true)
    }

    /// The list again after a rating or the filter changed: a photo the filter no longer keeps
    /// leaves it (the selection moves to the next), one it keeps now comes back.
    func refilter() {
        let ratings = state.culling
        let rows = state.filters.rating.filter(ratings.sourceRows, rating: ratings.rating(of:))
        guard rows != state.list.rows else { return }
        state.list.apply(RowsUpdate(rows: rows, change: .replaced(0..<rows.count)), viewportRows: state.viewportRows)
        selectionChanged()
    }

    /// The filters overlay changed the rating filter: the list follows, and says that it is the
    /// photos loaded that are filtered (no source filters by the person's own ratings).
    func ratingFilterChanged(from old: RatingFilter) {
        let filter = state.filters.rating
        guard filter != old else { return }
        refilter()
        guard let summary = filter.summary else { return showNotice("Rating filter off: every photo shows", isTransient: true) }
        let loaded = state.culling.sourceRows.filter { if case .photo = $0 { return true } else { return false } }.count
        let shown = state.list.photos.count
        showNotice("\(summary): \(shown) of the \(Formatting.count(loaded, "photo")) loaded (applied here: no source filters by your ratings)",
                   isTransient: true)
    }
}
