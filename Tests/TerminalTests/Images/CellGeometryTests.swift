import Testing
@testable import Terminal

@Suite struct CellGeometryTests {
    @Test func fitsALandscapePhotoInTypicalCells() {
        // 3:2 photo, 1:2 cells: 30 rows need 90 columns.
        let fit = CellGeometry.typical.fit(imageWidth: 1080, imageHeight: 720, columns: 120, rows: 30)
        #expect(fit.columns == 90 && fit.rows == 30)
    }

    @Test func narrowsThePhotoWhenTheRectIsTooNarrow() {
        let fit = CellGeometry.typical.fit(imageWidth: 1080, imageHeight: 720, columns: 60, rows: 30)
        #expect(fit.columns == 60 && fit.rows == 20)
    }

    @Test func usesTheTerminalsPixelSizeWhenKnown() throws {
        // 80×24 cells on 800×480 pixels: 10×20 pixel cells, still 1:2.
        let geometry = try #require(CellGeometry(columns: 80, rows: 24, pixelWidth: 800, pixelHeight: 480))
        #expect(geometry.width == 10 && geometry.height == 20)
        // 8×20 cells are taller than 1:2: a square photo needs 5 columns for every 2 rows.
        let tall = CellGeometry(width: 8, height: 20)
        #expect(tall.fit(imageWidth: 500, imageHeight: 500, columns: 100, rows: 10).columns == 25)
        #expect(CellGeometry(columns: 80, rows: 24, pixelWidth: 0, pixelHeight: 0) == nil)
    }

    @Test func neverReturnsLessThanOneCellOrMoreThanTheRect() {
        let thin = CellGeometry.typical.fit(imageWidth: 10_000, imageHeight: 10, columns: 40, rows: 20)
        #expect(thin.columns == 40 && thin.rows == 1)
        let tall = CellGeometry.typical.fit(imageWidth: 10, imageHeight: 10_000, columns: 40, rows: 20)
        #expect(tall.columns == 1 && tall.rows == 20)
        #expect(CellGeometry.typical.fit(imageWidth: 0, imageHeight: 0, columns: 4, rows: 3) == (4, 3))
        #expect(CellGeometry(width: -1, height: 0) == .typical)
    }

    @Test func asksForTheCellsPixels() {
        #expect(CellGeometry.pixelSize(columns: 40, rows: 20, pixelsPerCell: (1, 2)) == (40, 40))
    }
}
