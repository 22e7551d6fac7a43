import Foundation

/// How far ahead the list asks for its next page, by time rather than rows: it measures how long
/// pages take to arrive and how fast the selection moves down, and asks while the rows left
/// below the selection would last at least one page's latency (with a margin).
struct PagingPace: Equatable {
    /// Rows below the visible ones at which the next page is always asked for.
    static let minimumRows = PhotoListState.nearEndThreshold
    /// Assumed before any page was measured: a slow connection.
    static let assumedLatency: TimeInterval = 1.0
    /// How much longer than the measured latency the rows left must last.
    static let margin = 1.5
    /// Moves older than this do not count toward the speed.
    static let speedWindow: TimeInterval = 1.0

    /// The smoothed time from asking for a page to its rows, in seconds.
    private(set) var latency: TimeInterval?
    /// When the page in flight was asked for.
    private var askedAt: Date?
    /// Recent downward moves: when, and how many rows.
    private var moves: [(time: Date, rows: Int)] = []

    static func == (lhs: PagingPace, rhs: PagingPace) -> Bool {
        lhs.latency == rhs.latency && lhs.askedAt == rhs.askedAt && lhs.moves.map(\.rows) == rhs.moves.map(\.rows)
            && lhs.moves.map(\.time) == rhs.moves.map(\.time)
    }

    /// A page was asked for at `time` (the first page of a search, or the next one).
    mutating func asked(at time: Date) {
        if askedAt == nil { askedAt = time }
    }

    /// A page's rows arrived at `time`.
    mutating func arrived(at time: Date) {
        guard let askedAt else { return }
        self.askedAt = nil
        let sample = max(0, time.timeIntervalSince(askedAt))
        latency = latency.map { $0 * 0.5 + sample * 0.5 } ?? sample
    }

    /// The page asked for will not come (a new search, a failure).
    mutating func cancelled() {
        askedAt = nil
    }

    /// The selection moved `rows` down at `time`.
    mutating func moved(rows: Int, at time: Date) {
        moves.append((time, rows))
        moves.removeAll { time.timeIntervalSince($0.time) > Self.speedWindow }
    }

    /// Rows per second the selection moved down lately, as of `time`.
    func speed(at time: Date) -> Double {
        let recent = moves.filter { time.timeIntervalSince($0.time) <= Self.speedWindow }
        return Double(recent.reduce(0) { $0 + $1.rows }) / Self.speedWindow
    }

    /// Rows below the selection that must remain when the next page is asked for, as of `time`.
    func lookahead(at time: Date) -> Int {
        let seconds = (latency ?? Self.assumedLatency) * Self.margin
        return Self.minimumRows + Int((speed(at: time) * seconds).rounded(.up))
    }
}
