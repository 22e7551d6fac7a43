import Testing
@testable import Terminal

@Suite struct LayoutTests {
    private let area = Rect(x: 0, y: 0, width: 80, height: 24)

    @Test func fixedAndMinFillTheHeight() {
        let rows = Layout(.vertical, [.fixed(3), .min(5), .fixed(1)]).split(area)
        #expect(rows == [
            Rect(x: 0, y: 0, width: 80, height: 3),
            Rect(x: 0, y: 3, width: 80, height: 20),
            Rect(x: 0, y: 23, width: 80, height: 1),
        ])
    }

    @Test func percentagesAndEvenSharing() {
        let columns = Layout(.horizontal, [.percent(25), .min(10), .min(10)]).split(area)
        #expect(columns.map(\.width) == [20, 30, 30])
        #expect(columns.map(\.x) == [0, 20, 50])
    }

    @Test func spacingBetweenSegments() {
        let columns = Layout(.horizontal, [.fixed(10), .min(0)], spacing: 1).split(Rect(x: 2, y: 1, width: 30, height: 5))
        #expect(columns == [Rect(x: 2, y: 1, width: 10, height: 5), Rect(x: 13, y: 1, width: 19, height: 5)])
    }

    @Test func shortSpaceShrinksLaterSegmentsFirst() {
        let rows = Layout(.vertical, [.fixed(3), .min(5), .fixed(1)]).split(Rect(x: 0, y: 0, width: 10, height: 6))
        #expect(rows.map(\.height) == [3, 3, 0])
    }

    @Test(arguments: [(80, 24, false), (40, 10, false), (39, 24, true), (80, 9, true), (0, 0, true)])
    func tooSmall(width: Int, height: Int, tooSmall: Bool) {
        #expect(Size(width: width, height: height).isSmaller(than: .minimum) == tooSmall)
    }

    @Test func rectGeometry() {
        let r = Rect(x: 2, y: 3, width: 10, height: 4)
        #expect(r.inset(horizontal: 1, vertical: 1) == Rect(x: 3, y: 4, width: 8, height: 2))
        #expect(r.intersection(Rect(x: 10, y: 0, width: 10, height: 5)) == Rect(x: 10, y: 3, width: 2, height: 2))
        #expect(r.intersection(Rect(x: 50, y: 50, width: 1, height: 1)).isEmpty)
        #expect(r.centered(Size(width: 4, height: 2)) == Rect(x: 5, y: 4, width: 4, height: 2))
        #expect(r.contains(Point(x: 11, y: 6)) && !r.contains(Point(x: 12, y: 6)))
        #expect(Rect(x: 0, y: 0, width: -3, height: 2).isEmpty)
    }
}
