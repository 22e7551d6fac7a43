import Foundation
import EventStream
import Terminal

/// The `f` overlay: order, orientation and colour, one row each. ↑/↓ pick a row, ←/→ change
/// its value, Enter applies, Esc leaves without applying.
final class FiltersPanel: Control {
    /// The choice being edited.
    private(set) var draft = FilterChoice()
    /// The row with the cursor: 0 order, 1 orientation, 2 colour.
    private(set) var row = 0
    var theme = Theme.standard
    /// Enter: the filters to search with.
    let appliedRelay = PublishRelay<FilterChoice>()

    /// Starts editing from the filters in force.
    func begin(with current: FilterChoice) {
        draft = current
        row = 0
        setNeedsRender()
    }

    /// Returns true when Enter applied the filters (the overlay closes then).
    @discardableResult
    func handle(_ key: Key) -> Bool {
        switch key {
        case .up, .character("k"): row = (row + 2) % 3
        case .down, .character("j"), .tab: row = (row + 1) % 3
        case .left, .character("h"): step(-1)
        case .right, .character("l"), .character(" "): step(1)
        case .enter:
            appliedRelay.accept(draft)
            return true
        default: return false
        }
        setNeedsRender()
        return false
    }

    private func step(_ delta: Int) {
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

    func render(in area: Rect, into buffer: inout CellBuffer) {
        Overlay(title: " Filters ", lines: lines, footer: "↑↓ choose  ←→ change  Enter apply  Esc cancel",
                borderStyle: theme[.accent]).render(in: area, into: &buffer)
    }
}
