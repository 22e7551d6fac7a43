import Foundation

/// The photos a scan has found so far, and the page requests waiting for them.
///
/// In name order a page is answered as soon as the scan has found enough matches (files come
/// in name order, so later ones never go before them); in date or size order, and a request for
/// the final count, when the scan is done. Thread-safe: the scan appends on its thread,
/// requests come from any.
final class FolderIndex: Sendable {
    /// One page of matches: the files, how many match so far, and whether that count is final.
    struct Answer: Sendable {
        let files: [LocalPhotoFile]
        let matched: Int
        let complete: Bool
    }

    typealias Reply = @Sendable (Answer) -> Void

    private struct Waiter {
        let filter: FolderFilter
        let order: FolderOrder
        let range: Range<Int>
        /// Answered only when the scan is done (the count is final).
        let final: Bool
        var cursor = 0
        var matches: [Int] = []
        let reply: Reply
    }

    private struct State {
        var files: [LocalPhotoFile] = []
        var positions: [String: Int] = [:]
        var progress = FolderScanProgress()
        var waiters: [Int: Waiter] = [:]
        var nextToken = 0
    }

    private let state = Locked(State())
    private let onProgress: @Sendable (FolderScanProgress) -> Void

    init(onProgress: @escaping @Sendable (FolderScanProgress) -> Void = { _ in }) {
        self.onProgress = onProgress
    }

    var progress: FolderScanProgress { state.withLock { $0.progress } }

    /// Adds a batch from the scan and answers the requests it satisfies.
    func append(_ batch: [LocalPhotoFile], progress: FolderScanProgress) {
        let answers = state.withLock { state in
            for file in batch where state.positions[file.id] == nil {
                state.positions[file.id] = state.files.count
                state.files.append(file)
            }
            state.progress = progress
            return Self.resolveWaiters(&state)
        }
        onProgress(progress)
        for (reply, answer) in answers { reply(answer) }
    }

    /// Asks for the matches of `terms` at `range` (positions in the order), answered when known.
    /// - Returns: a token for ``cancel(_:)``.
    @discardableResult
    func request(terms: [String], order: FolderOrder, range: Range<Int>, reply: @escaping Reply) -> Int {
        request(FolderFilter(terms: terms), order: order, range: range, reply: reply)
    }

    /// Asks for the matches of `filter` at `range` (positions in the order), answered when known,
    /// or (`final`) when the scan is done.
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

    /// Forgets a request that is no longer wanted.
    func cancel(_ token: Int) { state.withLock { $0.waiters[token] = nil } }

    /// The file with this photo id, if the scan found it.
    func file(id: String) -> LocalPhotoFile? {
        state.withLock { state in state.positions[id].map { state.files[$0] } }
    }

    /// Replaces a file's record (it changed on disk).
    func update(_ file: LocalPhotoFile) {
        state.withLock { state in
            if let position = state.positions[file.id] { state.files[position] = file }
        }
    }

    /// Every file found so far.
    var allFiles: [LocalPhotoFile] { state.withLock { $0.files } }

    // MARK: - Private

    /// Advances every waiter over the new files; returns the ones to answer.
    private static func resolveWaiters(_ state: inout State) -> [(Reply, Answer)] {
        var answers: [(Reply, Answer)] = []
        let finished = state.progress.finished
        let files = state.files
        for (token, var waiter) in state.waiters {
            let streams = waiter.order == .name && !waiter.final
            while waiter.cursor < files.count {
                if waiter.filter.matches(files[waiter.cursor]) { waiter.matches.append(waiter.cursor) }
                waiter.cursor += 1
                // In name order, stop counting once the page is covered (and one more, to know
                // there is a next page).
                if streams, waiter.matches.count > waiter.range.upperBound { break }
            }
            let ready = finished || (streams && waiter.matches.count > waiter.range.upperBound)
            guard ready else {
                state.waiters[token] = waiter
                continue
            }
            state.waiters[token] = nil
            var ordered = waiter.matches
            switch waiter.order {
            case .name: break
            case .date: ordered.sort { files[$0].date != files[$1].date ? files[$0].date > files[$1].date : $0 < $1 }
            case .size: ordered.sort { files[$0].byteCount != files[$1].byteCount ? files[$0].byteCount > files[$1].byteCount : $0 < $1 }
            }
            let slice = ordered[min(waiter.range.lowerBound, ordered.count)..<min(waiter.range.upperBound, ordered.count)]
            let complete = finished && waiter.cursor >= files.count
            answers.append((waiter.reply, Answer(files: slice.map { files[$0] }, matched: waiter.matches.count, complete: complete)))
        }
        return answers
    }
}
