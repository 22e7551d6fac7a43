import Foundation
import Logging
#if canImport(Glibc)
import Glibc
#endif
import PhotoModel

/// Tells the indexer which folders changed while the browser runs: Linux's inotify, one watch
/// per folder (files written and closed, moved in or out, deleted; folders created), the
/// events of a quarter second gathered into one report. Watches are bounded (``maxWatches``,
/// and the system's `max_user_watches`): past the bound, or where inotify is missing, it falls
/// back to walking everything every ``rescanInterval``, and says so once.
final class FolderWatcher: @unchecked Sendable {
    /// What changed: folders (below their root, as bytes) whose files to compare again, folders
    /// new since (walked whole), or everything (the periodic rescan).
    struct Changes: Sendable {
        var folders: [Int: Set<[UInt8]>] = [:]
        var newFolders: [Int: Set<[UInt8]>] = [:]
        var everything = false

        var isEmpty: Bool { folders.isEmpty && newFolders.isEmpty && !everything }
    }

    /// The most folders watched.
    static let maxWatches = 8192
    /// How often everything is walked again without inotify.
    static let rescanInterval: TimeInterval = 60
    /// How long events gather before a report.
    static let quiet: Int32 = 250

    private let roots: [String]
    private let onChanges: @Sendable (Changes) -> Void
    private let onNotice: @Sendable (String) -> Void
    private let limit: Int
    private let stopped = CancellationFlag()
    private var wake: [Int32] = [-1, -1]
    private let logger = Logger(label: "photo-tui.watch")

    init(roots: [String], maxWatches: Int = FolderWatcher.maxWatches, onChanges: @escaping @Sendable (Changes) -> Void,
         onNotice: @escaping @Sendable (String) -> Void) {
        self.roots = roots
        self.onChanges = onChanges
        self.onNotice = onNotice
        limit = maxWatches
        _ = pipe(&wake)
    }

    deinit {
        for descriptor in wake where descriptor >= 0 { close(descriptor) }
    }

    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "photo-tui.watch"
        thread.start()
    }

    func stop() {
        stopped.set()
        var byte: UInt8 = 1
        _ = write(wake[1], &byte, 1)
    }

    // MARK: - Private

    private struct Watched {
        var root: Int
        var folder: [UInt8]
    }

    private func run() {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return fallBack(reason: "inotify is not available") }
        defer { close(descriptor) }
        var watched: [Int32: Watched] = [:]
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_CREATE | IN_DELETE_SELF | IN_ATTRIB)
        var full = false
        func watch(_ root: Int, _ folder: [UInt8]) {
            guard !full else { return }
            guard watched.count < limit else {
                full = true
                return
            }
            let base = FileNameBytes.bytes(of: roots[root])
            let path = folder.isEmpty ? base : base + [0x2F] + folder
            let wd = withCPath(path) { inotify_add_watch(descriptor, $0, mask | UInt32(IN_ONLYDIR)) }
            if wd < 0 {
                if errno == ENOSPC { full = true }
                return
            }
            watched[wd] = Watched(root: root, folder: folder)
            for child in subfolders(of: path) {
                watch(root, folder.isEmpty ? child : folder + [0x2F] + child)
            }
        }
        for root in roots.indices { watch(root, []) }
        if full {
            return fallBack(reason: "more folders than inotify may watch (\(watched.count))")
        }
        logger.info("watching \(watched.count) folders")
        var pending = Changes()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !stopped.isSet {
            var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0), pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, pending.isEmpty ? -1 : Self.quiet)
            if stopped.isSet { return }
            if ready == 0 {
                // Quiet for a moment: report what gathered.
                onChanges(pending)
                pending = Changes()
                continue
            }
            guard ready > 0 else {
                if errno == EINTR { continue }
                return
            }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { continue }
            var offset = 0
            while offset + MemoryLayout<inotify_event>.size <= count {
                let (wd, eventMask, nameLength) = buffer.withUnsafeBytes { raw -> (Int32, UInt32, Int) in
                    let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                    return (event.wd, event.mask, Int(event.len))
                }
                let nameStart = offset + MemoryLayout<inotify_event>.size
                let name = Array(buffer[nameStart..<min(count, nameStart + nameLength)].prefix { $0 != 0 })
                offset = nameStart + nameLength
                if eventMask & UInt32(IN_Q_OVERFLOW) != 0 {
                    pending.everything = true
                    continue
                }
                guard let place = watched[wd] else { continue }
                if eventMask & UInt32(IN_IGNORED) != 0 {
                    watched[wd] = nil
                    continue
                }
                guard name.first != 0x2E else { continue }
                pending.folders[place.root, default: []].insert(place.folder)
                if eventMask & UInt32(IN_ISDIR) != 0, eventMask & UInt32(IN_CREATE | IN_MOVED_TO) != 0, !name.isEmpty {
                    let child = place.folder.isEmpty ? name : place.folder + [0x2F] + name
                    pending.newFolders[place.root, default: []].insert(child)
                    watch(place.root, child)
                    if full {
                        onChanges(pending)
                        return fallBack(reason: "more folders than inotify may watch (\(watched.count))")
                    }
                }
                if eventMask & UInt32(IN_ISDIR) != 0, eventMask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 {
                    // A folder left: what was indexed below it goes at the next full walk.
                    pending.everything = true
                }
            }
        }
    }

    /// No inotify: everything is walked again every ``rescanInterval``, and the person is told.
    private func fallBack(reason: String) {
        logger.warning("not watching: \(reason)")
        onNotice("Not watching for changes (\(reason)): looking again every minute")
        while !stopped.isSet {
            var fds = [pollfd(fd: wake[0], events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, 1, Int32(Self.rescanInterval * 1000))
            if stopped.isSet { return }
            onChanges(Changes(everything: true))
        }
    }

    /// The names of the visible subfolders of `path`.
    private func subfolders(of path: [UInt8]) -> [[UInt8]] {
        guard let directory = withCPath(path, { opendir($0) }) else { return [] }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
            guard name.first != 0x2E else { continue }
            let type = entry.pointee.d_type
            if type == UInt8(DT_DIR) {
                names.append(name)
            } else if type == UInt8(DT_UNKNOWN) || type == UInt8(DT_LNK) {
                var info = stat()
                if withCPath(path + [0x2F] + name, { lstat($0, &info) }) == 0, (info.st_mode & S_IFMT) == S_IFDIR { names.append(name) }
            }
        }
        return names
    }
}
