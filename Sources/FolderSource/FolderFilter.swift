import PhotoModel

/// Which of a folder's photos a request wants: every word in the file's text, the capture date
/// within every date range (``FolderQuery``), and the orientation its pixel size has, when one
/// is asked for.
struct FolderFilter: Sendable, Equatable, Hashable {
    /// Lowercased words, as UTF-8.
    var terms: [[UInt8]] = []
    /// Capture-time ranges (wall clock as UTC seconds).
    var dates: [Range<Int>] = []
    var orientation: SearchQuery.Orientation?

    init(terms: [String] = [], dates: [Range<Int>] = [], orientation: SearchQuery.Orientation? = nil) {
        self.terms = terms.map { Array($0.lowercased().utf8) }
        self.dates = dates
        self.orientation = orientation
    }

    /// The filter of a typed search.
    init(_ query: FolderQuery, orientation: SearchQuery.Orientation? = nil) {
        self.init(terms: query.terms, dates: query.dates, orientation: orientation)
    }

    func matches(_ entry: IndexEntry) -> Bool {
        if let orientation, entry.orientation != orientation { return false }
        for range in dates where !range.contains(entry.taken) { return false }
        return terms.isEmpty || entry.contains(terms)
    }

    /// Whether it lets every photo through.
    var isEmpty: Bool { terms.isEmpty && dates.isEmpty && orientation == nil }
}
