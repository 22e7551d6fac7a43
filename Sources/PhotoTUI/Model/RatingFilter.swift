import PhotoCore

/// The `f` overlay's Rating and Rejects rows: which photos of the list show, by the stars and
/// rejects the library keeps. It applies to every source alike, on the rows the source gave
/// (no source filters by the person's own marks), so it changes no request; a section header
/// left with no photo under it goes too.
///
/// ```swift
/// let filter = RatingFilter(minimumStars: 4, rejects: .hidden)
/// let shown = filter.apply(update, rating: { ratings[LibraryRecord.key(of: $0)] ?? .none })
/// ```
struct RatingFilter: Equatable {
    /// What becomes of rejected photos.
    enum Rejects: Equatable, CaseIterable {
        case shown, hidden, only
    }

    /// Fewest stars a photo needs (0: any).
    var minimumStars = 0
    var rejects = Rejects.shown

    /// Every photo shows.
    static let any = RatingFilter()

    /// Pages in a row without a photo the filter keeps after which a remote source is asked for
    /// no more by itself (each page costs a request of the quota); a key at the end asks again.
    static let remotePagesWithoutMatch = 3

    /// The values the overlay's Rating row cycles through: any, then 1 to 5 stars or more.
    static let starChoices = Array(0...PhotoRating.maximumStars)

    /// Some photo may be left out.
    var isActive: Bool { self != .any }

    /// Whether a photo rated `rating` shows.
    func keeps(_ rating: PhotoRating) -> Bool {
        switch rejects {
        case .hidden where rating.isRejected, .only where !rating.isRejected: return false
        default: return rating.stars >= minimumStars
        }
    }

    /// `rows` without the photos it leaves out, nor the headers of sections left empty.
    func filter(_ rows: [PhotoListRow], rating: (Photo) -> PhotoRating) -> [PhotoListRow] {
        guard isActive else { return rows }
        var kept: [PhotoListRow] = []
        kept.reserveCapacity(rows.count)
        var header: PhotoListRow?
        for row in rows {
            switch row {
            case .section:
                header = row
            case .photo(let photo):
                guard keeps(rating(photo)) else { continue }
                if let pending = header { kept.append(pending) }
                header = nil
                kept.append(row)
            case .group:
                kept.append(row)
            }
        }
        return kept
    }

    /// The update the list shows for the source's `update`: appended rows stay an append; any
    /// other change keeps the selection by id (a reset stays a reset).
    func apply(_ update: RowsUpdate, rating: (Photo) -> PhotoRating) -> RowsUpdate {
        guard isActive else { return update }
        let rows = filter(update.rows, rating: rating)
        switch update.change {
        case .reset:
            return RowsUpdate(rows: rows, change: .reset)
        case .appended(let range):
            let before = filter(Array(update.rows[..<range.lowerBound]), rating: rating).count
            return RowsUpdate(rows: rows, change: .appended(before..<rows.count))
        case .replaced:
            return RowsUpdate(rows: rows, change: .replaced(0..<rows.count))
        }
    }

    /// For the search bar: "★4+ · no rejects"; nil when every photo shows.
    var summary: String? {
        var parts: [String] = []
        if minimumStars > 0 { parts.append("★\(minimumStars)\(minimumStars < PhotoRating.maximumStars ? "+" : "")") }
        switch rejects {
        case .shown: break
        case .hidden: parts.append("no rejects")
        case .only: parts.append("rejects only")
        }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// The overlay's words for the Rating row's value.
    var starsText: String { minimumStars == 0 ? "any" : "★\(minimumStars)" + (minimumStars < PhotoRating.maximumStars ? " or more" : "") }

    /// The overlay's words for the Rejects row's value.
    var rejectsText: String {
        switch rejects {
        case .shown: return "shown"
        case .hidden: return "hidden"
        case .only: return "only rejects"
        }
    }
}
