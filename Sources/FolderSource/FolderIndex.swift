import Foundation
import PhotoModel

/// The folder's photos in memory (``IndexEntry``, in name order) and the page requests waiting
/// for them.
///
/// While a first walk streams in, a request in name order is answered as soon as enough
/// matches are known (files come in name order, so later ones never go before them); date and
/// size order wait until every file's date is known, or until an index from an earlier run
/// was loaded whole. A request for the final count waits for the end of the walk. Once
/// answered, a change that moves what a list shows (a file added in the middle, changed,
/// removed) bumps ``version``, and the source tells its lists to refresh. Thread-safe: the
/// indexer changes it from its threads, requests come from any.
final class FolderIndex: Sendable {
    /// One page of matches: the entries, how many match so far, whether that count is final,
    /// and the day headings before entries of the page (date order).
    struct Answer: Sendable {
        let entries: [IndexEntry]
        let matched: Int
        let complete: Bool
        /// Headings by position in `entries`: where a new day starts.
        var headings: [Int: DayHeading] = [:]
    }

    typealias Reply = @Sendable (Answer) -> Void

    private struct Waiter {
        let filter: FolderFilter
        let order: FolderOrder
        let range: Range<Int>
        /// Answered only when the walk is done (the count is final).
        let final: Bool
        var cursor = 0
        var matches = 0
        let reply: Reply
    }

    /// A filtered, ordered list kept for the pages after the first.
    private struct Listing {
        let filter: FolderFilter
        let order: FolderOrder
        let version: Int
        let positions: [Int32]
    }

    private struct State {
        var entries: [IndexEntry] = []
        /// The perceptual hashes the walk found missing have been made.
        var hashed = false
        var hashWaiters: [@Sendable () -> Void] = []
        var progress = FolderScanProgress()
        /// Every file's date is known: date and size order can be answered.
        var ordered = false
        /// Bumped by every change but an append at the end.
        var version = 0
        var waiters: [Int: Waiter] = [:]
        var nextToken = 0
        var listing: Listing?
        /// Positions in `entries` by row, of one root, while ``version`` stays what it was: hashes
        /// come by row, 256 at a time, and a scan of every entry per batch was quadratic.
        var rowPositions: (version: Int, root: Int, positions: [Int64: Int])?
    }

    private let state = Locked(State())
    private let onProgress: @Sendable (FolderScanProgress) -> Void

    init(onProgress: @escaping @Sendable (FolderScanProgress) -> Void = { _ in }) {
        self.onProgress = onProgress
    }

    var progress: FolderScanProgress { state.withLock { $0.progress } }

    /// Bumped by every change that may move what a list shows.
    var version: Int { state.withLock { $0.version } }

    /// The entries loaded from an index file, in name order; `ordered` when that index was whole.
    func load(_ entries: [IndexEntry], ordered: Bool, progress: FolderScanProgress) {
        let answers = state.withLock { state in
            state.entries = entries
            state.ordered = ordered
            state.progress = progress
            state.version += 1
            return Self.resolveWaiters(&state)
        }
        onProgress(progress)
        for (reply, answer) in answers { reply(answer) }
    }

    /// Adds or replaces entries (new or changed files, in name order among themselves), and
    /// answers the requests that satisfies. Returns whether a list already shown may have moved.
    @discardableResult
    func insert(_ batch: [IndexEntry], progress: FolderScanProgress) -> Bool {
        let (moved, answers) = state.withLock { state -> (Bool, [(Reply, Answer)]) in
            var moved = false
            for entry in batch {
                let key = Self.sortKey(entry)
                if let last = state.entries.last, Self.sortKey(last).lexicographicallyPrecedes(key) {
                    state.entries.append(entry)
                    continue
                }
                if state.entries.isEmpty {
                    state.entries.append(entry)
                    continue
                }
                let index = Self.position(of: key, in: state.entries)
                if index < state.entries.count, Self.sortKey(state.entries[index]) == key {
                    state.entries[index] = entry
                } else {
                    state.entries.insert(entry, at: index)
                }
                moved = true
            }
            // Any addition (at the end too) makes a kept listing stale: a date or size order
            // must place the new entries.
            if !batch.isEmpty { state.version += 1 }
            state.progress = progress
            return (moved, Self.resolveWaiters(&state))
        }
        onProgress(progress)
        for (reply, answer) in answers { reply(answer) }
        return moved
    }

    /// Forgets entries (files gone); returns how many there were.
    @discardableResult
    func remove(root: Int, paths: Set<[UInt8]>) -> Int {
        guard !paths.isEmpty else { return 0 }
        return state.withLock { state in
            let before = state.entries.count
            state.entries.removeAll { $0.root == root && paths.contains($0.relativePath) }
            let removed = before - state.entries.count
            if removed > 0 { state.version += 1 }
            return removed
        }
    }

    /// Every file's date is known now (the walk's reading is done): date order may be answered.
    func markOrdered(progress: FolderScanProgress) {
        let answers = state.withLock { state in
            state.ordered = true
            state.progress = progress
            return Self.resolveWaiters(&state)
        }
        onProgress(progress)
        for (reply, answer) in answers { reply(answer) }
    }

    /// The progress changed (a walk's counts; `finished` answers the final requests).
    func update(progress: FolderScanProgress) {
        let answers = state.withLock { state in
            if progress.finished { state.ordered = true }
            state.progress = progress
            return Self.resolveWaiters(&state)
        }
        onProgress(progress)
        for (reply, answer) in answers { reply(answer) }
    }

    /// The hashes missing after a walk are made: photos like one may be answered.
    func markHashed() {
        let waiting = state.withLock { state -> [@Sendable () -> Void] in
            state.hashed = true
            defer { state.hashWaiters = [] }
            return state.hashWaiters
        }
        for body in waiting { body() }
    }

    /// Runs `body` once the hashes are made (at once if they are).
    func whenHashed(_ body: @escaping @Sendable () -> Void) {
        let now = state.withLock { state -> Bool in
            guard state.hashed else {
                state.hashWaiters.append(body)
                return false
            }
            return true
        }
        if now { body() }
    }

    /// Keeps perceptual hashes made after the walk.
    func setHashes(root: Int, _ hashes: [Int64: (hash: UInt64?, color: UInt32?)]) {
        state.withLock { state in
            let positions = Self.rowPositions(root: root, in: &state)
            for (row, made) in hashes {
                guard let index = positions[row] else { continue }
                state.entries[index].hashState = made.hash == nil ? 2 : 1
                state.entries[index].hash = made.hash ?? 0
                state.entries[index].color = made.color ?? 0
            }
        }
    }

    /// Asks for the matches of `filter` at `range` (positions in the order), answered when known,
    /// or (`final`) when the walk is done.
    /// - Returns: a token for ``cancel(_:)``.
    @discardableResult
    func request(_ filter: FolderFilter, order: FolderOrder, range: Range<Int>, final: Bool = false, reply: @escaping Reply) -> Int {
        let (token, answers) = state.withLock { state in
            state.nextToken += 1
            state.waiters[state.nextToken] = Waiter(filter: filter, order: order, range: range, final: final, reply: reply)
            return (state.nextToken, Self.resolveWaiters(&state))
        }
        for (reply, answer) in answers { reply(answer) }
        return token
    }

    /// Asks for the matches of `terms` at `range`, answered when known.
    @discardableResult
    func request(terms: [String], order: FolderOrder, range: Range<Int>, reply: @escaping Reply) -> Int {
        request(FolderFilter(terms: terms), order: order, range: range, reply: reply)
    }

    /// Forgets a request that is no longer wanted.
    func cancel(_ token: Int) { state.withLock { $0.waiters[token] = nil } }

    /// Where `jump` from `position` lands among the matches of `filter` in `order`
    /// (``TimelineJump/target(from:count:group:)``): by day or month in date order, by first
    /// letter or folder in name order. `nil` in size order, past the ends, and while date order
    /// waits for the walk.
    func jumpTarget(_ filter: FolderFilter, order: FolderOrder, from position: Int, jump: TimelineJump) -> Int? {
        state.withLock { state in
            let complete = state.progress.finished
            guard order == .name || state.ordered || complete else { return nil }
            let positions = Self.listing(filter, order, in: &state, complete: complete)
            let entries = state.entries
            func entry(_ at: Int) -> IndexEntry { entries[Int(positions[at])] }
            switch (order, jump.unit) {
            case (.date, .day): return jump.target(from: position, count: positions.count) { entry($0).day }
            case (.date, .month):
                return jump.target(from: position, count: positions.count) { entry($0).day.year * 12 + entry($0).day.month }
            case (.name, .day): return jump.target(from: position, count: positions.count) { NameGroup(entry($0), byLetter: true) }
            case (.name, .month): return jump.target(from: position, count: positions.count) { NameGroup(entry($0), byLetter: false) }
            case (.size, _): return nil
            }
        }
    }

    /// The entry of a file, if indexed.
    func entry(root: Int, relativePath: [UInt8]) -> IndexEntry? {
        state.withLock { state in
            let key = Self.sortKey(root: root, relativePath)
            let index = Self.position(of: key, in: state.entries)
            guard index < state.entries.count, state.entries[index].root == root, state.entries[index].relativePath == relativePath
            else { return nil }
            return state.entries[index]
        }
    }

    /// Every entry now, in name order.
    var allEntries: [IndexEntry] { state.withLock { $0.entries } }

    /// How many files are indexed.
    var count: Int { state.withLock { $0.entries.count } }

    // MARK: - Private

    /// Roots in order, then the name order within each.
    private static func sortKey(_ entry: IndexEntry) -> [UInt8] { sortKey(root: entry.root, entry.relativePath) }

    private static func sortKey(root: Int, _ relativePath: [UInt8]) -> [UInt8] {
        [UInt8(truncatingIfNeeded: root >> 8), UInt8(truncatingIfNeeded: root)] + NameSortKey.key(relativePath: relativePath)
    }

    /// Where each row of `root` is in `entries`, kept until the entries change.
    private static func rowPositions(root: Int, in state: inout State) -> [Int64: Int] {
        if let kept = state.rowPositions, kept.version == state.version, kept.root == root { return kept.positions }
        var positions: [Int64: Int] = [:]
        positions.reserveCapacity(state.entries.count)
        for index in state.entries.indices where state.entries[index].root == root { positions[state.entries[index].row] = index }
        state.rowPositions = (state.version, root, positions)
        return positions
    }

    /// The first index whose key is not below `key`.
    private static func position(of key: [UInt8], in entries: [IndexEntry]) -> Int {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if sortKey(entries[middle]).lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Advances every waiter over the entries; returns the ones to answer.
    private static func resolveWaiters(_ state: inout State) -> [(Reply, Answer)] {
        var answers: [(Reply, Answer)] = []
        let finished = state.progress.finished
        for (token, var waiter) in state.waiters {
            let ready: Bool
            if waiter.final {
                ready = finished
            } else if state.ordered || finished {
                ready = true
            } else if waiter.order == .name {
                // Streaming a first walk: count matches as the entries grow (appends only), and
                // answer once the page is covered and one more match shows a next page exists.
                if waiter.cursor > state.entries.count { waiter.cursor = 0; waiter.matches = 0 }
                while waiter.cursor < state.entries.count, waiter.matches <= waiter.range.upperBound {
                    if waiter.filter.matches(state.entries[waiter.cursor]) { waiter.matches += 1 }
                    waiter.cursor += 1
                }
                ready = waiter.matches > waiter.range.upperBound
            } else {
                ready = false
            }
            guard ready else {
                state.waiters[token] = waiter
                continue
            }
            state.waiters[token] = nil
            answers.append((waiter.reply, answer(waiter, in: &state, complete: finished)))
        }
        return answers
    }

    /// The page a waiter asked for, from the listing of its filter and order (kept for the next page).
    private static func answer(_ waiter: Waiter, in state: inout State, complete: Bool) -> Answer {
        let positions = listing(waiter.filter, waiter.order, in: &state, complete: complete)
        let range = min(waiter.range.lowerBound, positions.count)..<min(waiter.range.upperBound, positions.count)
        let entries = range.map { state.entries[Int(positions[$0])] }
        var answer = Answer(entries: entries, matched: positions.count, complete: complete)
        if waiter.order == .date {
            answer.headings = headings(for: range, positions: positions, entries: state.entries)
        }
        return answer
    }

    /// The matching entries' positions in `order`, from the listing kept for the pages after the
    /// first when it is still current (kept anew once the order is known).
    private static func listing(_ filter: FolderFilter, _ order: FolderOrder, in state: inout State, complete: Bool) -> [Int32] {
        if let listing = state.listing, listing.version == state.version, listing.filter == filter,
           listing.order == order, listing.positions.count <= state.entries.count, state.ordered || complete {
            return listing.positions
        }
        let positions = ordered(state.entries, filter, order)
        if state.ordered || complete {
            state.listing = Listing(filter: filter, order: order, version: state.version, positions: positions)
        }
        return positions
    }

    /// The matching entries' positions in `order`: newest taken first, or largest first, names
    /// breaking ties.
    private static func ordered(_ entries: [IndexEntry], _ filter: FolderFilter, _ order: FolderOrder) -> [Int32] {
        var positions: [Int32] = []
        positions.reserveCapacity(filter.isEmpty ? entries.count : 256)
        for index in entries.indices where filter.matches(entries[index]) { positions.append(Int32(index)) }
        switch order {
        case .name: break
        case .date:
            positions.sort { entries[Int($0)].taken != entries[Int($1)].taken ? entries[Int($0)].taken > entries[Int($1)].taken : $0 < $1 }
        case .size:
            positions.sort {
                entries[Int($0)].byteCount != entries[Int($1)].byteCount ? entries[Int($0)].byteCount > entries[Int($1)].byteCount : $0 < $1
            }
        }
        return positions
    }

    /// A heading before each entry of `range` that starts a day: the day's count among all the
    /// matches and its most common place.
    private static func headings(for range: Range<Int>, positions: [Int32], entries: [IndexEntry]) -> [Int: DayHeading] {
        var headings: [Int: DayHeading] = [:]
        for position in range {
            let day = entries[Int(positions[position])].day
            if position > 0, entries[Int(positions[position - 1])].day == day { continue }
            // The day's photos are together in date order: count forward from here.
            var end = position
            var places: [String: Int] = [:]
            while end < positions.count, entries[Int(positions[end])].day == day {
                if let place = entries[Int(positions[end])].place { places[place, default: 0] += 1 }
                end += 1
            }
            let place = places.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
            headings[position - range.lowerBound] = DayHeading(day: day, place: place, count: end - position)
        }
        return headings
    }
}
