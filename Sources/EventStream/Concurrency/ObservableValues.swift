extension ObservableConvertibleType {
    /// The elements as an `AsyncThrowingStream`; ending the iteration (or cancelling the task)
    /// disposes the subscription.
    ///
    /// ```swift
    /// for try await page in service.pages(query).values { … }
    /// ```
    public var values: AsyncThrowingStream<Element, Swift.Error> {
        let source = asObservable()
        return AsyncThrowingStream { continuation in
            let subscription = SendableDisposable(source.subscribe(
                onNext: { continuation.yield($0) },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() }))
            continuation.onTermination = { _ in subscription.dispose() }
        }
    }
}

extension SharedSequence {
    /// The elements as an `AsyncStream` (a driver or signal never fails).
    public var values: AsyncStream<Element> {
        let source = asObservable()
        return AsyncStream { continuation in
            let subscription = SendableDisposable(source.subscribe(
                onNext: { continuation.yield($0) },
                onError: { _ in continuation.finish() },
                onCompleted: { continuation.finish() }))
            continuation.onTermination = { _ in subscription.dispose() }
        }
    }
}

extension AsyncSequence {
    /// The elements of this async sequence as an observable, iterated in a task that disposal
    /// cancels.
    public func asObservable() -> Observable<Element> {
        let sequence = SendableBox(self)
        return Observable.create { observer in
            let observer = SendableBox(observer)
            let task = Task {
                do {
                    for try await element in sequence.value { observer.value.onNext(element) }
                    observer.value.onCompleted()
                } catch is CancellationError {
                    // Disposed: nothing more to deliver.
                } catch {
                    observer.value.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }
}

/// Carries a disposable (thread-safe in this module) into `@Sendable` closures.
struct SendableDisposable: @unchecked Sendable {
    private let disposable: Disposable

    init(_ disposable: Disposable) { self.disposable = disposable }

    func dispose() { disposable.dispose() }
}

/// Carries a value whose thread-safety this module guarantees into `@Sendable` closures.
struct SendableBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}
