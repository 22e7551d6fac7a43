import EventStream

extension Reactive where Base: Control {
    /// A binder that applies a value to the control on its scheduler and marks it dirty. It holds
    /// the control weakly, so a binding never keeps a screen alive.
    func binder<Value>(_ apply: @escaping (Base, Value) -> Void) -> Binder<Value> {
        Binder(base, scheduler: base.scheduler) { control, value in
            apply(control, value)
            control.setNeedsRender()
        }
    }
}
