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

    @Test func aMessageTooLongForTheStatusLineShowsWholeInAPanelAbove() {
        var state = BrowserState()
        state.size = Size(width: 100, height: 30)
        let path = "/home/someone/Pictures/photo-tui/" + String(repeating: "long-folder-name/", count: 4) + "ada-park-abc123-unsplash.jpg"
        state.notice = Notice(text: "Saved \(path)", isTransient: false, serial: 1)
        var buffer = CellBuffer(width: 100, height: 30)
        BrowserView(state: state, theme: .standard, cacheSummary: "", thumbnail: { _ in nil }, preview: { _, _ in nil })
            .render(in: buffer.area, into: &buffer)
        let panel = buffer.lines[26...28].map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        #expect(panel.contains("ada-park-abc123-unsplash.jpg"))
        #expect(panel.hasPrefix("Saved"))
        #expect(panel.contains("/home/someone/Pictures/photo-tui/long-folder-name"))
        #expect(!buffer.lines[29].contains("Saved"))
        #expect(buffer.lines[29].hasSuffix("? help  q quit"))
    }

    @Test func aMessageTakesTheRoomOfTheHintsBeforeItMovesAbove() {
        let line = StatusLineView(source: "offline library", budget: nil, cacheSummary: "",
                                  errorMessage: nil, notice: "synthetic photos · set UNSPLASH_ACCESS_KEY for Unsplash",
                                  hints: "⏎ open  / search  d download  f filters  ? help  q quit", shortHints: "? help  q quit",
                                  theme: .standard)
        #expect(line.fitsMessage(at: 120))
        var buffer = CellBuffer(width: 120, height: 1)
        line.render(in: buffer.area, into: &buffer)
        #expect(buffer.lines[0].contains("synthetic photos · set UNSPLASH_ACCESS_KEY for Unsplash"))
        #expect(buffer.lines[0].hasSuffix("? help  q quit"))
        #expect(!buffer.lines[0].contains("d download"))
    }

    @Test func theDetailPanesErrorWrapsWhole() {
        let message = "Rate limit reached (0 of 50 left this hour) — press r to retry later"
        let pane = DetailPaneView(detail: PhotoDetail(photo: TestPhotos.photo("abc"), isComplete: false), isLoadingDetail: false,
                                  errorMessage: message, isFullScreen: false, preview: { _, _ in nil }, theme: .standard)
        var buffer = CellBuffer(width: 40, height: 30)
        pane.render(in: buffer.area, into: &buffer)
        let text = buffer.lines.map { $0.replacingOccurrences(of: "│", with: "").trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }.joined(separator: " ")
        #expect(text.contains(message))
    }

    @Test func aShortMessageStaysOnTheStatusLine() {
        var state = BrowserState()
        state.size = Size(width: 100, height: 30)
        state.notice = Notice(text: "Link copied", isTransient: true, serial: 1)
        var buffer = CellBuffer(width: 100, height: 30)
        BrowserView(state: state, theme: .standard, cacheSummary: "", thumbnail: { _ in nil }, preview: { _, _ in nil })
            .render(in: buffer.area, into: &buffer)
        #expect(buffer.lines[29].contains("Link copied"))
        #expect(!buffer.lines[28].contains("Link copied"))
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
