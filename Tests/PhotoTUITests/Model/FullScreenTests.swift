import Foundation
import PhotoCore
import Terminal
import TerminalTesting
import Testing
@testable import PhotoTUI

/// The full-screen view, headless in virtual time: enter, zoom, pan, the next photo keeping the
/// zoom, the next page, the strip, leaving; on kitty a pan sends no pixels, on sixel only the
/// part on screen is encoded; a folder photo removed while shown is said and passed.
@Suite("Full-screen view with zoom and pan")
struct FullScreenTests {
    /// What the full-screen view is at: whether it shows, the photo, and its own state.
    private struct Seen: Equatable {
        var isShowing: Bool
        var photoID: String?
        var fullScreen: FullScreenState
    }

    private func seen(_ browser: BrowserHarness) -> Seen {
        Seen(isShowing: browser.state.mode.isShowingPhoto, photoID: browser.state.list.selectedPhoto?.id, fullScreen: browser.state.fullScreen)
    }

    /// The harness's 160×48 terminal, 10×20-pixel cells (no pixels: the guess), a 6000×4000 photo.
    private func frame(infoShown: Bool = false, cell: Size = Size(width: 10, height: 20), size: Size = Size(width: 160, height: 48))
        -> ZoomState.Frame {
        ZoomState.Frame(photo: PixelSize(width: 6000, height: 4000), area: Size(width: size.width, height: size.height - (infoShown ? 1 : 0)),
                        cellPixels: cell)
    }

    private func press(_ browser: BrowserHarness, _ keys: Key...) {
        for key in keys {
            browser.press(key)
            browser.run(for: 100)
        }
    }

    @Test func enterZoomPanNextAndLeave() {
        let browser = BrowserHarness()
        browser.run(for: 200)
        press(browser, .character("z"))
        #expect(seen(browser) == Seen(isShowing: true, photoID: "e0", fullScreen: FullScreenState(returnsToList: true)))
        // Not zoomed: the photo over the whole screen, no search bar, no status line.
        #expect(!browser.text.contains("Search"))

        var zoom = ZoomState()
        zoom.zoomIn(in: frame())
        zoom.zoomIn(in: frame())
        press(browser, .character("+"), .character("+"))
        #expect(seen(browser) == Seen(isShowing: true, photoID: "e0", fullScreen: FullScreenState(zoom: zoom, returnsToList: true)))

        zoom.pan(.right, in: frame())
        zoom.pan(.down, in: frame())
        press(browser, .character("l"), .character("j"))
        #expect(seen(browser) == Seen(isShowing: true, photoID: "e0", fullScreen: FullScreenState(zoom: zoom, returnsToList: true)))

        // n: the next photo at the same zoom and spot; p back.
        press(browser, .character("n"))
        #expect(seen(browser) == Seen(isShowing: true, photoID: "e1", fullScreen: FullScreenState(zoom: zoom, returnsToList: true)))
        press(browser, .character("p"))
        #expect(seen(browser) == Seen(isShowing: true, photoID: "e0", fullScreen: FullScreenState(zoom: zoom, returnsToList: true)))

        // Fitted, j and k go through the photos.
        press(browser, .character("0"), .character("j"), .character("j"), .character("k"))
        #expect(seen(browser) == Seen(isShowing: true, photoID: "e1", fullScreen: FullScreenState(returnsToList: true)))

        // i: the strip; = 1:1 on the smaller area it leaves.
        press(browser, .character("i"), .character("="))
        var actual = ZoomState()
        actual.set(.actual, in: frame(infoShown: true))
        #expect(seen(browser) == Seen(isShowing: true, photoID: "e1", fullScreen: FullScreenState(zoom: actual, showsInfo: true, returnsToList: true)))
        #expect(browser.lines.last?.contains("Editorial photo 1 · Photo by Ada Park on Unsplash") == true, "\(browser.lines.last ?? "")")
        #expect(browser.lines.last?.hasSuffix("6000×4000 · 1:1 ") == true, "\(browser.lines.last ?? "")")

        // Esc: back to the list on the same photo; the zoom starts from fit next time, the strip stays asked for.
        press(browser, .escape)
        #expect(seen(browser) == Seen(isShowing: false, photoID: "e1", fullScreen: FullScreenState(showsInfo: true, returnsToList: true)))
        #expect(browser.text.contains("Search"))
    }

    @Test func zOnTheDetailOpensThePhotoAndEscGoesBackToTheDetail() {
        let browser = BrowserHarness()
        browser.run(for: 200)
        press(browser, .enter)
        #expect(browser.state.keyContext == .detail)
        press(browser, .character("z"), .character("+"))
        #expect(browser.state.keyContext == .photo)
        press(browser, .escape)
        #expect(browser.state.keyContext == .detail)
        #expect(browser.state.fullScreen == FullScreenState())
        #expect(browser.text.contains("Esc to go back"))
        // Whatever closes the detail (a new screen, another source) closes the photo with it.
        var mode = BrowserMode(isShowingDetail: true, isShowingPhoto: true)
        mode.isShowingDetail = false
        #expect(mode == BrowserMode())
    }

    @Test func theHelpOfThePhotoListsItsKeysFirst() {
        let browser = BrowserHarness()
        browser.run(for: 200)
        press(browser, .character("?"))
        #expect(browser.text.contains("full-screen, zoom") && !browser.text.contains("Full-screen photo"))
        press(browser, .escape, .character("z"), .character("?"))
        #expect(browser.state.mode.overlay == .help)
        for line in ["+ -", "zoom in, out", "fit the whole photo", "1:1, pixel for pixel", "fill the screen", "h j k l",
                     "pan, arrows too; fitted, j k: next", "next, previous (same zoom)", "name, credit, size, zoom"] {
            #expect(browser.text.contains(line), "the help lacks \(line)")
        }
    }

    @Test func zoomStopsAtItsLimitsAndSaysSo() {
        let browser = BrowserHarness()
        browser.run(for: 200)
        press(browser, .character("z"))
        for _ in 0..<12 { press(browser, .character("+")) }
        var largest = ZoomState()
        while largest.zoomIn(in: frame()) {}
        #expect(seen(browser) == Seen(isShowing: true, photoID: "e0", fullScreen: FullScreenState(zoom: largest, returnsToList: true)))
        #expect(browser.lines.last?.contains("As large as it goes (400 %)") == true, "\(browser.lines.last ?? "")")
        press(browser, .character("F"))
        #expect(browser.state.fullScreen.zoom.level == .fill)
        press(browser, .character("-"), .character("-"), .character("-"))
        #expect(browser.state.fullScreen == FullScreenState(returnsToList: true))
    }

    @Test func theNextPhotoPastTheLoadedOnesLoadsTheNextPage() {
        let browser = BrowserHarness()
        browser.run(for: 200)
        let loaded = browser.state.list.photoCount
        press(browser, .character("G"), .character("z"))
        #expect(browser.state.list.selectedPhoto?.id == "e\(loaded - 1)")
        press(browser, .character("+"), .character("n"))
        browser.run(for: 300)
        #expect(browser.state.list.photoCount > loaded)
        var zoom = ZoomState()
        zoom.zoomIn(in: frame())
        #expect(seen(browser) == Seen(isShowing: true, photoID: "e\(loaded)", fullScreen: FullScreenState(zoom: zoom, returnsToList: true)))
    }

    @Test func aKittyPanPlacesTheSameImageCutAnotherWayAndSendsNoPixels() throws {
        let cell = Size(width: 9, height: 18)
        let browser = BrowserHarness(size: Size(width: 60, height: 20), query: "sea", pixels: (.kitty, cell))
        browser.run(for: 200)
        // The screen's 540×360 pixels have the photo's shape (fit is fill, 9 %); 12.5 %, then 16.7 %:
        // the whole photo at 1000×667 pixels, placed cut to the screen.
        press(browser, .character("z"), .character("+"), .character("+"))
        browser.run(for: 200)
        let request = try #require(browser.backend.buffer.graphics.first { $0.slot == "detail" })
        #expect(request.rect == Rect(x: 0, y: 0, width: 60, height: 20))
        #expect(request.image.pixelWidth == 1000 && request.image.pixelHeight == 667, "\(request.image.pixelWidth)×\(request.image.pixelHeight)")
        let view = try #require(request.source)
        let transmissions = browser.kitty.transmissions, bytes = browser.kitty.bytesWritten
        press(browser, .character("l"))
        let moved = try #require(browser.backend.buffer.graphics.first { $0.slot == "detail" })
        #expect(moved.image === request.image)
        #expect(moved.source.map { $0.x > view.x && $0.y == view.y && $0.size == view.size } == true, "\(String(describing: moved.source))")
        #expect(browser.kitty.transmissions == transmissions)
        let panBytes = browser.kitty.bytesWritten - bytes
        #expect(panBytes > 0 && panBytes <= 200, "a pan step wrote \(panBytes) bytes")
        // Esc: the list, and no pixels of the full-screen photo left.
        press(browser, .escape)
        browser.run(for: 300)
        #expect(browser.application.graphics?.shownParts["detail"]?.allSatisfy { $0.rect.width < 60 } ?? true)
        #expect(browser.kitty.placedRects.allSatisfy { $0.width < 60 }, "\(browser.kitty.placedRects)")
        #expect(browser.kitty.problems.isEmpty, "\(browser.kitty.problems)")
    }

    @Test func aSixelZoomEncodesOnlyThePartOnScreen() throws {
        let cell = Size(width: 9, height: 18)
        let browser = BrowserHarness(query: "sea", pixels: (.sixel, cell))
        browser.run(for: 200)
        press(browser, .character("z"), .character("="))
        browser.run(for: 300)
        let request = try #require(browser.backend.buffer.graphics.first { $0.slot == "detail" })
        #expect(request.rect == Rect(x: 0, y: 0, width: 160, height: 48))
        #expect(request.source == nil)
        #expect(request.image.pixelWidth == 160 * 9 && request.image.pixelHeight == 48 * 18)
        press(browser, .character("l"))
        browser.run(for: 300)
        let moved = try #require(browser.backend.buffer.graphics.first { $0.slot == "detail" })
        #expect(moved.key != request.key && moved.image.pixelWidth == 160 * 9)
    }

    @Test func aFolderPhotoRemovedWhileShownIsSaidAndPassed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("zoom-gone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let photos = (0..<3).map { index -> Photo in
            let path = folder.appendingPathComponent("IMG_\(index).jpg").path
            FileManager.default.createFile(atPath: path, contents: Data([0xFF, 0xD8]))
            return LocalPhotoFile(path: path, relativePath: "IMG_\(index).jpg", byteCount: 2, modified: 0, format: .jpeg,
                                  pixelSize: PixelSize(width: 4000, height: 3000), metadata: nil).photo
        }
        let browser = BrowserHarness { service in
            service.editorialCount = photos.count
            service.editorialPhoto = { photos[$0] }
        }
        browser.run(for: 200)
        press(browser, .character("z"))
        try FileManager.default.removeItem(atPath: photos[1].file!.path)
        press(browser, .character("n"))
        #expect(seen(browser) == Seen(isShowing: true, photoID: photos[2].id, fullScreen: FullScreenState(returnsToList: true)))
        #expect(browser.lines.last?.contains("IMG_1.jpg is no longer in the folder: showing the next photo") == true,
                "\(browser.lines.last ?? "")")
    }
}
