#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A fixed table of mutexes shared by objects, chosen by object address, so that objects that
/// lock only around subscribe and dispose (sinks, disposables) need no lock allocation of their
/// own. Only for short critical sections that never call out and never take a second lock, so
/// two objects sharing a stripe can only wait for each other briefly, never deadlock.
enum StripedLock {
    private static let stripeCount = 128
    /// One mutex per cache line, so neighbouring stripes do not share a line.
    private static let stride = max(64, MemoryLayout<pthread_mutex_t>.stride)

    private static let table: UnsafeMutableRawPointer = {
        let table = UnsafeMutableRawPointer.allocate(byteCount: stripeCount * stride, alignment: 64)
        for index in 0..<stripeCount {
            let mutex = (table + index * stride).bindMemory(to: pthread_mutex_t.self, capacity: 1)
            mutex.initialize(to: pthread_mutex_t())
            _ = pthread_mutex_init(mutex, nil)
        }
        return table
    }()

    @inline(__always)
    private static func mutex(for object: AnyObject) -> UnsafeMutablePointer<pthread_mutex_t> {
        // The address itself, not `ObjectIdentifier.hashValue` (SipHash: about 97 instructions
        // per call). Heap objects are 16-byte aligned, so the low 4 bits carry nothing; folding
        // in higher bits spreads objects allocated a page apart.
        let address = UInt(bitPattern: ObjectIdentifier(object))
        let index = Int(truncatingIfNeeded: (address >> 4) ^ (address >> 11)) & (stripeCount - 1)
        return (table + index * stride).assumingMemoryBound(to: pthread_mutex_t.self)
    }

    /// Locks the stripe of `object`.
    @inline(__always)
    static func lock(_ object: AnyObject) { _ = pthread_mutex_lock(mutex(for: object)) }

    /// Unlocks the stripe of `object`.
    @inline(__always)
    static func unlock(_ object: AnyObject) { _ = pthread_mutex_unlock(mutex(for: object)) }

    /// Runs `body` with the stripe of `object` locked.
    @inline(__always)
    static func withLock<T>(_ object: AnyObject, _ body: () throws -> T) rethrows -> T {
        lock(object)
        defer { unlock(object) }
        return try body()
    }
}
