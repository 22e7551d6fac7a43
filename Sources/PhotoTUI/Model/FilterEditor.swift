import Foundation
import Terminal

/// The `f` overlay's state: the choice being edited and the row with the cursor. ↑/↓ pick a
/// row, ←/→ change its value; the model applies the draft on Enter and drops it on Esc.
struct FilterEditor: Equatable {
    /// The choice being edited.
    private(set) var draft: FilterChoice
    /// The row with the cursor: 0 order, 1 orientation, 2 colour.
    private(set) var row = 0

    /// Starts editing from the filters in force.
    init(editing current: FilterChoice = FilterChoice()) {
        draft = current
    }

    /// Moves the cursor or changes a value; false for keys it does not use.
    @discardableResult
    mutating func handle(_ key: Key) -> Bool {
        switch key {
        case .up, .character("k"): row = (row + 2) % 3
        case .down, .character("j"), .tab: row = (row + 1) % 3
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
        switch row {
        case 0: draft.order = next(FilterChoice.orders, draft.order)
        case 1: draft.orientation = next(FilterChoice.orientations, draft.orientation)
        default: draft.color = next(FilterChoice.colors, draft.color)
        }
    }

    /// The overlay's lines, with a marker on the row being edited.
    var lines: [String] {
        let values = [
            ("Order", draft.order),
            ("Orientation", draft.orientation ?? "any"),
            ("Colour", (draft.color ?? "any").replacingOccurrences(of: "_", with: " ")),
        ]
        return values.enumerated().map { index, pair in
            "\(index == row ? "›" : " ") \(pair.0.padding(toLength: 12, withPad: " ", startingAt: 0))‹ \(pair.1) ›"
        }
    }
}
