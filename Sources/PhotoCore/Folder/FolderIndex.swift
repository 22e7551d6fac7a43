import Foundation

/// The photos a scan has found so far, and the page requests waiting for them.
///
/// In name order a page is answered as soon as the scan has found enough matches (files come
/// in name order, so later ones never go before them); in date order, when the scan is done.
/// Thread-safe: the scan appends on its thread, requests come from any.
final class FolderIndex: @unchecked Sendable {
    /// One page of matches: the files, how many match so far, and whether that count is final.
    struct Answer {
        let files: [LocalPhotoFile]
        let matched: Int
        let complete: Bool
    }

    private struct Waiter {
        let terms: [String]
        let order: FolderOrder
        let range: Range<Int>
        var cursor = 0
        var matches: [Int] = []
        let reply: (Answer) -> Void
    }

    private let lock = NSLock()
    private var files: [LocalPhotoFile] = []
    private var positions: [String: Int] = [:]
    private var progressValue = FolderScanProgress()
    private var waiters: [Int: Waiter] = [:]
    private var nextToken = 0
    private let onProgress: (FolderScanProgress) -> Void

    init(onProgress: @escaping (FolderScanProgress) -> Void = { _ in }) {
        self.onProgress = onProgress
    }

    var progress: FolderScanProgress {
        lock.lock()
        defer { lock.unlock() }
        return progressValue
    }

    /// Adds a batch from the scan and answers the requests it satisfies.
    func append(_ batch: [LocalPhotoFile], progress: FolderScanProgress) {
        lock.lock()
        for file in batch where positions[file.id] == nil {
            positions[file.id] = files.count
            files.append(file)
        }
        progressValue = progress
        let answers = resolveWaiters()
        lock.unlock()
        onProgress(progress)
        for (reply, answer) in answers { reply(answer) }
    }

    /// Asks for the matches of `terms` at `range` (positions in the order), answered when known.
    /// - Returns: a token for ``cancel(_:)``.
    @discardableResult
    func request(terms: [String], order: FolderOrder, range: Range<Int>, reply: @escaping (Answer) -> Void) -> Int {
        lock.lock()
        nextToken += 1
        let token = nextToken
        waiters[token] = Waiter(terms: terms, order: order, range: range, reply: reply)
        let answers = resolveWaiters()
        lock.unlock()
        for (reply, answer) in answers { reply(answer) }
        return token
    }

    /// Forgets a request that is no longer wanted.
    func cancel(_ token: Int) {
        lock.lock()
        waiters[token] = nil
        lock.unlock()
    }

    /// The file with this photo id, if the scan found it.
    func file(id: String) -> LocalPhotoFile? {
        lock.lock()
        defer { lock.unlock() }
        return positions[id].map { files[$0] }
    }

    /// Replaces a file's record (it changed on disk).
    func update(_ file: LocalPhotoFile) {
        lock.lock()
        if let position = positions[file.id] { files[position] = file }
        lock.unlock()
    }

    /// Every file found so far.
    var allFiles: [LocalPhotoFile] {
        lock.lock()
        defer { lock.unlock() }
        return files
    }

    // MARK: - Private

    /// Under the lock: advances every waiter over the new files; returns the ones to answer.
    private func resolveWaiters() -> [((Answer) -> Void, Answer)] {
        var answers: [((Answer) -> Void, Answer)] = []
        let finished = progressValue.finished
        for (token, var waiter) in waiters {
            while waiter.cursor < files.count {
                if files[waiter.cursor].matches(waiter.terms) { waiter.matches.append(waiter.cursor) }
                waiter.cursor += 1
                // In name order, stop counting once the page is covered (and one more, to know
                // there is a next page).
                if waiter.order == .name, waiter.matches.count > waiter.range.upperBound { break }
            }
            let ready = finished || (waiter.order == .name && waiter.matches.count > waiter.range.upperBound)
            guard ready else {
                waiters[token] = waiter
                continue
            }
            waiters[token] = nil
            var ordered = waiter.matches
            if waiter.order == .date {
                ordered.sort { files[$0].date != files[$1].date ? files[$0].date > files[$1].date : $0 < $1 }
            }
            let slice = ordered[min(waiter.range.lowerBound, ordered.count)..<min(waiter.range.upperBound, ordered.count)]
            let complete = finished && waiter.cursor >= files.count
            answers.append((waiter.reply, Answer(files: slice.map { files[$0] }, matched: waiter.matches.count, complete: complete)))
        }
        return answers
    }
}
