import PhotoModel

/// An editorial home feed (``HomeFeed/editorial(heading:)``) as pages of one list, loaded one
/// request at a time as the list nears its end, the way a search pages: the editorial feed's
/// first page under its heading, then each topic's photos under its title, then the editorial
/// feed's later pages ("More from Editorial"). A value with no I/O; the search view model feeds
/// it responses and asks it what to load next.
struct HomePagingState {
    /// The title of the editorial feed's section (the source's heading: "Editorial").
    let editorialTitle: String
    /// The title above the editorial feed's later pages, after the topics.
    var moreTitle: String { "More from \(editorialTitle)" }

    let topicSections: Int
    private(set) var rows: [PhotoListRow] = []
    private var shownIDs: Set<String> = []
    /// Chunks answered so far, in order.
    private(set) var loaded: [HomeChunk] = []
    private(set) var inFlight: HomeChunk?
    private(set) var failed: HomeChunk?
    /// The editorial feed has no page after the last one loaded.
    private var editorialEnded = false
    private var topicsEnded = false
    /// A topic section was shown, so the editorial feed's later pages need their own header.
    private var needsMoreTitle = false

    init(topicSections: Int, heading: String = "Editorial") {
        self.topicSections = topicSections
        editorialTitle = heading
    }

    /// Starts with the first editorial page.
    mutating func start() -> HomeChunk {
        inFlight = .editorial(page: 1)
        return .editorial(page: 1)
    }

    /// Whether nothing is left to load.
    var reachedEnd: Bool { upcoming == nil }

    /// The chunk after those loaded, or `nil` at the end.
    private var upcoming: HomeChunk? {
        guard let last = loaded.last else { return .editorial(page: 1) }
        switch last {
        case .editorial(let page) where page == 1:
            if !topicsEnded && topicSections > 0 { return .topic(index: 0) }
            return editorialEnded ? nil : .editorial(page: 2)
        case .editorial(let page):
            return editorialEnded ? nil : .editorial(page: page + 1)
        case .topic(let index):
            if !topicsEnded && index + 1 < topicSections { return .topic(index: index + 1) }
            return editorialEnded ? nil : .editorial(page: 2)
        }
    }

    /// The next chunk to load when the list nears its end, or `nil`: while one is in flight,
    /// after a failure (retry resumes it), before the first page arrived, or at the end.
    mutating func next() -> HomeChunk? {
        guard inFlight == nil, failed == nil, !loaded.isEmpty, let chunk = upcoming else { return nil }
        inFlight = chunk
        return chunk
    }

    /// The failed chunk to load again, or `nil`.
    mutating func retry() -> HomeChunk? {
        guard inFlight == nil, let chunk = failed else { return nil }
        failed = nil
        inFlight = chunk
        return chunk
    }

    /// Takes in `chunk`'s photos under `title`; `isLast` says the source has nothing after it (the
    /// editorial feed's last page, or a topic index past the topics there are). Returns the rows
    /// update it makes, if any: the first chunk resets the list, later ones append.
    mutating func receive(_ chunk: HomeChunk, title: String?, photos: [Photo], isLast: Bool) -> RowsUpdate? {
        guard inFlight == chunk else { return nil }
        inFlight = nil
        loaded.append(chunk)
        switch chunk {
        case .editorial: if isLast || photos.isEmpty { editorialEnded = true }
        case .topic: if isLast { topicsEnded = true }
        }
        let fresh = photos.filter { shownIDs.insert($0.id).inserted }.map(PhotoListRow.photo)
        let start = rows.count
        if !fresh.isEmpty {
            var title = title
            if case .topic = chunk { needsMoreTitle = true }
            if case .editorial(let page) = chunk, page > 1, needsMoreTitle {
                // After the topics, the editorial feed goes on under a header of its own; with
                // no topic in between (Openverse, a folder) it simply goes on.
                title = moreTitle
                needsMoreTitle = false
            }
            if let title { rows.append(.section(title: title)) }
            rows += fresh
        }
        if chunk == .editorial(page: 1) { return RowsUpdate(rows: rows, change: .reset) }
        guard rows.count > start else { return nil }
        return RowsUpdate(rows: rows, change: .appended(start..<rows.count))
    }

    /// Records that `chunk` failed; returns the rows update it makes (a failed first page clears
    /// the list a search left).
    mutating func fail(_ chunk: HomeChunk) -> RowsUpdate? {
        guard inFlight == chunk else { return nil }
        inFlight = nil
        failed = chunk
        return chunk == .editorial(page: 1) ? RowsUpdate(rows: [], change: .reset) : nil
    }
}
