/// Carries an action back from work on another thread; only ever called on the event loop (the
/// scheduler the work is posted to).
final class ActionBack: @unchecked Sendable {
    private let deliver: (BrowserAction) -> Void

    init(_ deliver: @escaping (BrowserAction) -> Void) {
        self.deliver = deliver
    }

    func call(_ action: BrowserAction) { deliver(action) }
}
