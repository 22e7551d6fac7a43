extension PrimitiveSequence where Trait == SingleTrait {
    /// A single that runs `operation` in a task per subscription; disposing cancels the task.
    ///
    /// ```swift
    /// Single<Data>.create { try await client.data(from: url) }
    /// ```
    public static func create(priority: TaskPriority? = nil, operation: @escaping @Sendable () async throws -> Element) -> Single<Element> {
        Single.create { single in
            let single = SendableBox(single)
            let task = Task(priority: priority) {
                do {
                    let value = try await operation()
                    try Task.checkCancellation()
                    single.value(.success(value))
                } catch is CancellationError {
                    // Disposed: nobody is listening.
                } catch {
                    single.value(.failure(error))
                }
            }
            return Disposables.create { task.cancel() }
        }
    }

    /// RxSwift's spelling of `create(priority:operation:)`.
    public static func create(detached: Bool = false, priority: TaskPriority? = nil, work: @escaping @Sendable () async throws -> Element) -> Single<Element> {
        create(priority: priority, operation: work)
    }

    /// The element, awaited; cancelling the awaiting task disposes the subscription and
    /// throws `CancellationError`.
    ///
    /// ```swift
    /// let page = try await service.search("cat").value
    /// ```
    public var value: Element {
        get async throws {
            let source = source
            let state = AwaitState<Element>()
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Element, Swift.Error>) in
                    guard state.start(continuation) else { return }
                    state.attach(source.subscribe(
                        onNext: { state.finish(.success($0)) },
                        onError: { state.finish(.failure($0)) }))
                }
            } onCancel: {
                state.finish(.failure(CancellationError()))
            }
        }
    }
}

extension PrimitiveSequence where Trait == MaybeTrait {
    /// The element, or nil if the maybe completed empty.
    public var value: Element? {
        get async throws {
            for try await element in values { return element }
            return nil
        }
    }
}

extension PrimitiveSequence where Trait == CompletableTrait, Element == Never {
    /// Waits for completion; throws the error.
    public var value: Void {
        get async throws {
            for try await _ in values {}
        }
    }
}

/// Links a subscription, its continuation and the cancellation of the awaiting task: whichever
/// of result or cancellation comes first resumes the continuation, once, and disposes.
private final class AwaitState<Element>: @unchecked Sendable {
    private let lock = Lock()
    private var continuation: CheckedContinuation<Element, Swift.Error>?
    private var subscription: Disposable?
    private var finished: Result<Element, Swift.Error>?

    /// Stores the continuation; false (after resuming it) if the task was already cancelled.
    func start(_ continuation: CheckedContinuation<Element, Swift.Error>) -> Bool {
        let early = lock.withLock { () -> Result<Element, Swift.Error>? in
            if let finished { return finished }
            self.continuation = continuation
            return nil
        }
        if let early {
            continuation.resume(with: early)
            return false
        }
        return true
    }

    func attach(_ subscription: Disposable) {
        let dispose = lock.withLock { () -> Bool in
            if finished != nil { return true }
            self.subscription = subscription
            return false
        }
        if dispose { subscription.dispose() }
    }

    func finish(_ result: Result<Element, Swift.Error>) {
        let (continuation, subscription) = lock.withLock { () -> (CheckedContinuation<Element, Swift.Error>?, Disposable?) in
            if finished != nil { return (nil, nil) }
            finished = result
            defer {
                self.continuation = nil
                self.subscription = nil
            }
            return (self.continuation, self.subscription)
        }
        continuation?.resume(with: result)
        subscription?.dispose()
    }
}
