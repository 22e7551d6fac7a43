import Foundation

/// A value worked out on a thread of its own from the moment it is made; reading it waits until
/// it is there. Launch uses it to do its slow, independent parts (opening the library's SQLite
/// file, building and binding the offline library) beside the screen's setup rather than
/// before it, and joins them where a value is first needed.
///
/// ```swift
/// let library = BackgroundValue(name: "library") { PhotoLibrary(at: url) }
/// …                                   // the screen is set up meanwhile
/// library.value.favoriteKeys()        // waits, if the file is still being opened
/// ```
///
/// Any number of threads may read it; `work` runs once. The waiting is a pthread condition,
/// which ThreadSanitizer sees, so what `work` wrote is visible to every reader.
public final class BackgroundValue<Value: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    /// Guarded by `condition`.
    private var result: Value?
    private var isDone = false

    /// Starts `work` on a new thread named `name`.
    public init(name: String, _ work: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            let value = work()
            condition.lock()
            result = value
            isDone = true
            condition.broadcast()
            condition.unlock()
        }
        thread.name = name
        thread.start()
    }

    /// The value, once `work` has returned it (waiting until then).
    public var value: Value {
        condition.lock()
        defer { condition.unlock() }
        while !isDone { condition.wait() }
        return result!
    }

    /// The value if `work` has finished, without waiting; `nil` while it runs.
    public var valueIfReady: Value? {
        condition.lock()
        defer { condition.unlock() }
        return isDone ? result : nil
    }
}
