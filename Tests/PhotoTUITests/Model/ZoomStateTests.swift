import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// The zoom as a value: named levels, the steps, the limits, and pans that never leave the photo,
/// checked on examples and as properties over thousands of random frames and key sequences
/// (seeded, so a failure repeats).
@Suite("Zoom and pan state")
struct ZoomStateTests {
    /// A 100×29-cell terminal of 10×20-pixel cells: 1000×580 screen pixels.
    private let screen = (area: Size(width: 100, height: 29), cell: Size(width: 10, height: 20))

    private func frame(_ width: Int, _ height: Int) -> ZoomState.Frame {
        ZoomState.Frame(photo: PixelSize(width: width, height: height), area: screen.area, cellPixels: screen.cell)
    }

    @Test func fitShowsTheWholePhotoCentredAndFillCoversTheScreen() {
        let frame = frame(4000, 3000)
        let fit = ZoomState().geometry(in: frame)
        // 580 / 3000: the height decides; 773 pixels wide, 77 cells, centred.
        #expect(fit == ZoomState.Geometry(scale: 580.0 / 3000, zoomed: PixelSize(width: 773, height: 580),
                                          view: PixelRect(x: 0, y: 0, width: 773, height: 580), cells: Rect(x: 11, y: 0, width: 77, height: 29)))
        var fill = ZoomState()
        fill.set(.fill, in: frame)
        #expect(fill == ZoomState(level: .fill, centerX: 0.5, centerY: 0.5))
        #expect(fill.geometry(in: frame) == ZoomState.Geometry(scale: 0.25, zoomed: PixelSize(width: 1000, height: 750),
                                                                view: PixelRect(x: 0, y: 85, width: 1000, height: 580),
                                                                cells: Rect(x: 0, y: 0, width: 100, height: 29)))
        #expect(ZoomState().label(in: frame) == "fit 19 %")
        #expect(fill.label(in: frame) == "fill 25 %")
    }

    @Test func stepsGoFromFitThroughOneToOneToFourTimesAndBack() {
        let frame = frame(4000, 3000)
        var zoom = ZoomState()
        var scales: [Double] = []
        while zoom.zoomIn(in: frame) { scales.append(zoom.scale(in: frame)) }
        #expect(scales == [0.25, 1.0 / 3, 0.5, 2.0 / 3, 1, 1.5, 2, 3, 4])
        #expect(zoom.label(in: frame) == "400 %")
        var back: [String] = []
        while zoom.zoomOut(in: frame) { back.append(zoom.label(in: frame)) }
        #expect(back == ["300 %", "200 %", "150 %", "1:1", "67 %", "50 %", "33 %", "fill 25 %", "fit 19 %"])
        #expect(zoom == ZoomState())
    }

    @Test func aSmallPhotoIsNotEnlargedPastFillingTheScreen() {
        // 200×100: fit already enlarges it five times (the width decides); fill is 5.8×.
        let frame = frame(200, 100)
        var zoom = ZoomState()
        do { let moved = zoom.zoomIn(in: frame); #expect(moved) }
        #expect(zoom == ZoomState(level: .fill, centerX: 0.5, centerY: 0.5))
        do { let moved = zoom.zoomIn(in: frame); #expect(!moved) }
        zoom.set(.scale(40), in: frame)
        #expect(zoom.scale(in: frame) == 5.8)
        // 1:1 shows it small in the middle: 20×5 cells.
        zoom.set(.actual, in: frame)
        #expect(zoom.geometry(in: frame).cells == Rect(x: 40, y: 12, width: 20, height: 5))
        #expect(zoom.label(in: frame) == "1:1")
    }

    @Test func aPanMovesAQuarterOfTheScreenAndStopsAtTheEdge() {
        let frame = frame(4000, 3000)
        var zoom = ZoomState()
        zoom.set(.actual, in: frame)
        #expect(zoom.geometry(in: frame).view == PixelRect(x: 1500, y: 1210, width: 1000, height: 580))
        do { let moved = zoom.pan(.right, in: frame); #expect(moved) }
        #expect(zoom.geometry(in: frame).view == PixelRect(x: 1750, y: 1210, width: 1000, height: 580))
        var moves = 0
        while zoom.pan(.right, in: frame) { moves += 1 }
        #expect(moves == 5)
        #expect(zoom.geometry(in: frame).view.x == 3000)
        do { let moved = zoom.pan(.right, in: frame); #expect(!moved) }
        do { let moved = zoom.pan(.up, in: frame); #expect(moved) }
        #expect(zoom.geometry(in: frame).view.y == 1065)
        // Fitted, nothing moves; back to fit, the centre goes back to the middle.
        zoom.set(.fit, in: frame)
        #expect(zoom == ZoomState())
        do { let moved = zoom.pan(.left, in: frame); #expect(!moved) }
    }

    @Test func theZoomKeptForAnotherPhotoStaysOnIt() {
        var zoom = ZoomState()
        zoom.set(.actual, in: frame(4000, 3000))
        while zoom.pan(.right, in: frame(4000, 3000)) {}
        // The next photo is smaller: the same zoom and spot, clamped to it.
        let small = frame(1200, 800)
        let view = zoom.geometry(in: small).view
        #expect(view == PixelRect(x: 200, y: 110, width: 1000, height: 580))
    }

    @Test func anEmptyFrameHasAGeometryAndMovesNothing() {
        var zoom = ZoomState()
        let empty = ZoomState.Frame(photo: PixelSize(width: 0, height: 0), area: screen.area, cellPixels: screen.cell)
        do { let moved = zoom.pan(.down, in: empty); #expect(!moved) }
        zoom.set(.actual, in: empty)
        #expect(zoom.geometry(in: empty).view.width >= 0)
    }

    // MARK: Properties

    /// Random frames and key sequences: the view always lies inside the zoomed photo and covers
    /// as much of the screen as the photo can, the cells inside the area, the scale within its
    /// limits; `+` never makes it smaller, `-` never larger, a pan never changes the scale and
    /// says truly whether it moved.
    @Test func invariantsHoldForEveryKeyInRandomFrames() {
        var random = SeededRandom(seed: 0x2517)
        for _ in 0..<2_000 {
            let frame = ZoomState.Frame(photo: PixelSize(width: random.next(in: 1...9000), height: random.next(in: 1...9000)),
                                        area: Size(width: random.next(in: 1...320), height: random.next(in: 1...100)),
                                        cellPixels: Size(width: random.next(in: 5...24), height: random.next(in: 10...48)))
            var zoom = ZoomState()
            for _ in 0..<25 {
                let before = zoom.scale(in: frame), viewBefore = zoom.geometry(in: frame).view
                switch random.next(in: 0...8) {
                case 0:
                    let moved = zoom.zoomIn(in: frame)
                    #expect(zoom.scale(in: frame) >= before, "\(frame)")
                    #expect(moved == (zoom.scale(in: frame) > before), "\(frame)")
                case 1:
                    let moved = zoom.zoomOut(in: frame)
                    #expect(zoom.scale(in: frame) <= before, "\(frame)")
                    #expect(moved == (zoom.scale(in: frame) < before), "\(frame)")
                case 2: zoom.set(.fit, in: frame)
                case 3: zoom.set(.fill, in: frame)
                case 4: zoom.set(.actual, in: frame)
                default:
                    let direction = PanDirection.allCases[random.next(in: 0...3)]
                    let moved = zoom.pan(direction, in: frame)
                    #expect(zoom.scale(in: frame) == before)
                    #expect(moved == (zoom.geometry(in: frame).view != viewBefore), "\(frame)")
                }
                expectInvariants(zoom, frame)
            }
        }
    }

    private func expectInvariants(_ zoom: ZoomState, _ frame: ZoomState.Frame) {
        let geometry = zoom.geometry(in: frame), viewport = frame.viewport
        let scale = geometry.scale
        #expect(scale >= ZoomState.smallestScale(in: frame) * 0.999 && scale <= ZoomState.largestScale(in: frame) * 1.001, "\(frame)")
        let view = geometry.view, zoomed = geometry.zoomed
        #expect(view.x >= 0 && view.y >= 0 && view.x + view.width <= zoomed.width && view.y + view.height <= zoomed.height,
                "view \(view) leaves \(zoomed) in \(frame)")
        #expect(view.width == min(zoomed.width, viewport.width) && view.height == min(zoomed.height, viewport.height), "\(frame)")
        let cells = geometry.cells
        #expect(cells.x >= 0 && cells.y >= 0 && cells.maxX <= frame.area.width && cells.maxY <= frame.area.height && !cells.isEmpty,
                "cells \(cells) in \(frame)")
        #expect(zoom.centerX >= 0 && zoom.centerX <= 1 && zoom.centerY >= 0 && zoom.centerY <= 1)
    }
}
