import Foundation
import Logging
import PhotoModel

/// Builds and keeps a folder source's index: loads what an earlier run learnt, walks the
/// folders to see what changed (an unchanged file, same size, time and inode, is never read
/// again), reads new and changed files on worker threads in batches, writes them to the index
/// file in order and hands them to the in-memory ``FolderIndex``, forgets files that are gone,
/// then makes the perceptual hashes still missing. Killed at any point, the next run goes on
/// from what was written. While the browser runs, ``FolderWatcher`` reports changes (inotify)
/// and the changed folders are walked again.
///
/// Everything runs off the caller's thread: one serial queue walks and decides, the workers
/// (``IndexWorkers``, at a lower priority) read, one serial queue writes.
final class FolderIndexer: @unchecked Sendable {
    /// The index pages are answered from.
    let index: FolderIndex
    /// One store per root, opened at creation (a few milliseconds; a damaged file is rebuilt).
    let stores: [FolderIndexStore]
    private let roots: [URL]
    private let location: FolderIndexLocation
    private let followLinks: Bool
    private let batchSize: Int
    /// How long a partial batch may wait at a folder's end (``batchWait``).
    private let batchWait: TimeInterval
    private let watches: Bool
    private let coordinator = DispatchQueue(label: "photo-tui.index", qos: .utility)
    private let writer = DispatchQueue(label: "photo-tui.index-writer", qos: .utility)
    private let workers: IndexWorkers
    private let cancelled = CancellationFlag()
    private let logger = Logger(label: "photo-tui.index")
    /// Called (on the indexer's queues) when a list already shown may have changed.
    private let onChange: @Sendable () -> Void
    /// Called once per problem worth a notice (a damaged index rebuilt, memory only, no watching).
    private let onNotice: @Sendable (String) -> Void
    /// When the walk's reading ended; for the benchmark and the log.
    private let phases = Locked<[String: Double]>([:])
    private var watcher: FolderWatcher?
    /// The progress of the last walk, kept by the coordinator.
    private var progress = FolderScanProgress()
    /// The walk's counts so far, for the progress each written batch reports.
    private let walkProgress = Locked(FolderScanProgress())
    private let started = Date()
    /// Serializes ``onChange`` (the coordinator and the writer both announce): subscribers see
    /// one change at a time, as a stream promises.
    private let announcing = NSRecursiveLock()

    private func announce() { announcing.withLock { onChange() } }

    /// The longest a partial batch waits for more files at a folder's end.
    static let batchWait: TimeInterval = 0.1

    /// The first batch of a walk: a first page of rows (30 and one more) and no more, so the
    /// first name-ordered page waits for one small read and write, not a whole batch.
    static func firstBatchSize(_ batchSize: Int) -> Int { min(batchSize, 32) }

    init(roots: [URL], location: FolderIndexLocation, followLinks: Bool, batchSize: Int, watches: Bool,
         workers: Int? = nil, batchWait: TimeInterval = FolderIndexer.batchWait, index: FolderIndex,
         onChange: @escaping @Sendable () -> Void,
         onNotice: @escaping @Sendable (String) -> Void) {
        self.roots = roots
        self.location = location
        self.followLinks = followLinks
        self.batchSize = max(1, batchSize)
        self.batchWait = batchWait
        self.watches = watches
        self.index = index
        self.onChange = onChange
        self.onNotice = onNotice
        self.workers = workers.map { IndexWorkers(count: $0) } ?? IndexWorkers()
        stores = roots.enumerated().map { number, root in
            let walker = FolderWalker(root: root, followLinks: followLinks)
            return FolderIndexStore(root: walker.givenRoot, rootNumber: number, realRoot: walker.realRoot, location: location)
        }
        for problem in stores.compactMap(\.problem) { onNotice(problem) }
    }

    /// Opens the stores and starts the first walk.
    func start() {
        coordinator.async { [self] in
            openStores()
            walkAll()
            guard !cancelled.isSet else { return }
            hashMissing()
            if watches { startWatching() }
        }
    }

    /// Stops walking, reading and watching (the program is quitting).
    func stop() {
        cancelled.set()
        watcher?.stop()
        workers.stop()
    }

    deinit { stop() }

    /// Seconds from start to each phase's end (`loaded`, `read`, `walked`, `hashed`).
    var phaseTimes: [String: Double] { phases.withLock { $0 } }

    /// Runs `body` on the coordinator after what is queued (tests wait for a rescan so).
    func afterPendingWork(_ body: @escaping @Sendable () -> Void) { coordinator.async(execute: body) }

    // MARK: - Walking

    private func mark(_ phase: String) {
        let seconds = Date().timeIntervalSince(started)
        phases.withLock { $0[phase] = seconds }
        logger.info("index \(phase) after \(Int(seconds * 1000)) ms")
    }

    /// Loads what earlier runs indexed.
    private func openStores() {
        var loaded: [IndexEntry] = []
        var complete = true
        for store in stores {
            let entries = store.loadEntries()
            complete = complete && store.isComplete && !entries.isEmpty
            loaded += entries
        }
        progress.photos = loaded.count
        index.load(loaded, ordered: complete, progress: progress)
        if !loaded.isEmpty { mark("loaded") }
    }

    /// Walks every root, reads what changed, forgets what is gone, and says the walk is done.
    private func walkAll() {
        var scanProgress = FolderScanProgress()
        scanProgress.photos = progress.photos
        let group = DispatchGroup()
        let commit = OrderedCommit()
        var removedAny = false
        for (number, root) in roots.enumerated() {
            guard !cancelled.isSet else { return }
            let store = stores[number]
            var known: [[UInt8]: IndexEntry] = [:]
            for entry in index.allEntries where entry.root == number { known[entry.relativePath] = entry }
            var batch: [FolderWalker.Entry] = []
            var batchStarted = Date()
            let walker = FolderWalker(root: root, followLinks: followLinks)
            var counted = scanProgress
            let finished = walker.walk(progress: &counted, isCancelled: { cancelled.isSet }) { folder in
                walkProgress.withLock { $0 = folder.progress }
                for file in folder.files {
                    if let entry = known.removeValue(forKey: file.relativePath), entry.isUnchanged(file) { continue }
                    if batch.isEmpty { batchStarted = Date() }
                    batch.append(file)
                    if batch.count >= (commit.taken == 0 ? Self.firstBatchSize(batchSize) : batchSize) {
                        read(batch, root: number, store: store, commit: commit, group: group)
                        batch.removeAll(keepingCapacity: true)
                    }
                }
                // A few changed files among many unchanged ones are read now, not after the walk.
                if !batch.isEmpty, Date().timeIntervalSince(batchStarted) >= batchWait {
                    read(batch, root: number, store: store, commit: commit, group: group)
                    batch.removeAll(keepingCapacity: true)
                }
            }
            scanProgress = counted
            if !batch.isEmpty { read(batch, root: number, store: store, commit: commit, group: group) }
            guard finished else { return }
            // What the walk did not meet is gone (moved away, deleted, now out of reach).
            if !known.isEmpty {
                group.wait()
                store.delete(rows: known.values.map(\.row))
                index.remove(root: number, paths: Set(known.keys))
                removedAny = true
            }
        }
        group.wait()
        guard !cancelled.isSet else { return }
        mark("read")
        let counts = commit.counts
        scanProgress.notImages += counts.notImages
        scanProgress.unreadable += counts.unreadable
        scanProgress.photos = index.count
        scanProgress.finished = true
        progress = scanProgress
        for store in stores { store.setComplete(true) }
        index.update(progress: scanProgress)
        mark("walked")
        if removedAny || commit.moved { announce() }
    }

    /// Reads `files` on a worker, then writes them in their turn.
    private func read(_ files: [FolderWalker.Entry], root: Int, store: FolderIndexStore, commit: OrderedCommit, group: DispatchGroup) {
        group.enter()
        let turn = commit.take()
        let base = store.root
        workers.submit { [self] in
            var read: [(file: LocalPhotoFile, relativePath: [UInt8])] = []
            var notImages = 0, unreadable = 0
            if !cancelled.isSet {
                for entry in files {
                    let relative = FileNameBytes.string(fromBytes: entry.relativePath)
                    switch FolderScanner.read(path: FolderScanner.join(base, relative), relativePath: relative) {
                    case .success(let file):
                        let place = PlaceTable.shared.place(latitude: file.metadata?.latitude, longitude: file.metadata?.longitude)
                        read.append((place == nil ? file : file.with(place: place), entry.relativePath))
                    case .failure(.notImage): notImages += 1
                    case .failure(.unreadable): unreadable += 1
                    }
                }
            }
            let done = read, skipped = (notImages, unreadable)
            writer.async { [self] in
                commit.deliver(turn) { [self] in
                    defer { group.leave() }
                    commit.count(notImages: skipped.0, unreadable: skipped.1)
                    guard !done.isEmpty, !cancelled.isSet, let rows = store.upsert(done) else { return }
                    let entries = zip(done, rows).map { IndexEntry(root: root, row: $1, file: $0.file, relativePath: $0.relativePath) }
                    var shown = walkProgress.withLock { $0 }
                    shown.photos = index.count + entries.count
                    if index.insert(entries, progress: shown), commit.markMoved() { announce() }
                }
            }
        }
    }

    // MARK: - Hashing

    /// Makes the perceptual hashes (and average colours) the index lacks, a batch at a time.
    private func hashMissing() {
        let missing = index.allEntries.filter { $0.hashState == 0 }
        guard !missing.isEmpty else {
            index.markHashed()
            mark("hashed")
            return
        }
        let group = DispatchGroup()
        for root in stores.indices {
            let rows = missing.filter { $0.root == root }.map(\.row)
            let store = stores[root]
            for start in stride(from: 0, to: rows.count, by: 256) {
                let part = Array(rows[start..<min(rows.count, start + 256)])
                group.enter()
                workers.submit { [self] in
                    defer { group.leave() }
                    guard !cancelled.isSet else { return }
                    let made: [(row: Int64, hash: UInt64?, color: UInt32?)] = store.hashSources(rows: part).map { row, source in
                        let hash = try? PerceptualHash.make(from: source)
                        return (row, hash?.hash, hash?.averageColor)
                    }
                    writer.async { [self] in
                        store.setHashes(made)
                        index.setHashes(root: root, Dictionary(made.map { ($0.row, ($0.hash, $0.color)) }, uniquingKeysWith: { a, _ in a }))
                    }
                }
            }
        }
        group.wait()
        writer.sync {}
        index.markHashed()
        mark("hashed")
    }

    // MARK: - Watching

    private func startWatching() {
        let roots = stores.map { ($0.rootNumber, FolderWalker(root: self.roots[$0.rootNumber], followLinks: followLinks)) }
        let coordinator = self.coordinator
        let watcher = FolderWatcher(roots: roots.map { $0.1.givenRoot }) { [weak self] changes in
            guard let indexer = self else { return }
            coordinator.async { indexer.rescan(changes) }
        } onNotice: { [onNotice] in onNotice($0) }
        self.watcher = watcher
        watcher.start()
    }

    /// Walks again `folders` (relative, by root) now, as if the watcher had reported them: files
    /// moved away by the program itself are forgotten, files put back are read; then `done`.
    func refresh(_ folders: [Int: Set<[UInt8]>], then done: @escaping @Sendable () -> Void) {
        coordinator.async { [self] in
            rescan(FolderWatcher.Changes(folders: folders))
            done()
        }
    }

    /// Walks again the folders that changed (inotify said so, or the periodic rescan).
    private func rescan(_ changes: FolderWatcher.Changes) {
        guard !cancelled.isSet else { return }
        if changes.everything {
            walkAll()
            hashMissing()
            return
        }
        var moved = false
        let group = DispatchGroup()
        let commit = OrderedCommit()
        for (root, folders) in changes.folders {
            guard stores.indices.contains(root) else { continue }
            let store = stores[root]
            let walker = FolderWalker(root: roots[root], followLinks: followLinks)
            for folder in folders {
                var scratch = FolderScanProgress()
                let listed = walker.list(relativeFolder: folder, progress: &scratch)
                let prefix = folder.isEmpty ? [] : folder + [0x2F]
                // The folder's own files as indexed (not its subfolders').
                var known: [[UInt8]: IndexEntry] = [:]
                for entry in index.allEntries where entry.root == root && entry.relativePath.starts(with: prefix)
                    && !entry.relativePath[prefix.count...].contains(0x2F) {
                    known[entry.relativePath] = entry
                }
                var changed: [FolderWalker.Entry] = []
                for file in listed?.files ?? [] {
                    if let entry = known.removeValue(forKey: file.relativePath), entry.isUnchanged(file) { continue }
                    changed.append(file)
                }
                if !changed.isEmpty { read(changed, root: root, store: store, commit: commit, group: group) }
                if !known.isEmpty {
                    group.wait()
                    store.delete(rows: known.values.map(\.row))
                    index.remove(root: root, paths: Set(known.keys))
                    moved = true
                }
            }
            // New folders inside: walked whole, every file in them new.
            for folder in changes.newFolders[root] ?? [] {
                var scratch = FolderScanProgress()
                var fresh: [FolderWalker.Entry] = []
                walker.walk(below: folder, progress: &scratch) { listed in
                    fresh += listed.files.filter { file in
                        guard let known = index.entry(root: root, relativePath: file.relativePath) else { return true }
                        return !known.isUnchanged(file)
                    }
                }
                if !fresh.isEmpty { read(fresh, root: root, store: store, commit: commit, group: group) }
            }
        }
        group.wait()
        var shown = progress
        shown.photos = index.count
        progress = shown
        index.update(progress: shown)
        if moved || commit.moved || commit.delivered > 0 { announce() }
        hashMissing()
    }
}

/// Batches read in parallel, written in the order they were taken (so a first walk streams in
/// name order). Used on the writer queue only, but for ``take()`` (the coordinator) and the
/// counts (read at the end).
private final class OrderedCommit: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var takenCount = 0
    private var waiting: [Int: () -> Void] = [:]
    private var notImages = 0, unreadable = 0
    private var deliveredCount = 0
    private var movedFlag = false
    private var lastAnnounced: Date?

    /// How many turns were taken.
    var taken: Int { lock.withLock { takenCount } }

    func take() -> Int {
        lock.withLock {
            takenCount += 1
            return takenCount - 1
        }
    }

    /// Runs `body` in turn `turn`'s order, after the earlier turns' (on the writer queue).
    func deliver(_ turn: Int, _ body: @escaping () -> Void) {
        var ready: [() -> Void] = []
        lock.withLock {
            waiting[turn] = body
            while let next = waiting.removeValue(forKey: self.next) {
                self.next += 1
                deliveredCount += 1
                ready.append(next)
            }
        }
        for body in ready { body() }
    }

    func count(notImages: Int, unreadable: Int) {
        lock.withLock {
            self.notImages += notImages
            self.unreadable += unreadable
        }
    }

    /// Notes that a list shown may have moved; returns whether to say so now (at most every
    /// ``announceInterval``, so a walk that moves many batches does not refresh lists for each).
    func markMoved(now: Date = Date()) -> Bool {
        lock.withLock {
            movedFlag = true
            guard lastAnnounced.map({ now.timeIntervalSince($0) >= Self.announceInterval }) ?? true else { return false }
            lastAnnounced = now
            return true
        }
    }

    static let announceInterval: TimeInterval = 0.25

    var moved: Bool { lock.withLock { movedFlag } }
    var delivered: Int { lock.withLock { deliveredCount } }
    var counts: (notImages: Int, unreadable: Int) { lock.withLock { (notImages, unreadable) } }
}
