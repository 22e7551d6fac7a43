import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The POSIX shared-memory objects this process made for kitty (`t=s`: kitty maps the object
/// named in the command, reads the pixels and unlinks it), and the one place that makes sure
/// none outlives its use: kitty unlinks what it read, and this unlinks what it did not (an
/// error answer, a remote kitty that cannot see it, a reply never read, the process quitting
/// before kitty got to it).
///
/// Names are `/<prefix>-<pid>-<n>`, unique in the process. An object kitty has not read after
/// ``unreadLifetime`` is unlinked at the next ``sweep()`` (kitty reads one within milliseconds
/// of the command; one unread that long never will be, and if it is after all, kitty answers an
/// error and the image is sent again). The process's objects are unlinked when it exits
/// (`atexit`), and a process that died without exiting has its objects unlinked by the next one
/// that makes one (their pid names a process no longer running).
///
/// ```swift
/// let objects = SharedMemoryObjects.process
/// if let name = objects.create(pixels) { write(KittyEncoder.transmitSharedMemory(name: name, …)) }
/// ```
public final class SharedMemoryObjects: @unchecked Sendable {
    /// This process's objects, unlinked at its exit.
    public static let process: SharedMemoryObjects = {
        let objects = SharedMemoryObjects(prefix: "photo-tui")
        atexit { SharedMemoryObjects.process.unlinkAll() }
        objects.unlinkLeftByDeadProcesses()
        return objects
    }()

    /// How long an object kitty has not read is kept, in nanoseconds.
    public var unreadLifetime: UInt64 = 10_000_000_000
    /// How long after one sweep ``sweepIfDue()`` sweeps again, in nanoseconds: a sweep opens
    /// every outstanding object, and nothing unread is due before ``unreadLifetime`` anyway.
    public var sweepInterval: UInt64 = 1_000_000_000
    /// Now, in nanoseconds of a monotonic clock (a test's virtual clock).
    public var clock: @Sendable () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }

    /// The names' first part, after the `/`.
    public let prefix: String
    private let lock = NSLock()
    private var serial = 0
    /// Objects made and not known to be gone, with when each was made.
    private var outstanding: [String: UInt64] = [:]
    /// When the last sweep ran.
    private var lastSweep: UInt64?

    /// Objects named `/<prefix>-<pid>-<n>`; tests use a prefix of their own.
    public init(prefix: String) {
        self.prefix = prefix
    }

    /// Names made and not yet known to be unlinked (by kitty or by this), sorted, for tests.
    public var outstandingNames: [String] { lock.withLock { outstanding.keys.sorted() } }

    /// Makes an object holding `bytes` (its size exactly theirs), readable by this user only.
    /// - Returns: its name, or nil when it could not be made (no `/dev/shm`, no space).
    public func create(_ bytes: [UInt8]) -> String? {
        guard !bytes.isEmpty else { return nil }
        let name: String = lock.withLock {
            serial += 1
            return "/\(prefix)-\(getpid())-\(serial)"
        }
        let descriptor = shm_open(name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard ftruncate(descriptor, off_t(bytes.count)) == 0,
              let mapping = mmap(nil, bytes.count, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0), mapping != MAP_FAILED else {
            shm_unlink(name)
            return nil
        }
        // Written straight into the mapping: the object holds the only other copy.
        bytes.withUnsafeBytes { mapping.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        munmap(mapping, bytes.count)
        lock.withLock { outstanding[name] = clock() }
        return name
    }

    /// Unlinks `name` if it is still there (kitty did not read it, or answered an error).
    public func unlink(_ name: String) {
        lock.withLock { _ = outstanding.removeValue(forKey: name) }
        shm_unlink(name)
    }

    /// ``sweep()`` when objects are outstanding and the last sweep was ``sweepInterval`` ago or
    /// more: cheap enough for every transmission.
    public func sweepIfDue() {
        let now = clock()
        let due: Bool = lock.withLock {
            guard !outstanding.isEmpty, lastSweep.map({ now >= $0 + sweepInterval }) ?? true else { return false }
            lastSweep = now
            return true
        }
        if due { sweep(now: now) }
    }

    /// Forgets the objects kitty read (gone), unlinks those unread for ``unreadLifetime``.
    public func sweep() {
        let now = clock()
        lock.withLock { lastSweep = now }
        sweep(now: now)
    }

    private func sweep(now: UInt64) {
        let names: [(String, UInt64)] = lock.withLock { outstanding.map { ($0.key, $0.value) } }
        for (name, made) in names {
            if !Self.exists(name) {
                lock.withLock { _ = outstanding.removeValue(forKey: name) }
            } else if now >= made + unreadLifetime {
                unlink(name)
            }
        }
    }

    /// Unlinks every object still outstanding (the process is leaving).
    public func unlinkAll() {
        let names: [String] = lock.withLock {
            defer { outstanding.removeAll() }
            return Array(outstanding.keys)
        }
        for name in names { shm_unlink(name) }
    }

    /// Whether an object of that name exists now.
    public static func exists(_ name: String) -> Bool {
        let descriptor = shm_open(name, O_RDONLY | O_CLOEXEC, 0)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }

    /// Unlinks `/dev/shm/<prefix>-<pid>-*` objects whose process is no longer running (one that
    /// was killed before its exit could unlink them).
    func unlinkLeftByDeadProcesses(directory: String = "/dev/shm") {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries where entry.hasPrefix(prefix + "-") {
            let fields = entry.dropFirst(prefix.count + 1).split(separator: "-")
            guard fields.count == 2, let pid = pid_t(fields[0]), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { shm_unlink("/" + entry) }
        }
    }
}
