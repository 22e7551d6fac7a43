import EventStream
import Foundation

extension PrimitiveSequence where Trait == SingleTrait {
    /// Waits on the calling thread for the result: for the command line only, whose main
    /// thread has nothing else to do. Never use it on the main loop or the cooperative pool.
    func blockingResult(timeout seconds: Double = 120) -> Result<Element, Error> {
        let semaphore = DispatchSemaphore(value: 0)
        let box = ResultBox<Element>()
        let subscription = subscribe { result in
            box.set(result)
            semaphore.signal()
        }
        guard semaphore.wait(timeout: .now() + seconds) == .success else {
            subscription.dispose()
            return .failure(CommandFailure("No answer within \(Int(seconds)) seconds."))
        }
        return box.get()!
    }
}

/// A result handed from the network thread to the waiting one.
private final class ResultBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<Value, Error>?

    func set(_ result: Result<Value, Error>) {
        lock.lock()
        self.result = result
        lock.unlock()
    }

    func get() -> Result<Value, Error>? {
        lock.lock()
        defer { lock.unlock() }
        return result
    }
}
