/// Carries a callback into work scheduled from another thread; it is only ever called on the
/// event loop (the scheduler the work is posted to), never where it was handed over.
final class ReportBack: @unchecked Sendable {
    private let action: (String) -> Void

    init(_ action: @escaping (String) -> Void) {
        self.action = action
    }

    func call(_ message: String) { action(message) }
}
