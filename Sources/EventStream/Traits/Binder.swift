/// A write-only observer for UI: holds its target weakly and applies each element on the main
/// scheduler (or the one given). Errors are a programming error (reported in debug builds).
///
/// ```swift
/// var title: Binder<String> { Binder(self) { view, title in view.title = title; view.setNeedsDisplay() } }
/// ```
public struct Binder<Value>: ObserverType {
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// A binder that calls `binding(target, value)` on `scheduler` while `target` is alive.
    public init<Target: AnyObject>(_ target: Target, scheduler: Scheduler = MainScheduler.instance, binding: @escaping (Target, Value) -> Void) {
        weak let weakTarget = target
        self.binding = { event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target = weakTarget { binding(target, element) }
                    return Disposables.create()
                }
            case .error(let error): bindingError(error)
            case .completed: break
            }
        }
    }

    /// Applies `event`.
    public func on(_ event: Event<Value>) { binding(event) }

    /// This binder behind a type-erasing wrapper.
    public func asObserver() -> AnyObserver<Value> { AnyObserver(eventHandler: on) }
}
