/// A disposable with nothing to release.
struct NopDisposable: Disposable {
    static let instance: Disposable = NopDisposable()

    func dispose() {}
}
