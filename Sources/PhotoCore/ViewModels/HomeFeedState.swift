/// The home feed's sections (the editorial feed, then topics), each updated by its own response
/// in whatever order they arrive. A value with no I/O.
struct HomeFeedState {
    private var sections: [HomeSection]
    /// Whether any rows of the home feed have been sent; the first ones reset the list.
    private var shownRows = false
    /// The events the latest `apply` produced.
    private(set) var events: [FeedEvent] = []

    /// `count` sections, all pending.
    init(count: Int) {
        sections = Array(repeating: .pending, count: count)
    }

    /// Takes in the new state of section `index`.
    mutating func apply(index: Int, section: HomeSection) {
        let before = rowCount(upTo: index)
        let oldCount = sections[index].rows.count
        sections[index] = section
        events = []
        let rows = sections.flatMap(\.rows)
        let range = before..<(before + section.rows.count)
        if !shownRows {
            if !range.isEmpty || sections.allSatisfy(\.isSettled) {
                shownRows = true
                events.append(.rows(RowsUpdate(rows: rows, change: .reset)))
            }
        } else if !range.isEmpty || oldCount > 0 {
            let change: RowsUpdate.Change = range.upperBound == rows.count && oldCount == 0 ? .appended(range) : .replaced(range)
            events.append(.rows(RowsUpdate(rows: rows, change: change)))
        }
        events.append(.loading(sections.allSatisfy(\.isSettled) ? .idle : .firstPage))
        if let error = sections.lazy.compactMap(\.error).first {
            events += FeedEvent.failure(error)
        } else {
            events.append(.error(nil))
        }
    }

    private func rowCount(upTo index: Int) -> Int {
        sections[..<index].reduce(0) { $0 + $1.rows.count }
    }
}
