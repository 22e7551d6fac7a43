import EventStream

/// A piece of the screen that holds state between frames (Terminal widgets hold none) and asks
/// for a frame when that state changes. Binders from view-model outputs land here.
class Control: ReactiveCompatible {
    /// Where binders apply values: the main scheduler in the app, a test scheduler in tests.
    let scheduler: Scheduler
    /// Asks the host for a frame (the app passes `Application.setNeedsRender`).
    private let requestRender: () -> Void

    init(scheduler: Scheduler = MainScheduler.instance, requestRender: @escaping () -> Void = {}) {
        self.scheduler = scheduler
        self.requestRender = requestRender
    }

    /// Marks the screen dirty; the loop renders once this turn however many controls call it.
    func setNeedsRender() { requestRender() }
}
