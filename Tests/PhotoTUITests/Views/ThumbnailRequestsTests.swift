import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// What the list's rows and the grid's tiles ask the graphics layer for when a thumbnail is in
/// pixels: one request per thumbnail, over exactly its cells, the cells kept under it, a slot
/// per row or tile and a key per photo; none where the pixels would not fit or the rows are stale.
@Suite("Thumbnail requests")
struct ThumbnailRequestsTests {
    private static func pixels(columns: Int = 10, rows: Int = 3) -> GraphicsImage {
        GraphicsImage(graphicsProtocol: .kitty, columns: columns, rows: rows, pixelWidth: columns * 9, pixelHeight: rows * 18,
                      chunks: [Array("QUJD".utf8)], encodeMilliseconds: 0)
    }

    private static let cells = ImageCells(columns: 10, rows: 3, cells: Array(repeating: ImageCell(symbol: "▀", foreground: .palette(20),
                                                                                              background: .palette(30)), count: 30))

    @Test func aRowAsksForItsThumbnailOverTheThumbnailsCells() throws {
        let photo = TestPhotos.photo("a", title: "Quiet harbour at dawn", author: "Ada Park", likes: 1234)
        var buffer = CellBuffer(width: 36, height: 4)
        PhotoRowView(photo: photo, thumbnail: Self.cells, pixels: Thumbnail.row(7, photo: photo, image: Self.pixels()),
                     isSelected: true, isFocused: true, theme: .standard)
            .render(in: Rect(x: 0, y: 1, width: 36, height: 3), into: &buffer)
        let request = try #require(buffer.graphics.first)
        #expect(buffer.graphics.count == 1)
        #expect(request.slot == "row-7")
        #expect(request.key == "thumbnail a 10x3")
        #expect(request.rect == Rect(x: 1, y: 1, width: 10, height: 3))
        // The cells stay under the pixels, and the text beside them is drawn as ever.
        #expect(request.reserved.allSatisfy { $0.symbol == "▀" && $0.style.background == .palette(30) })
        #expect(buffer.lines[1] == "▌▀▀▀▀▀▀▀▀▀▀ Quiet harbour at dawn   ")
    }

    @Test func withoutCellsYetTheTintIsUnderThePixels() throws {
        let photo = TestPhotos.photo("b", title: "Harbour")
        var buffer = CellBuffer(width: 36, height: 3)
        PhotoRowView(photo: photo, thumbnail: nil, pixels: Thumbnail.row(0, photo: photo, image: Self.pixels()),
                     isSelected: false, isFocused: false, theme: .standard)
            .render(in: buffer.area, into: &buffer)
        let request = try #require(buffer.graphics.first)
        #expect(request.reserved.allSatisfy { $0.style.background == PhotoColors.color(hex: photo.color) })
    }

    @Test func staleOrNarrowRowsAskForNothing() {
        let photo = TestPhotos.photo("c", title: "Harbour")
        var stale = CellBuffer(width: 36, height: 3)
        PhotoRowView(photo: photo, thumbnail: Self.cells, pixels: Thumbnail.row(0, photo: photo, image: Self.pixels()),
                     isSelected: false, isFocused: false, isStale: true, theme: .standard)
            .render(in: stale.area, into: &stale)
        #expect(stale.graphics.isEmpty)
        var narrow = CellBuffer(width: 8, height: 3)
        PhotoRowView(photo: photo, thumbnail: Self.cells, pixels: Thumbnail.row(0, photo: photo, image: Self.pixels()),
                     isSelected: false, isFocused: false, theme: .standard)
            .render(in: narrow.area, into: &narrow)
        #expect(narrow.graphics.isEmpty)
    }

    @Test func aRowCutByTheBottomOfTheListShowsTheTopOfItsThumbnail() throws {
        let photo = TestPhotos.photo("d", title: "Harbour")
        var buffer = CellBuffer(width: 36, height: 2)
        PhotoRowView(photo: photo, thumbnail: Self.cells, pixels: Thumbnail.row(4, photo: photo, image: Self.pixels()),
                     isSelected: false, isFocused: false, theme: .standard)
            .render(in: buffer.area, into: &buffer)
        let request = try #require(buffer.graphics.first)
        #expect(request.rect == Rect(x: 1, y: 0, width: 10, height: 2))
        #expect(request.source == Rect(x: 0, y: 0, width: 90, height: 36))
        // The cells under it are the thumbnail's top rows, as without pixels.
        #expect(request.reserved.count == 20 && request.reserved.allSatisfy { $0.symbol == "▀" })
    }

    @Test func aGroupRowShowsItsCoverPhotoInPixels() throws {
        let cover = TestPhotos.photo("cover-1", title: "Cover")
        let group = PhotoGroup(screen: .topic(slug: "nature", title: "Nature"), id: "topic:nature", title: "Nature",
                               subtitle: "12 photos", description: "Trees", cover: cover)
        var list = PhotoListState()
        list.apply(RowsUpdate(rows: [.group(group)], change: .reset), viewportRows: 1)
        var buffer = CellBuffer(width: 40, height: 3)
        PhotoListView(list: list, isFocused: true, thumbnail: { _ in nil }, pixels: { $0.id == "cover-1" ? Self.pixels() : nil },
                      theme: .standard)
            .render(in: buffer.area, into: &buffer)
        let request = try #require(buffer.graphics.first)
        #expect(request.slot == "row-0" && request.key == "thumbnail cover-1 10x3")
    }

    @Test func gridTilesAskForTheirThumbnailsAndAClippedTileDoesNot() {
        let photos = (0..<9).map { TestPhotos.photo("p\($0)", title: "Photo \($0)") }
        // Three tiles a row; two rows whole (8 lines each) and a third cut short.
        let area = Rect(x: 0, y: 0, width: 72, height: 20)
        let size = PhotoGridView.thumbnailSize(in: area)
        var buffer = CellBuffer(width: 72, height: 20)
        PhotoGridView(photos: photos, selected: 0, topRow: 0, isFocused: true, isStale: false, thumbnail: { _, _ in nil },
                      pixels: { _, size in Self.pixels(columns: size.width, rows: size.height) }, theme: .standard)
            .render(in: area, into: &buffer)
        #expect(buffer.graphics.map(\.slot) == (0..<6).map { "tile-\($0)" })
        #expect(buffer.graphics.allSatisfy { $0.rect.size == size })
        #expect(buffer.graphics[4].rect == Rect(x: 24 + 1, y: 8, width: size.width, height: size.height))
        #expect(buffer.graphics[4].key == "thumbnail p4 \(size.width)x\(size.height)")
    }
}
