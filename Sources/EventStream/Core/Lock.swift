#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A non-recursive mutex in one allocation: the mutex sits in the tail of a `ManagedBuffer`, so
/// its address is stable as `pthread_mutex_t` requires, and `Lock` itself is a struct holding
/// that buffer (a class wrapping it cost a second allocation per lock).
///
/// Never call out (downstream observers, user closures, schedulers) while holding it.
struct Lock: @unchecked Sendable {
    private let storage: LockStorage

    init() { storage = LockStorage.make() }

    @inline(__always)
    func lock() { storage.withUnsafeMutablePointerToElements { _ = pthread_mutex_lock($0) } }

    @inline(__always)
    func unlock() { storage.withUnsafeMutablePointerToElements { _ = pthread_mutex_unlock($0) } }

    /// Runs `body` with the lock held.
    @inline(__always)
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}

private final class LockStorage: ManagedBuffer<Void, pthread_mutex_t> {
    static func make() -> LockStorage {
        let buffer = LockStorage.create(minimumCapacity: 1) { _ in () }
        let storage = unsafeDowncast(buffer, to: LockStorage.self)
        storage.withUnsafeMutablePointerToElements { mutex in
            mutex.initialize(to: pthread_mutex_t())
            _ = pthread_mutex_init(mutex, nil)
        }
        return storage
    }

    deinit {
        withUnsafeMutablePointerToElements { mutex in
            _ = pthread_mutex_destroy(mutex)
            _ = mutex.deinitialize(count: 1)
        }
    }
}
