import Terminal
import Testing
@testable import PhotoTUI

@Suite("Photo row")
struct PhotoRowViewTests {
    @Test func titleAuthorLikesAndSizeBesideTheThumbnail() {
        let photo = TestPhotos.photo("a", title: "Quiet harbour at dawn", author: "Ada Park", likes: 1234)
        let thumbnail = ImageCells(columns: 10, rows: 3, cells: Array(repeating: ImageCell(symbol: "▀", foreground: .palette(20), background: .palette(30)), count: 30))
        var buffer = CellBuffer(width: 36, height: 3)
        PhotoRowView(photo: photo, thumbnail: thumbnail, isSelected: true, isFocused: true, theme: .standard)
            .render(in: buffer.area, into: &buffer)
        #expect(buffer == withStyles(buffer, lines: [
            "▌▀▀▀▀▀▀▀▀▀▀ Quiet harbour at dawn   ",
            "▌▀▀▀▀▀▀▀▀▀▀ by Ada Park             ",
            "▌▀▀▀▀▀▀▀▀▀▀ ♥ 1.2k · 6000×4000      ",
        ]))
        #expect(buffer[1, 0].style.background == .palette(30))
        #expect(buffer[12, 0].style.attributes.contains(.reverse))
    }

    @Test func untrustedTitleIsSanitizedAndTruncated() {
        let photo = TestPhotos.photo("b", title: "\u{1B}[31m바다\u{1B}]0;pwned\u{07} 위의 아주 긴 제목입니다")
        var buffer = CellBuffer(width: 30, height: 3)
        PhotoRowView(photo: photo, thumbnail: nil, isSelected: false, isFocused: false, theme: .standard)
            .render(in: buffer.area, into: &buffer)
        #expect(buffer.lines[0] == "            바다 위의 아주 긴…")
        #expect(buffer[1, 0].style.background != .default)  // tinted placeholder in the photo's colour
    }

    /// The expected buffer: `lines` as text, with the styles of `actual` (the text is what the
    /// test pins; styles are checked cell by cell where they matter).
    private func withStyles(_ actual: CellBuffer, lines: [String]) -> CellBuffer {
        #expect(actual.lines == lines)
        return actual
    }
}
