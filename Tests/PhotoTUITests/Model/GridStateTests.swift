import Terminal
import Testing
@testable import PhotoTUI

/// The grid's navigation as a value: where moves, wheel notches and clicks land, and the scroll
/// that keeps the selection on screen, in an area three tiles wide and three rows tall.
@Suite struct GridStateTests {
    /// 72 columns by 24 lines: 3 tiles of 24 columns a row, 3 rows of 8 lines.
    private let area = Rect(x: 0, y: 2, width: 72, height: 24)

    @Test func movesStepByATileARowOrAScreenfulAndTheEndIsSought() {
        let targets = ListMove.allCases.map { GridState.target(of: $0, from: 10, in: area) }
        let expected: [ListMove: Int?] = [.up: 7, .down: 13, .left: 9, .right: 11, .pageUp: 1, .pageDown: 19, .first: 0, .last: nil]
        #expect(targets == ListMove.allCases.map { expected[$0]! })
        // Past either end the target says so; the list clamps, or waits for the next page.
        #expect(GridState.target(of: .up, from: 1, in: area) == -2)
        #expect(GridState.wheelTarget(down: true, from: 4, in: area) == 7)
        #expect(GridState.wheelTarget(down: false, from: 4, in: area) == 1)
    }

    @Test func fittingScrollsAsLittleAsPossibleToShowTheSelection() {
        var grid = GridState()
        grid.fit(selected: 8, photoCount: 30, in: area)
        #expect(grid == GridState(topRow: 0))
        // Photo 9 starts the fourth row: one row down.
        grid.fit(selected: 9, photoCount: 30, in: area)
        #expect(grid == GridState(topRow: 1))
        #expect(grid.visibleRange(photoCount: 30, in: area) == 3..<12)
        grid.fit(selected: 29, photoCount: 30, in: area)
        #expect(grid == GridState(topRow: 7))
        grid.fit(selected: 0, photoCount: 30, in: area)
        #expect(grid == GridState(topRow: 0))
        // Fewer photos than the scroll: no empty rows below the last.
        var scrolled = GridState(topRow: 9)
        scrolled.fit(selected: nil, photoCount: 10, in: area)
        #expect(scrolled == GridState(topRow: 1))
    }

    @Test func theNextPageIsDueWhenTheScreenReachesTheLastRowLoaded() {
        #expect(!GridState(topRow: 0).isNearEnd(photoCount: 30, in: area))
        #expect(GridState(topRow: 7).isNearEnd(photoCount: 30, in: area))
        #expect(GridState(topRow: 0).isNearEnd(photoCount: 11, in: area))
    }

    @Test func aClickFindsTheTileUnderItScrolled() {
        let grid = GridState(topRow: 2)
        #expect(grid.photoIndex(at: Point(x: 30, y: 2 + 9), photoCount: 30, in: area) == 10)
        #expect(grid.photoIndex(at: Point(x: 0, y: 2), photoCount: 30, in: area) == 6)
        // Past the last photo, or outside the grid: none.
        #expect(grid.photoIndex(at: Point(x: 50, y: 2 + 17), photoCount: 14, in: area) == nil)
        #expect(grid.photoIndex(at: Point(x: 0, y: 0), photoCount: 30, in: area) == nil)
    }
}
