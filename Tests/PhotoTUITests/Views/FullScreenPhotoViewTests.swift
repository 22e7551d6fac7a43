import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// The full-screen photo drawn into a cell buffer: the photo's cells where the zoom puts them,
/// the strip, a message over the bottom line, and the pixels asked for cut to the zoom.
@Suite("Full-screen photo view")
struct FullScreenPhotoViewTests {
    private let photo = TestPhotos.photo("p1", title: "Quiet harbour at dawn", author: "Ada Park", width: 4000, height: 3000)

    private func view(_ state: FullScreenState, message: String? = nil, pixels: GraphicsImage? = nil) -> FullScreenPhotoView {
        let images = FullScreenImages(cellPixels: Size(width: 10, height: 20), wholeWhenZoomed: true,
                                      cells: { _, key in ImageCells(columns: key.columns, rows: key.rows,
                                                                    cells: Array(repeating: ImageCell(symbol: "#", foreground: .default, background: .default), count: key.columns * key.rows)) },
                                      pixels: { _, _ in pixels })
        return FullScreenPhotoView(photo: photo, state: state, image: { images.image(of: $0, zoom: state.zoom, in: $1) },
                                   cells: images.cells, pixels: images.pixels, message: message, theme: .standard)
    }

    @Test func fittedThePhotoIsCentredAndTheStripSaysWhatItIs() {
        var buffer = CellBuffer(width: 100, height: 30)
        view(FullScreenState(showsInfo: true)).render(in: buffer.area, into: &buffer)
        // 100×29 cells less the strip: 1000×580 pixels; 580 / 3000 of 4000 = 773 pixels, 77 cells, centred.
        #expect(buffer.lines[0] == String(repeating: " ", count: 11) + String(repeating: "#", count: 77) + String(repeating: " ", count: 12))
        #expect(buffer.lines[28].filter { $0 == "#" }.count == 77)
        #expect(buffer.lines[29] == " Quiet harbour at dawn · Photo by Ada Park on Unsplash" + String(repeating: " ", count: 25) + "4000×3000 · fit 19 % ")
    }

    @Test func aMessageTakesTheBottomLine() {
        var buffer = CellBuffer(width: 100, height: 30)
        view(FullScreenState(), message: "As large as it goes (400 %)").render(in: buffer.area, into: &buffer)
        #expect(buffer.lines[29].hasPrefix(" As large as it goes (400 %)"))
        #expect(buffer.lines[28].contains("#"))
    }

    @Test func zoomedTheWholeImageIsAskedForCutToTheScreen() throws {
        var zoom = ZoomState()
        let frame = ZoomState.Frame(photo: PixelSize(width: 4000, height: 3000), area: Size(width: 100, height: 30), cellPixels: Size(width: 10, height: 20))
        zoom.set(.actual, in: frame)
        // The 1:1 photo decoded at 4000×3000 (kitty: whole, placed with a source rectangle).
        let image = GraphicsImage(graphicsProtocol: .kitty, columns: 400, rows: 150, pixelWidth: 4000, pixelHeight: 3000, chunks: [[1]],
                                  encodeMilliseconds: 0)
        var buffer = CellBuffer(width: 100, height: 30)
        view(FullScreenState(zoom: zoom), pixels: image).render(in: buffer.area, into: &buffer)
        let request = try #require(buffer.graphics.first)
        #expect(request.rect == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(request.source == Rect(x: 1500, y: 1200, width: 1000, height: 600))
        #expect(request.key == "p1 400x150 zoom 4000x3000")
    }
}
