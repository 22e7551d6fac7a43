/// Collects subscriptions and disposes them all when it is deallocated.
///
/// ```swift
/// final class ViewController { let bag = DisposeBag() }
/// viewModel.title.drive(label.rx.text).disposed(by: bag)
/// ```
/// To cancel everything early, replace the bag: `bag = DisposeBag()`.
public final class DisposeBag: @unchecked Sendable {
    private let lock = Lock()
    private var disposables: [Disposable] = []
    private var disposed = false

    /// An empty bag.
    public init() {}

    /// A bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        self.disposables = disposables
    }

    /// Adds `disposable`; disposes it at once if the bag is already disposing.
    public func insert(_ disposable: Disposable) {
        lock.lock()
        if disposed {
            lock.unlock()
            disposable.dispose()
            return
        }
        disposables.append(disposable)
        lock.unlock()
    }

    /// Adds all of them.
    public func insert(_ disposables: Disposable...) {
        for disposable in disposables { insert(disposable) }
    }

    deinit {
        lock.lock()
        disposed = true
        let disposables = self.disposables
        self.disposables = []
        lock.unlock()
        for disposable in disposables { disposable.dispose() }
    }
}
