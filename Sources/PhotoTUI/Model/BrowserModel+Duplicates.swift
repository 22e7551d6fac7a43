import EventStream
import Foundation
import PhotoCore
import Terminal

/// The Duplicates screen (`D` on a folder): the groups are found off the event loop, reviewed
/// one at a time (``DuplicateReview``), and the members a person marks go to the freedesktop
/// Trash after a y/n question; `u` puts the last batch back. Nothing is ever deleted.
extension BrowserModel {
    /// `D`, `u` and the keys of the Duplicates screen.
    func performDuplicates(_ command: BrowserCommand) {
        switch command {
        case .openDuplicates: openDuplicates()
        case .restoreTrash: restoreLastTrashing()
        case .duplicates(let command): review(command)
        default: return
        }
    }

    /// The screen's thumbnails: the members on show, at the size the view draws them; full-screen,
    /// the member fitted and its neighbours in the group (what `h` and `l` show next).
    func duplicatesFrameDidRender(size: Size) {
        guard let review = state.duplicates, let group = review.group else { return }
        if review.isFullScreen, let member = review.member, !state.isPlain {
            let files = group.files, index = review.memberIndex
            let neighbours = [index + 1, index - 1].filter { files.indices.contains($0) }.map { files[$0].photo }
            return loadFullScreenImages(fullScreenWanted(member.photo, neighbours: neighbours, zoom: ZoomState(),
                                                         area: DuplicateReview.fullScreenArea(size: size)))
        }
        let area = DuplicateReviewView.area(in: BrowserLayout(size: size, sidePane: !state.isPlain))
        let visible = DuplicateReviewView.visibleMembers(selected: review.memberIndex, count: group.files.count, in: area)
        loadThumbnails(visible.map { group.files[$0].photo },
                       size: DuplicateReviewView.thumbnailSize(in: area, count: group.files.count))
    }

    private func openDuplicates() {
        guard let reviewer = duplicateReviewer(service) else {
            return showNotice("Duplicates are found in a folder: open one (photo-tui PATH), then press D", isTransient: true)
        }
        state.mode.overlay = nil
        var review = DuplicateReview()
        review.request = state.duplicates?.request ?? 0
        state.duplicates = review
        state.mode.isReviewingDuplicates = true
        find(with: reviewer)
    }

    /// Finds the groups again (after a restore, the files are back): the screen stays near where it was.
    private func find(with reviewer: DuplicateReviewing) {
        guard var review = state.duplicates else { return }
        review.request += 1
        review.phase = .finding
        state.duplicates = review
        let request = review.request
        duplicatesSearch.disposable = reviewer.duplicates().observe(on: scheduler).subscribe(onSuccess: { [weak self] groups in
            guard let self, self.state.duplicates?.request == request else { return }
            self.state.duplicates?.found(groups)
            self.requestRender()
        }, onFailure: { [weak self] error in
            guard let self, self.state.duplicates?.request == request else { return }
            self.state.duplicates?.phase = .failed("Duplicates could not be found: \(error)")
            self.requestRender()
        })
    }

    private func review(_ command: DuplicateCommand) {
        guard var review = state.duplicates else { return }
        // The question takes the next key: y moves the files, any other leaves them.
        if review.question != nil {
            let paths = review.answer(command == .confirm)
            state.duplicates = review
            guard let paths else { return showNotice("Nothing moved", isTransient: true) }
            return trash(paths)
        }
        var notice: String?
        switch command {
        case .nextGroup: review.moveGroup(by: 1)
        case .previousGroup: review.moveGroup(by: -1)
        case .nextMember: review.moveMember(by: 1)
        case .previousMember: review.moveMember(by: -1)
        case .toggleDiscard: notice = review.toggleDiscard()
        case .discardAllButKeeper: review.discardAllButKeeper()
        case .clearDiscards: review.clearDiscards()
        case .askToTrash where review.isBusy: notice = "Still moving files: a moment"
        case .askToTrash:
            switch review.askToTrash() {
            // The screen asks it on its own line (`review.question`): not the status line too.
            case .success: state.duplicates = review; return
            case .failure(let refusal): notice = refusal.text
            }
        case .toggleFullScreen:
            if review.member == nil || state.isPlain { break }
            review.isFullScreen.toggle()
        case .open: openMember(review.member)
        case .confirm, .cancel: break
        case .close where review.isFullScreen:
            // Esc leaves the full-screen member first, back to its group side by side.
            review.isFullScreen = false
        case .close:
            // A finding still going is stopped, not just hidden: its files are no longer read.
            duplicatesSearch.disposable = Disposables.create()
            state.mode.isReviewingDuplicates = false
            state.duplicates = nil
            return clearNoticeIfQuestion()
        }
        state.duplicates = review
        if let notice { showNotice(notice, isTransient: true) }
    }

    /// `o`: the member's file in the desktop's viewer, through the effect runner, which answers
    /// with the notice (opening, refused, or removed).
    private func openMember(_ member: LocalPhotoFile?) {
        guard let member else { return }
        run([.openFile(path: member.path, name: Sanitizer.sanitize(FileNameBytes.display(member.name)))])
    }

    /// A question left on the status line goes with the screen.
    private func clearNoticeIfQuestion() {
        guard let text = state.notice?.text, text.hasSuffix("? y/n") else { return }
        state.notice = nil
    }

    /// Moves `paths` to the Trash; the groups lose what went, and `u` can put it back.
    private func trash(_ paths: [String]) {
        guard let reviewer = duplicateReviewer(service) else { return }
        // Each file once: one can be in an exact group and a similar one.
        var sizes: [String: Int] = [:]
        for file in state.duplicates?.groups.flatMap(\.files) ?? [] where paths.contains(file.path) { sizes[file.path] = file.byteCount }
        state.duplicates?.isBusy = true
        showNotice("Moving \(paths.count == 1 ? "1 file" : "\(paths.count) files") to the Trash…", isTransient: false)
        let undo = keyTable.key(for: .restoreTrash, in: .duplicates) ?? "u"
        _ = reviewer.moveToTrash(paths).observe(on: scheduler).subscribe(onSuccess: { [weak self] batch in
            guard let self else { return }
            self.state.duplicates?.isBusy = false
            self.state.duplicates?.removed(Set(batch.items.map(\.originalPath)))
            if !batch.items.isEmpty { self.state.trashed.append(batch) }
            let moved = batch.items.reduce(0) { $0 + (sizes[$1.originalPath] ?? 0) }
            self.showNotice(TrashNotice.moved(batch, bytes: moved, undoKey: undo), isTransient: false)
        }, onFailure: { [weak self] error in
            self?.state.duplicates?.isBusy = false
            self?.showNotice("Nothing moved: \(error)", isTransient: false)
        })
    }

    /// `u`: puts the last batch moved to the Trash back where it was, then finds the groups again.
    private func restoreLastTrashing() {
        guard let batch = state.trashed.last else {
            return showNotice("Nothing to restore: no file went to the Trash in this session", isTransient: true)
        }
        guard let reviewer = duplicateReviewer(service) else { return }
        guard state.duplicates?.isBusy != true else { return showNotice("Still moving files: a moment", isTransient: true) }
        state.trashed.removeLast()
        state.duplicates?.isBusy = true
        _ = reviewer.restore(batch).observe(on: scheduler).subscribe(onSuccess: { [weak self] staying in
            guard let self else { return }
            self.state.duplicates?.isBusy = false
            self.showNotice(TrashNotice.restored(batch, staying: staying), isTransient: staying.isEmpty)
            if self.state.duplicates != nil { self.find(with: reviewer) }
            self.requestRender()
        }, onFailure: { [weak self] error in
            self?.state.duplicates?.isBusy = false
            self?.state.trashed.append(batch)
            self?.showNotice("Nothing restored: \(error)", isTransient: false)
        })
    }
}
