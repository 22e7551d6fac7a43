import EventStream
import EventStreamTesting
import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// The browser's reducer alone, in virtual time, in the spirit of The Composable Architecture's
/// test store: `send` an action and state the whole change it makes and every effect it asks
/// for; the timers it starts run on a `TestScheduler`, and the actions they produce must be
/// taken with `receive`, in order; so must the answers of the world the store stands in for
/// (the clipboard, the opener, the Duplicates screen's finding and Trash). Anything unasserted fails the test: a state field changed and
/// not stated, an effect not listed, an action received and not taken (checked by `finish`).
///
/// ```swift
/// let store = BrowserTestStore()
/// store.send(.notify("Link copied", isTransient: true), effects: [.startNoticeTimer(serial: 1)]) {
///     $0.noticeSerial = 1
///     $0.notice = Notice(text: "Link copied", isTransient: true, serial: 1)
/// }
/// store.advance(by: 4_000)
/// store.receive(.noticeExpired(serial: 1)) { $0.notice = nil }
/// store.finish()
/// ```
final class BrowserTestStore {
    let scheduler = TestScheduler(initialClock: 0)
    private(set) var state: BrowserState
    /// How the library keeps writes (what the reducer reads).
    var persistence: LibraryPersistence = .inMemory
    var libraryPath = "/home/ada/.local/share/photo-tui/library.sqlite"
    /// The sources the filters overlay offers; nil: switching is not offered.
    var switchableSources: [SourceOption]?
    /// The world's answers to the effects that ask it something, sent back as actions to receive:
    /// the library's past searches (most recent first), the clipboard's outcome, the opener's
    /// refusal (nil: it opens), the files still there, where a timeline jump lands.
    var searchHistory: [String] = []
    var clipboard = Clipboard.Outcome(copied: true, detail: "through tmux")
    var openerRefusal: String?
    var existingFiles: Set<String> = []
    var jumpTarget: Int?
    /// One cell's pixels (the zoom's frame) and whether the source finds duplicates.
    var cellPixels = Size(width: 10, height: 20)
    var offersDuplicates = false
    /// The Duplicates screen's world, answering `duplicatesLatency` virtual milliseconds after it
    /// is asked: the groups found (or why not), a move to the Trash, a restore (the files that stay).
    var duplicateGroups: Result<[DuplicateGroup], DuplicateFailure> = .success([])
    var moveToTrash: ([String]) -> Result<TrashBatch, DuplicateFailure> = { _ in .success(TrashBatch()) }
    var restoreFromTrash: (TrashBatch) -> Result<[String], DuplicateFailure> = { _ in .success([]) }
    let duplicatesLatency = 30
    /// Why the Duplicates screen's world could not answer.
    struct DuplicateFailure: Error, CustomStringConvertible { var description: String }
    /// Actions the timers produced, not yet received.
    private var received: [BrowserAction] = []
    private let noticeTimer = SerialDisposable()
    private let spinner = SerialDisposable()
    private let finding = SerialDisposable()

    init(state: BrowserState = BrowserState()) {
        self.state = state
    }

    deinit {
        noticeTimer.dispose()
        spinner.dispose()
        finding.dispose()
    }

    /// What the reducer may read now.
    var context: BrowserContext {
        BrowserContext(now: scheduler.now, persistence: persistence, libraryPath: libraryPath,
                       switchableSources: switchableSources, cellPixels: cellPixels, offersDuplicates: offersDuplicates)
    }

    /// Sends `action`; the state must then be `update` applied to the state before, whole, and
    /// the effects exactly `effects`. Actions received from timers must all be taken first.
    func send(_ action: BrowserAction, effects: [BrowserEffect] = [], sourceLocation: SourceLocation = #_sourceLocation,
              _ update: (inout BrowserState) -> Void = { _ in }) {
        if !received.isEmpty {
            Issue.record("must receive \(received) before sending \(action)", sourceLocation: sourceLocation)
        }
        reduce(action, effects: effects, sourceLocation: sourceLocation, update)
    }

    /// Takes the next action a timer or the world produced: it must be `action`, and change the state and ask
    /// for effects as stated.
    func receive(_ action: BrowserAction, effects: [BrowserEffect] = [], sourceLocation: SourceLocation = #_sourceLocation,
                 _ update: (inout BrowserState) -> Void = { _ in }) {
        guard !received.isEmpty else {
            Issue.record("expected to receive \(action), but nothing came", sourceLocation: sourceLocation)
            return
        }
        let next = received.removeFirst()
        #expect(next == action, "received a different action", sourceLocation: sourceLocation)
        reduce(next, effects: effects, sourceLocation: sourceLocation, update)
    }

    /// Lets `milliseconds` of virtual time pass (the timers fire).
    func advance(by milliseconds: Int) {
        scheduler.advanceTo(scheduler.clock + milliseconds)
    }

    /// Fails if an action came from a timer and was not received.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(received.isEmpty, "actions received but not asserted: \(received)", sourceLocation: sourceLocation)
    }

    /// Fails unless nothing more comes while `milliseconds` pass.
    func expectNothingFor(_ milliseconds: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        advance(by: milliseconds)
        finish(sourceLocation: sourceLocation)
    }

    private func reduce(_ action: BrowserAction, effects expected: [BrowserEffect], sourceLocation: SourceLocation,
                        _ update: (inout BrowserState) -> Void) {
        var wanted = state
        update(&wanted)
        let effects = BrowserReducer.reduce(into: &state, action, context)
        if state != wanted {
            Issue.record("the state is not as stated:\n\(Self.difference(wanted, state))", sourceLocation: sourceLocation)
            state = wanted  // the next step starts from what the test said, so one slip is reported once
        }
        #expect(effects == expected, "the effects are not as stated", sourceLocation: sourceLocation)
        for effect in effects { run(effect) }
    }

    /// The effects that are timers run here, in virtual time, and those that ask the world a
    /// question are answered from the store's stand-ins; the others are values to assert.
    private func run(_ effect: BrowserEffect) {
        switch effect {
        case .loadSearchHistory(let text):
            received.append(.searchHistoryLoaded(text.map { text in searchHistory.filter { $0.contains(text) } } ?? searchHistory))
        case .copy(_, let what, let note): received.append(.copied(clipboard, what: what, note: note))
        case .open(_, let name): received.append(.opened(openerRefusal.map(OpenAnswer.refused) ?? .opening(name: name)))
        case .openFile(let path, let name):
            let answer: OpenAnswer = !existingFiles.contains(path) ? .fileGone(name: name) : openerRefusal.map(OpenAnswer.refused) ?? .opening(name: name)
            received.append(.opened(answer))
        case .askJumpTarget(let query, _, let jump): received.append(.jumpTargetFound(jumpTarget, jump: jump, order: query.orderBy))
        case .startNoticeTimer(let serial):
            noticeTimer.disposable = scheduler.scheduleRelative((), dueTime: BrowserModel.noticeLifetime) { [weak self] _ in
                self?.received.append(.noticeExpired(serial: serial))
                return Disposables.create()
            }
        case .cancelNoticeTimer: noticeTimer.disposable = Disposables.create()
        case .startSpinner:
            spinner.disposable = Observable<Int>.interval(BrowserModel.spinnerInterval, scheduler: scheduler)
                .subscribe(onNext: { [weak self] _ in self?.received.append(.spinnerTicked) })
        case .stopSpinner: spinner.disposable = Disposables.create()
        case .findDuplicates(let request):
            finding.disposable = later { [duplicateGroups] in
                switch duplicateGroups {
                case .success(let groups): return .duplicatesFound(request: request, groups)
                case .failure(let failure): return .duplicatesNotFound(request: request, message: failure.description)
                }
            }
        case .stopFindingDuplicates: finding.disposable = Disposables.create()
        case .moveToTrash(let paths, let sizes):
            _ = later { [moveToTrash] in
                switch moveToTrash(paths) {
                case .success(let batch): return .movedToTrash(batch, sizes: sizes)
                case .failure(let failure): return .trashFailed(message: failure.description)
                }
            }
        case .restoreFromTrash(let batch):
            _ = later { [restoreFromTrash] in
                switch restoreFromTrash(batch) {
                case .success(let staying): return .restoredFromTrash(batch, staying: staying)
                case .failure(let failure): return .restoreFailed(batch, message: failure.description)
                }
            }
        default: break
        }
    }

    /// The world's answer, made and received once ``duplicatesLatency`` virtual milliseconds pass
    /// (as a worker's would be; disposing the result first drops it).
    private func later(_ answer: @escaping () -> BrowserAction) -> Disposable {
        scheduler.scheduleRelative((), dueTime: .milliseconds(duplicatesLatency)) { [weak self] _ in
            self?.received.append(answer())
            return Disposables.create()
        }
    }

    /// The top-level fields (and the session's) that differ, expected against actual.
    private static func difference(_ expected: BrowserState, _ actual: BrowserState) -> String {
        func fields(_ value: Any, prefix: String) -> [(String, String)] {
            Mirror(reflecting: value).children.flatMap { child -> [(String, String)] in
                let label = prefix + (child.label ?? "?")
                return label == "session" ? fields(child.value, prefix: "session.") : [(label, String(describing: child.value))]
            }
        }
        return zip(fields(expected, prefix: ""), fields(actual, prefix: ""))
            .filter { $0.0.1 != $0.1.1 }
            .map { "  \($0.0.0): expected \($0.0.1)\n  \(String(repeating: " ", count: $0.0.0.count)): actual   \($0.1.1)" }
            .joined(separator: "\n")
    }
}
