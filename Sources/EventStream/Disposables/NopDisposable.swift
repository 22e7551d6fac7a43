/// A disposable with nothing to release.
final class NopDisposable: Disposable, @unchecked Sendable {
    static let instance: Disposable = NopDisposable()

    private init() {}

    func dispose() {}
}
