#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A non-recursive mutex in one allocation, for the test sources and the scheduler's state.
/// EventStream's own locks are internal to it; test code only needs a plain one.
final class TestLock: @unchecked Sendable {
    private let storage: Storage

    init() { storage = Storage.make() }

    func lock() { storage.withUnsafeMutablePointerToElements { _ = pthread_mutex_lock($0) } }

    func unlock() { storage.withUnsafeMutablePointerToElements { _ = pthread_mutex_unlock($0) } }

    /// Runs `body` with the lock held.
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }

    private final class Storage: ManagedBuffer<Void, pthread_mutex_t> {
        static func make() -> Storage {
            let storage = unsafeDowncast(Storage.create(minimumCapacity: 1) { _ in () }, to: Storage.self)
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
}
