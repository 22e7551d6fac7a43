/// The `rx` namespace of this project's bindings, as in RxCocoa: `searchBar.rx.text`,
/// `list.rx.items`. Extensions on `Reactive where Base: SomeControl` add the streams and binders.
struct Reactive<Base> {
    /// The wrapped control.
    let base: Base

    init(_ base: Base) { self.base = base }
}

/// A type with an `rx` namespace.
protocol ReactiveCompatible: AnyObject {}

extension ReactiveCompatible {
    /// Reactive streams and binders over this object.
    var rx: Reactive<Self> { Reactive(self) }
}
