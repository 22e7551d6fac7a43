import Foundation
import PhotoCore
import Terminal

/// The `f` overlay's state: the choice being edited and the row with the cursor. It offers verbs
/// (the next row, the next value) and reads no keys: the key table's moves reach it through the
/// model (up and down choose a row, left and right change its value); the model applies the
/// draft on Enter and drops it on Esc.
///
/// Rows are those the source takes (``SourceTraits``): its orders when it has more than one
/// (Unsplash's relevant and latest, a folder's name, date taken and size), orientation, colour
/// (Unsplash), licence (Openverse); a "Source" row switches sources when there are others to
/// switch to; then Rating and Rejects, for every source (the library's marks, applied to the rows).
struct FilterEditor: Equatable {
    /// One line of the overlay.
    enum Row: Equatable { case order, orientation, color, license, rating, rejects, source }

    /// The choice being edited.
    private(set) var draft: FilterChoice
    /// The row with the cursor.
    private(set) var row = 0
    /// The rows shown, in order.
    let rows: [Row]
    /// The orders the Order row cycles through (the source's).
    let orders: [SearchOrder]
    /// The sources the Source row cycles through (the current one first).
    let sources: [SourceOption]

    /// Starts editing from the filters in force.
    /// - Parameters:
    ///   - traits: what the source takes; `nil` for Unsplash's filters.
    ///   - sources: sources to offer, the current one first; empty hides the row.
    init(editing current: FilterChoice = FilterChoice(), traits: SourceTraits? = nil, sources: [SourceOption] = []) {
        draft = current
        orders = traits?.orders ?? [.relevant, .latest]
        let filters = traits?.filters ?? [.orientation, .color]
        var rows: [Row] = orders.count > 1 ? [.order] : []
        if filters.contains(.orientation) { rows.append(.orientation) }
        if filters.contains(.color) { rows.append(.color) }
        if filters.contains(.license) { rows.append(.license) }
        if sources.count > 1 { rows.append(.source) }
        // The person's own marks filter every source alike.
        rows += [.rating, .rejects]
        self.rows = rows
        self.sources = sources
        if draft.source == nil, let first = sources.first { draft.source = first }
    }

    /// The cursor to the next row (after the last, the first).
    mutating func selectNextRow() {
        guard !rows.isEmpty else { return }
        row = (row + 1) % rows.count
    }

    /// The cursor to the previous row (before the first, the last).
    mutating func selectPreviousRow() {
        guard !rows.isEmpty else { return }
        row = (row + rows.count - 1) % rows.count
    }

    /// The value under the cursor to the next one (`delta` 1) or the previous (-1), cycling.
    mutating func changeValue(by delta: Int) {
        guard !rows.isEmpty else { return }
        step(delta)
    }

    private mutating func step(_ delta: Int) {
        func next<T: Equatable>(_ values: [T], _ current: T) -> T {
            let index = values.firstIndex(of: current) ?? 0
            return values[(index + delta + values.count) % values.count]
        }
        switch rows[row] {
        case .order: draft.order = next(orders.map(\.rawValue), draft.order)
        case .orientation: draft.orientation = next(FilterChoice.orientations, draft.orientation)
        case .color: draft.color = next(FilterChoice.colors, draft.color)
        case .license: draft.license = next(FilterChoice.licenses, draft.license)
        case .rating: draft.rating.minimumStars = next(RatingFilter.starChoices, draft.rating.minimumStars)
        case .rejects: draft.rating.rejects = next(RatingFilter.Rejects.allCases, draft.rating.rejects)
        case .source: draft.source = next(sources.map { Optional($0) }, draft.source)
        }
    }

    /// The overlay's lines, with a marker on the row being edited; `plain`, "Order: latest" with
    /// no marks (the terminal's cursor shows the row).
    func lines(plain: Bool) -> [String] {
        guard !rows.isEmpty else { return [plain ? "This source has no filters" : "  This source has no filters"] }
        guard plain else { return lines }
        return values.map { "\($0.0): \($0.1)" } + ["", explanation]
    }

    /// The overlay's lines, with a marker on the row being edited.
    var lines: [String] {
        guard !rows.isEmpty else { return ["  This source has no filters"] }
        let rows = values.enumerated().map { index, pair in
            "\(index == row ? "›" : " ") \(pair.0.padding(toLength: 12, withPad: " ", startingAt: 0))‹ \(pair.1) ›"
        }
        return rows + ["", "  " + explanation]
    }

    /// Each row's name and value.
    private var values: [(String, String)] {
        rows.map { row in
            switch row {
            case .order: return ("Order", SearchOrder(rawValue: draft.order)?.displayName ?? draft.order)
            case .orientation: return ("Orientation", draft.orientation ?? "any")
            case .color: return ("Colour", (draft.color ?? "any").replacingOccurrences(of: "_", with: " "))
            case .license: return ("Licence", draft.license.map { $0 == "commercial" ? "commercial use" : "changes allowed" } ?? "any")
            case .rating: return ("Rating", draft.rating.starsText)
            case .rejects: return ("Rejects", draft.rating.rejectsText)
            case .source: return ("Source", draft.source?.description ?? "")
            }
        }
    }

    /// What the value under the cursor does, said under the rows.
    var explanation: String {
        switch rows[row] {
        case .order:
            switch SearchOrder(rawValue: draft.order) ?? .relevant {
            case .relevant: return "Best matches first"
            case .latest: return "Newest first"
            case .name: return "Folder by folder, files by name"
            case .dateTaken: return "Newest taken first (EXIF date, else the file's time)"
            case .size: return "Largest files first"
            }
        case .orientation:
            return draft.orientation.map { "Only \($0 == "squarish" ? "square" : $0) photos, by their shape" } ?? "Photos of every shape"
        case .color:
            return draft.color.map { "Photos whose main colour is \($0.replacingOccurrences(of: "_", with: " "))" } ?? "Photos of every colour"
        case .license:
            switch draft.license {
            case "commercial": return "Works whose licence allows commercial use"
            case "modification": return "Works whose licence allows changes"
            default: return "Works under any licence"
            }
        case .rating:
            return draft.rating.minimumStars == 0 ? "Photos rated or not (1–5 rate, 0 clears)"
                : "Only photos you gave \(draft.rating.starsText) stars (your library's ratings)"
        case .rejects:
            switch draft.rating.rejects {
            case .shown: return "Rejected photos show, marked ✕ (x rejects)"
            case .hidden: return "Rejected photos are left out"
            case .only: return "Only the photos you rejected"
            }
        case .source:
            return "Browse another source; the search is kept"
        }
    }
}
