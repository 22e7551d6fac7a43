import EventStream
import EventStreamTesting
import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// The browser's reducer alone, in virtual time, in the spirit of The Composable Architecture's
/// test store: `send` an action and state the whole change it makes and every effect it asks
/// for; the timers it starts run on a `TestScheduler`, and the actions they produce must be
/// taken with `receive`, in order. Anything unasserted fails the test: a state field changed and
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
    /// The rows each list's view model holds: a screen's by id, the search's under nil.
    var feedRows: [Int?: [PhotoListRow]] = [:]
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
    /// Actions the timers produced, not yet received.
    private var received: [BrowserAction] = []
    private let noticeTimer = SerialDisposable()
    private let spinner = SerialDisposable()

    init(state: BrowserState = BrowserState()) {
        self.state = state
    }

    deinit {
        noticeTimer.dispose()
        spinner.dispose()
    }

    /// What the reducer may read now.
    var context: BrowserContext {
        let rows = feedRows
        return BrowserContext(now: scheduler.now, persistence: persistence, libraryPath: libraryPath,
                              feedRows: { rows[$0] ?? [] }, switchableSources: switchableSources)
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
        guard let effects = BrowserReducer.reduce(into: &state, action, context) else {
            Issue.record("\(action) is not reduced by BrowserReducer", sourceLocation: sourceLocation)
            return
        }
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
        default: break
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
