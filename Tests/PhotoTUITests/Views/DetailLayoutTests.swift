import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// The full-screen detail at 80, 120 and 200 columns, rendered into a cell buffer: the camera,
/// the place, and the whole credit and licence (a Creative Commons attribution needs its licence's
/// address whole) are on screen, wrapped where the column is narrow, never cut.
@Suite("Detail layout")
struct DetailLayoutTests {
    /// A full Unsplash record with long values: the camera, the place, many tags.
    static let unsplash: Photo = {
        var photo = TestPhotos.photo("wide", title: "Pine forest in the morning fog above Gangneung", author: "Sora Kim")
        photo.exif = Exif(make: "NIKON CORPORATION", model: "NIKON D850", exposureTime: "1/250", aperture: "8.0", focalLength: "24.0", iso: 100)
        photo.location = Location(name: "Gangneung-si, Gangwon-do, South Korea", city: "Gangneung", country: "South Korea")
        photo.tags = ["forest", "fog", "pine", "morning", "korea", "mountain", "trees", "mist", "landscape", "nature", "green"]
            .map { Tag(title: $0) }
        photo.views = 1_234_567
        photo.downloads = 8_910
        return photo
    }()

    /// An Openverse work: its credit line is the long one, with the licence's address at its end.
    static let work = OpenverseImage(
        id: "3b1e9f6a-0000-4000-8000-000000000002", title: "bubbles in honey",
        foreignLandingURL: URL(string: "https://www.flickr.com/photos/85398171@N00/272777927"),
        url: URL(string: "https://live.staticflickr.com/1.jpg")!, creator: "mutednarayan", creatorURL: nil, license: "by-sa",
        licenseVersion: "2.0", licenseURL: URL(string: "https://creativecommons.org/licenses/by-sa/2.0/"), provider: "flickr",
        source: "flickr", tags: ["bubbles", "honey", "macro", "golden", "sweet", "food"].map { OpenverseTag(name: $0) },
        attribution: "\"bubbles in honey\" by mutednarayan is licensed under CC BY-SA 2.0. To view a copy of this license, visit https://creativecommons.org/licenses/by-sa/2.0/.",
        width: 1024, height: 683, thumbnail: nil, detailURL: nil, relatedURL: nil).photo

    static let sizes = [Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 200, height: 50)]

    /// The full-screen detail of `photo` at `size`, and the text column's rows, right-trimmed.
    private func render(_ photo: Photo, at size: Size, plain: Bool = false) -> (text: [String], column: Rect) {
        var state = BrowserState()
        state.size = size
        state.isPlain = plain
        state.detail = PhotoDetail(photo: photo, isComplete: true)
        state.mode = BrowserMode(focus: .list, isShowingDetail: true)
        var buffer = CellBuffer(size: size)
        BrowserView(state: state, theme: .standard, cacheSummary: "", thumbnail: { _ in nil }, preview: { _, _ in nil })
            .render(in: buffer.area, into: &buffer)
        let pane = BrowserLayout(size: size, sidePane: !plain).fullScreenDetail
        let inner = DetailPaneView.contentArea(ofPane: pane, isPlain: plain)
        let column = DetailLayout(photo: photo, text: DetailText(photo: photo), in: inner, showsImage: !plain).textArea
        let rows = (column.y..<column.maxY).map { y in
            String((column.x..<column.maxX).map { buffer[$0, y].symbol }.joined()).replacingOccurrences(of: #"\s+$"#, with: "",
                                                                                                     options: .regularExpression)
        }
        return (rows, column)
    }

    /// The rows of a labelled value: its label's row and the rows under it with no label.
    private func value(_ label: String, in rows: [String]) -> String? {
        guard let start = rows.firstIndex(where: { $0.hasPrefix(label + " ") }) else { return nil }
        var parts = [String(rows[start].dropFirst(DetailText.labelWidth))]
        for row in rows[(start + 1)...] {
            guard row.hasPrefix(String(repeating: " ", count: DetailText.labelWidth)), !row.allSatisfy(\.isWhitespace) else { break }
            parts.append(row.trimmingCharacters(in: .whitespaces))
        }
        return parts.joined(separator: " ")
    }

    /// Rows in order from the one starting with `prefix` until `end` (joined with spaces).
    private func joined(_ rows: [String], from prefix: String, count: Int) -> String? {
        guard let start = rows.firstIndex(where: { $0.hasPrefix(prefix) }) else { return nil }
        return rows[start..<min(rows.count, start + count)].joined(separator: " ")
    }

    @Test(arguments: sizes)
    func anUnsplashPhotosCameraAndPlaceAreWhole(size: Size) {
        let (rows, column) = render(Self.unsplash, at: size)
        #expect(value("Camera", in: rows)?.replacingOccurrences(of: "  ", with: " ") == "NIKON CORPORATION NIKON D850 · 24mm · f/8 · 1/250s · ISO 100")
        #expect(value("Location", in: rows) == "Gangneung-si, Gangwon-do, South Korea")
        #expect(rows.contains("Photo by Sora Kim on Unsplash"))
        #expect(!rows.joined().contains("…"))
        // The column takes the width its lines need, up to half the screen.
        #expect(column.width >= 30)
        if size.width >= 120 {
            #expect(rows.contains("Camera    NIKON CORPORATION NIKON D850 · 24mm · f/8 · 1/250s · ISO 100"))
            #expect(rows.contains("Location  Gangneung-si, Gangwon-do, South Korea"))
        }
    }

    @Test(arguments: sizes)
    func aCreativeCommonsWorksCreditAndLicenceAreWhole(size: Size) throws {
        let (rows, _) = render(Self.work, at: size)
        let credit = Self.work.creditLine
        let creditRows = TextWrapper.wrap(credit, width: try #require(rows.map(\.count).max())).count
        let shown = try #require(joined(rows, from: String(credit.prefix(12)), count: creditRows + 2))
        // The whole credit, the licence's address included (wrapped inside it on a narrow column).
        #expect(shown.filter { !$0.isWhitespace }.contains(credit.filter { !$0.isWhitespace }),
                "the credit is cut at \(size.width) columns:\n\(rows.joined(separator: "\n"))")
        #expect(value("Licence", in: rows)?.replacingOccurrences(of: " ", with: "")
            == "CCBY-SA2.0·https://creativecommons.org/licenses/by-sa/2.0/")
        #expect(value("Page", in: rows)?.replacingOccurrences(of: " ", with: "") == "https://www.flickr.com/photos/85398171@N00/272777927")
        #expect(!rows.joined().contains("…"))
    }

    /// Ratatui-style: the text column at 120 columns, line for line.
    @Test func theTextColumnAt120ColumnsLineForLine() {
        let (rows, _) = render(Self.unsplash, at: Size(width: 120, height: 40))
        #expect(Array(rows.prefix(11)) == [
            "Pine forest in the morning fog above Gangneung",
            "Photo by Sora Kim on Unsplash",
            "Author    Sora Kim (@adapark)",
            "Likes     1,234",
            "Views     1,234,567",
            "Downloads 8,910",
            "Size      6000×4000",
            "Taken     2023-11-14",
            "Camera    NIKON CORPORATION NIKON D850 · 24mm · f/8 · 1/250s · ISO 100",
            "Location  Gangneung-si, Gangwon-do, South Korea",
            "Colour    #4060a0",
        ])
        #expect(value("Tags", in: rows) == "forest, fog, pine, morning, korea, mountain, trees, mist, landscape, nature, green")
    }

    /// Plain mode: no image, the text takes the pane.
    @Test func plainTheTextTakesThePane() {
        let (rows, column) = render(Self.unsplash, at: Size(width: 80, height: 24), plain: true)
        #expect(column.width == 78)
        // In words: commas for the dots, "by" for the times sign.
        #expect(rows.contains("Camera    NIKON CORPORATION NIKON D850, 24mm, f/8, 1/250s, ISO 100"))
        #expect(rows.contains("Size      6000 by 4000"))
        #expect(!rows.joined().contains("·") && !rows.joined().contains("×"))
    }
}
