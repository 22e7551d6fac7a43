import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Temporary files of downloads in progress: named so a later run can tell whose they are,
/// removed on every way out (failure, cancel, exit, SIGINT/SIGTERM/SIGHUP/SIGQUIT), and swept
/// at the next start when a process died without removing them (SIGKILL, power loss).
///
/// Names are `.photo-tui-<pid>-<random>.partial`, beside the destination (same file system, so
/// the final link or rename is one step). The signal handler only calls `unlink` on paths kept
/// in preallocated memory (async-signal-safe), then hands the signal to whatever handler was
/// installed before (the terminal restorer in the browser, the default action in the CLI).
public enum PartialFiles {
    static let prefix = ".photo-tui-"
    static let suffix = ".partial"
    /// Temporary files of older versions (`.NAME.partial`, `.NAME.UUID.partial`) older than
    /// this are swept too.
    static let legacyAge: TimeInterval = 3600

    /// A fresh temporary path in `folder` for this process.
    public static func temporaryURL(in folder: URL) -> URL {
        let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        return folder.appendingPathComponent("\(prefix)\(getpid())-\(random)\(suffix)")
    }

    /// Remembers `url` so that a signal or exit removes it.
    public static func register(_ url: URL) { slots.register(url.path) }

    /// Forgets `url` (it was renamed into place or removed).
    public static func unregister(_ url: URL) { slots.unregister(url.path) }

    /// The registered paths (for tests).
    static var registered: [String] { slots.paths }

    /// Unlinks every registered file. Async-signal-safe: no locks, no allocation.
    public static func removeAllRegistered() { slots.unlinkAll() }

    /// Installs the cleanup for SIGINT, SIGTERM, SIGHUP and SIGQUIT (chained in front of the
    /// handlers already installed) and at `exit`. Call after any other handler is installed
    /// (in the browser: after the terminal's); calling again re-chains.
    ///
    /// A signal ignored when this runs stays ignored: `nohup` ignores SIGHUP, and a shell
    /// without job control ignores SIGINT and SIGQUIT for a command run with `&`, so that they
    /// go on. A cleanup chained to "ignore" would remove the file of a download that then goes
    /// on, and fails at the end ("Could not write …: No such file or directory").
    public static func installSignalCleanup() {
        // Made now, not on the handler's first use: a lazy global allocates, and a signal that
        // comes in the middle of malloc would wait for malloc's lock forever (a browser whose
        // terminal closed during a thumbnail's allocation hung on SIGHUP this way).
        _ = slots
        _ = previousActions
        for signal in cleanedSignals {
            var current = sigaction()
            sigaction(signal, nil, &current)
            let currentHandler = unsafeBitCast(current.__sigaction_handler.sa_handler, to: UnsafeRawPointer?.self)
            if currentHandler == UnsafeRawPointer(bitPattern: 1) { continue }  // SIG_IGN
            var action = sigaction()
            action.__sigaction_handler.sa_handler = cleanupThenChain
            action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND) | UInt32(SA_NODEFER))
            sigemptyset(&action.sa_mask)
            var old = sigaction()
            sigaction(signal, &action, &old)
            // Re-installing must not chain to ourselves.
            let oldHandler = unsafeBitCast(old.__sigaction_handler.sa_handler, to: UnsafeRawPointer?.self)
            let ours = unsafeBitCast(cleanupThenChain as @convention(c) (Int32) -> Void, to: UnsafeRawPointer.self)
            if oldHandler != ours { previousActions[Int(signal)] = old }
        }
        // A parent may hand its blocked signals down (a test runner's worker thread does): blocked,
        // SIGTERM would wait until the download ends and the cleanup would never run.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in cleanedSignals { sigaddset(&handled, signal) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
        installAtExit
    }

    /// Removes temporary files in `folder` left by processes that are gone (and old ones of
    /// earlier versions); returns how many were removed. Files of live processes are kept, so a
    /// second instance downloading into the same folder is safe.
    @discardableResult
    public static func sweep(_ folder: URL, now: Date = Date()) -> Int {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(".") && name.hasSuffix(suffix) {
            let path = folder.appendingPathComponent(name).path
            guard DownloadPlacement.kind(at: path) == "regular file" else { continue }
            if name.hasPrefix(prefix) {
                let fields = name.dropFirst(prefix.count).split(separator: "-")
                guard let pid = fields.first.flatMap({ Int32($0) }) else { continue }
                if pid == getpid() { continue }
                if kill(pid, 0) == 0 || errno == EPERM { continue }
            } else {
                let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
                guard let modified, now.timeIntervalSince(modified) > legacyAge else { continue }
            }
            if unlink(path) == 0 { removed += 1 }
        }
        return removed
    }

    static let cleanedSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    private static let installAtExit: Void = { atexit { PartialFiles.removeAllRegistered() } }()
}

/// Preallocated storage the signal handler can read without locking.
final class PartialFileSlots: @unchecked Sendable {
    static let count = 32
    static let pathBytes = Int(PATH_MAX)
    private let storage = UnsafeMutablePointer<CChar>.allocate(capacity: count * pathBytes)
    /// 0 free, 1 in use. Written after the path, read by the handler.
    private let used = UnsafeMutablePointer<Int32>.allocate(capacity: count)
    /// Serialises the writers; the signal handler reads without it. A bare lock: what it guards
    /// is raw memory, not a value (and a `Locked<Void>` reads to ThreadSanitizer as a race on its
    /// zero-sized state).
    private let writers = NSLock()

    init() { used.initialize(repeating: 0, count: Self.count) }

    func register(_ path: String) {
        let bytes = Array(path.utf8)
        guard bytes.count < Self.pathBytes else { return }
        writers.withLock {
            guard let slot = (0..<Self.count).first(where: { used[$0] == 0 }) else { return }
            let base = storage + slot * Self.pathBytes
            for (index, byte) in bytes.enumerated() { base[index] = CChar(bitPattern: byte) }
            base[bytes.count] = 0
            used[slot] = 1
        }
    }

    func unregister(_ path: String) {
        writers.withLock {
            for slot in 0..<Self.count where used[slot] == 1 && String(cString: storage + slot * Self.pathBytes) == path {
                used[slot] = 0
            }
        }
    }

    var paths: [String] {
        writers.withLock {
            (0..<Self.count).filter { used[$0] == 1 }.map { String(cString: storage + $0 * Self.pathBytes) }
        }
    }

    func unlinkAll() {
        for slot in 0..<Self.count where used[slot] == 1 {
            unlink(storage + slot * Self.pathBytes)
        }
    }
}

private let slots = PartialFileSlots()
// Written by `installSignalCleanup` (on the main thread, before any download), read by the handler.
nonisolated(unsafe) private let previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    pointer.initialize(repeating: sigaction(), count: 65)
    return pointer
}()

private func cleanupThenChain(_ signal: Int32) {
    slots.unlinkAll()
    // Give the signal to the handler that was there before (its default action if none).
    sigaction(signal, previousActions + Int(signal), nil)
    raise(signal)
}
