import Foundation
import Terminal

/// The `f` overlay's state: the choice being edited and the row with the cursor. ↑/↓ pick a
/// row, ←/→ change its value; the model applies the draft on Enter and drops it on Esc.
///
/// Rows are those the source has: Unsplash filters by order, orientation and colour; Openverse by
/// orientation (its aspect ratio) and licence. A "Source" row switches sources when there are
/// others to switch to.
struct FilterEditor: Equatable {
    /// One line of the overlay.
    enum Row: Equatable { case order, orientation, color, license, source }

    /// The choice being edited.
    private(set) var draft: FilterChoice
    /// The row with the cursor.
    private(set) var row = 0
    /// The rows shown, in order.
    let rows: [Row]
    /// The sources the Source row cycles through (the current one first).
    let sources: [String]

    /// Starts editing from the filters in force.
    /// - Parameters:
    ///   - licensed: the source is Openverse-like (licence filter, no order or colour).
    ///   - sources: sources to offer, the current one first; empty hides the row.
    init(editing current: FilterChoice = FilterChoice(), licensed: Bool = false, sources: [String] = []) {
        draft = current
        rows = (licensed ? [.orientation, .license] : [.order, .orientation, .color]) + (sources.count > 1 ? [.source] : [])
        self.sources = sources
        if draft.source == nil, let first = sources.first { draft.source = first }
    }

    /// Moves the cursor or changes a value; false for keys it does not use.
    @discardableResult
    mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .up, .character("k"): row = (row + rows.count - 1) % rows.count
        case .down, .character("j"), .tab: row = (row + 1) % rows.count
        case .left, .character("h"): step(-1)
        case .right, .character("l"), .character(" "): step(1)
        default: return false
        }
        return true
    }

    private mutating func step(_ delta: Int) {
        func next<T: Equatable>(_ values: [T], _ current: T) -> T {
            let index = values.firstIndex(of: current) ?? 0
            return values[(index + delta + values.count) % values.count]
        }
        switch rows[row] {
        case .order: draft.order = next(FilterChoice.orders, draft.order)
        case .orientation: draft.orientation = next(FilterChoice.orientations, draft.orientation)
        case .color: draft.color = next(FilterChoice.colors, draft.color)
        case .license: draft.license = next(FilterChoice.licenses, draft.license)
        case .source: draft.source = next(sources.map { Optional($0) }, draft.source)
        }
    }

    /// The overlay's lines, with a marker on the row being edited.
    var lines: [String] {
        let values: [(String, String)] = rows.map { row in
            switch row {
            case .order: return ("Order", draft.order)
            case .orientation: return ("Orientation", draft.orientation ?? "any")
            case .color: return ("Colour", (draft.color ?? "any").replacingOccurrences(of: "_", with: " "))
            case .license: return ("Licence", draft.license.map { $0 == "commercial" ? "commercial use" : "changes allowed" } ?? "any")
            case .source: return ("Source", draft.source ?? "")
            }
        }
        return values.enumerated().map { index, pair in
            "\(index == row ? "›" : " ") \(pair.0.padding(toLength: 12, withPad: " ", startingAt: 0))‹ \(pair.1) ›"
        }
    }
}
