/// The end of a chain whose last step is a `map`, subscribed with closures: runs the transform
/// itself and hands the result to the handlers, one object instead of a map sink and a
/// ``ClosureSubscriber``. Its class is named where `map` was called.
@usableFromInline
final class MapClosureSubscriber<Source, Result>: SubscriberNode<Source, Result>, @unchecked Sendable {
    private let transform: (Source) throws -> Result

    required init(
        transform: @escaping (Source) throws -> Result, onNext: ((Result) -> Void)?, onError: ((Swift.Error) -> Void)?,
        onCompleted: (() -> Void)?, onDisposed: (() -> Void)?
    ) {
        self.transform = transform
        super.init(onNext: onNext, onError: onError, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    override func onNext(_ element: Source) {
        // As the map sink it replaces: no transform after a terminal event, and a thrown error
        // ends the subscription with that error.
        if stopped { return }
        let result: Result
        do { result = try transform(element) } catch {
            finish(error: error)
            return
        }
        deliver(result)
    }

    override func on(_ event: Event<Source>) {
        switch event {
        case .next(let element): onNext(element)
        case .error(let error): finish(error: error)
        case .completed: finish(error: nil)
        }
    }
}
