import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

@Suite("Browser views")
struct BrowserViewsTests {
    @Test func searchBarShowsPromptTextSpinnerAndCount() {
        let bar = SearchBarView(query: TextFieldState(text: "바다"), isFocused: true, isLoading: true, spinnerTick: 0,
                                totalCount: 1204, theme: .standard)
        var buffer = CellBuffer(width: 40, height: 1)
        bar.render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == ["Search: 바다              ⠋ 1,204 photos"])
        #expect(buffer.cursor == Point(x: 12, y: 0))
    }

    @Test func searchBarPlaceholderWhenEmptyAndUnfocused() {
        let bar = SearchBarView(query: TextFieldState(), isFocused: false, isLoading: false, spinnerTick: 0, totalCount: 1, theme: .standard)
        var buffer = CellBuffer(width: 40, height: 1)
        bar.render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == ["Search: press / to search        1 photo"])
        #expect(buffer.cursor == nil)
    }

    @Test func statusLineSourceRateLimitCacheAndHints() {
        let line = StatusLineView(source: "offline library", budget: "4,998/5,000 left",
                                  cacheSummary: "cache 3.4 MB", errorMessage: nil, notice: nil, hints: "long hints",
                                  shortHints: "? help  q quit", theme: .standard)
        var buffer = CellBuffer(width: 70, height: 1)
        line.render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == ["offline library · 4,998/5,000 left · cache 3.4 MB       ? help  q quit"])
        #expect(buffer[0, 0].style.attributes.contains(.reverse))
    }

    @Test func statusLineErrorShowsInItsColour() {
        let line = StatusLineView(source: "offline library", budget: nil, cacheSummary: "",
                                  errorMessage: "Server error — press r to retry", notice: "hidden", hints: "", shortHints: "q quit",
                                  theme: .standard)
        var buffer = CellBuffer(width: 60, height: 1)
        line.render(in: buffer.area, into: &buffer)
        #expect(buffer.lines == ["offline library  Server error — press r to retry      q quit"])
        #expect(buffer[17, 0].style.foreground == .palette(1))
    }

    @Test func networkTextCannotEscapeTheField() {
        var field = TextFieldState()
        field.handle(.paste("sea\u{1B}]52;c;ZXZpbA==\u{07}\u{1B}[2Jside"))
        #expect(field.text == "seaside")
    }

    @Test func downloadNoticeWords() {
        let photo = TestPhotos.photo("abc")
        #expect(DownloadNotice.text(for: .inProgress(photo, fraction: 0.42)) == "Downloading abc 42%")
        #expect(DownloadNotice.text(for: .inProgress(photo, fraction: nil)) == "Downloading abc…")
        #expect(DownloadNotice.text(for: .finished(URL(fileURLWithPath: "/p/a.jpg"))) == "Saved /p/a.jpg")
        #expect(DownloadNotice.text(for: .failed("Download failed — press d to try again")) == "Download failed — press d to try again")
        #expect(DownloadNotice.text(for: nil) == nil)
    }
}
