import PhotoCore
import Terminal

/// The Duplicates screen (`D` on a folder): the groups are found off the event loop
/// (``BrowserEffect/findDuplicates(request:)``), reviewed one at a time (``DuplicateReview``), and
/// the members a person marks go to the freedesktop Trash after a y/n question; `u` puts the last
/// batch back. Full-screen, a member zooms and pans with the full-screen photo's keys. Nothing is
/// ever deleted.
extension BrowserReducer {
    /// `D`, `u`, the keys of the Duplicates screen, and the zoom keys and `n` `p` on it.
    static func duplicates(_ command: BrowserCommand, in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        switch command {
        case .openDuplicates: return openDuplicates(in: &state, context)
        case .restoreTrash: return restoreLastTrashing(in: &state, context)
        case .duplicates(let command): return panMember(command, in: &state, context) ?? review(command, in: &state, context)
        // n and p flip through the group at the zoom kept, as they go through the photos full-screen.
        case .nextPhoto: return review(.nextMember, in: &state, context)
        case .previousPhoto: return review(.previousMember, in: &state, context)
        case .zoom(let zoom): return zoomMember(zoom, in: &state, context)
        default: return []
        }
    }

    private static func openDuplicates(in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        guard context.offersDuplicates else {
            return notice("Duplicates are found in a folder: open one (photo-tui PATH), then press D", isTransient: true, in: &state)
        }
        state.mode.overlay = nil
        var review = DuplicateReview()
        review.request = state.duplicates?.request ?? 0
        state.duplicates = review
        state.mode.isReviewingDuplicates = true
        return find(in: &state)
    }

    /// Finds the groups again (after a restore, the files are back): the screen stays near where it was.
    private static func find(in state: inout BrowserState) -> [BrowserEffect] {
        guard var review = state.duplicates else { return [] }
        review.request += 1
        review.phase = .finding
        state.duplicates = review
        return [.findDuplicates(request: review.request)]
    }

    /// The finding's answer; one for an older finding (or a closed screen) is dropped.
    static func duplicatesFound(_ groups: [DuplicateGroup], request: Int, in state: inout BrowserState) -> [BrowserEffect] {
        if state.duplicates?.request == request { state.duplicates?.found(groups) }
        return []
    }

    /// The finding failed: the screen says why (Esc still goes back).
    static func duplicatesNotFound(_ message: String, request: Int, in state: inout BrowserState) -> [BrowserEffect] {
        if state.duplicates?.request == request { state.duplicates?.phase = .failed("Duplicates could not be found: \(message)") }
        return []
    }

    // swiftlint:disable:next cyclomatic_complexity
    private static func review(_ command: DuplicateCommand, in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        guard var review = state.duplicates else { return [] }
        // The question takes the next key: y moves the files, any other leaves them.
        if review.question != nil {
            let paths = review.answer(command == .confirm)
            state.duplicates = review
            guard let paths else { return notice("Nothing moved", isTransient: true, in: &state) }
            return trash(paths, in: &state, context)
        }
        var notice: String?
        var effects: [BrowserEffect] = []
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
            case .success: break
            case .failure(let refusal): notice = refusal.text
            }
        case .toggleFullScreen:
            if review.isFullScreen {
                review.leaveFullScreen()
            } else if review.member != nil && !state.isPlain {
                review.isFullScreen = true
            }
        case .open:
            if let member = review.member {
                effects = [.openFile(path: member.path, name: Sanitizer.sanitize(FileNameBytes.display(member.name)))]
            }
        case .confirm, .cancel: break
        case .close where review.isFullScreen:
            // Esc leaves the full-screen member first, back to its group side by side.
            review.leaveFullScreen()
        case .close:
            // A finding still going is stopped, not just hidden: its files are no longer read.
            state.mode.isReviewingDuplicates = false
            state.duplicates = nil
            // A question left on the status line goes with the screen.
            if state.notice?.text.hasSuffix("? y/n") == true { state.notice = nil }
            return [.stopFindingDuplicates]
        }
        state.duplicates = review
        guard let notice else { return effects }
        return effects + self.notice(notice, isTransient: true, in: &state)
    }

    /// `h j k l` (and the arrows) on a zoomed member larger than the screen pan it, as they pan
    /// the full-screen photo; nil where they move through the groups and members.
    private static func panMember(_ command: DuplicateCommand, in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect]? {
        guard var review = state.duplicates, review.question == nil, review.isFullScreen, let photo = review.member?.photo else { return nil }
        let direction: PanDirection
        switch command {
        case .previousMember: direction = .left
        case .nextGroup: direction = .down
        case .previousGroup: direction = .up
        case .nextMember: direction = .right
        default: return nil
        }
        let frame = FullScreenNavigation.frame(of: photo, area: DuplicateReview.fullScreenArea(size: state.size), cellPixels: context.cellPixels)
        guard FullScreenNavigation.pans(photo, review.zoom, in: frame) else { return nil }
        review.zoom.pan(direction, in: frame)
        state.duplicates = review
        return []
    }

    /// `+` `-` `0` `F` `=` on the full-screen member: the full-screen photo's zoom, kept from
    /// member to member; side by side they do nothing, and they answer no to the question.
    private static func zoomMember(_ zoom: ZoomCommand, in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        guard var review = state.duplicates else { return [] }
        if review.question != nil { return self.review(.cancel, in: &state, context) }
        guard review.isFullScreen, let photo = review.member?.photo else { return [] }
        let frame = FullScreenNavigation.frame(of: photo, area: DuplicateReview.fullScreenArea(size: state.size), cellPixels: context.cellPixels)
        let refusal = FullScreenNavigation.zoom(&review.zoom, zoom, photo: photo, in: frame)
        state.duplicates = review
        return refusal.map { notice($0, isTransient: true, in: &state) } ?? []
    }

    /// Moves `paths` to the Trash; the groups lose what went, and `u` can put it back.
    private static func trash(_ paths: [String], in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        guard context.offersDuplicates else { return [] }
        // Each file once: one can be in an exact group and a similar one.
        var sizes: [String: Int] = [:]
        for file in state.duplicates?.groups.flatMap(\.files) ?? [] where paths.contains(file.path) { sizes[file.path] = file.byteCount }
        state.duplicates?.isBusy = true
        let said = notice("Moving \(paths.count == 1 ? "1 file" : "\(paths.count) files") to the Trash…", isTransient: false, in: &state)
        return said + [.moveToTrash(paths: paths, sizes: sizes)]
    }

    /// What went to the Trash: the groups lose it, `u` can put it back.
    static func movedToTrash(_ batch: TrashBatch, sizes: [String: Int], in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        state.duplicates?.isBusy = false
        state.duplicates?.removed(Set(batch.items.map(\.originalPath)))
        if !batch.items.isEmpty { state.trashed.append(batch) }
        let moved = batch.items.reduce(0) { $0 + (sizes[$1.originalPath] ?? 0) }
        let undo = context.keys.key(for: .restoreTrash, in: .duplicates) ?? "u"
        return notice(TrashNotice.moved(batch, bytes: moved, undoKey: undo), isTransient: false, in: &state)
    }

    /// Nothing could be moved.
    static func trashFailed(_ message: String, in state: inout BrowserState) -> [BrowserEffect] {
        state.duplicates?.isBusy = false
        return notice("Nothing moved: \(message)", isTransient: false, in: &state)
    }

    /// `u`: puts the last batch moved to the Trash back where it was, then finds the groups again.
    private static func restoreLastTrashing(in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        guard let batch = state.trashed.last else {
            return notice("Nothing to restore: no file went to the Trash in this session", isTransient: true, in: &state)
        }
        guard context.offersDuplicates else { return [] }
        guard state.duplicates?.isBusy != true else { return notice("Still moving files: a moment", isTransient: true, in: &state) }
        state.trashed.removeLast()
        state.duplicates?.isBusy = true
        return [.restoreFromTrash(batch)]
    }

    /// The files are back (those whose place was free): said, and the groups found again.
    static func restoredFromTrash(_ batch: TrashBatch, staying: [String], in state: inout BrowserState) -> [BrowserEffect] {
        state.duplicates?.isBusy = false
        let said = notice(TrashNotice.restored(batch, staying: staying), isTransient: staying.isEmpty, in: &state)
        return said + find(in: &state)
    }

    /// Nothing came back: `u` may try again.
    static func restoreFailed(_ batch: TrashBatch, message: String, in state: inout BrowserState) -> [BrowserEffect] {
        state.duplicates?.isBusy = false
        state.trashed.append(batch)
        return notice("Nothing restored: \(message)", isTransient: false, in: &state)
    }
}
