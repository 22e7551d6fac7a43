import Foundation
@testable import PhotoTUI
import Terminal
import Testing

/// photo-tui in real terminals (kitty, xterm as a VT340, mlterm), headless on a private Xvfb,
/// alone and inside tmux: the detail's photo is compared with the source photo pixel for pixel
/// (PSNR) and every screen is searched for ghost images, after help, resize, tmux window
/// switch, 100 moves and exit. With a binary that draws pixels, each terminal runs photo-tui
/// twice: in symbols first, whose screens are the reference, then in the probed mode.
///
/// Needs Xvfb, ImageMagick, xdotool and the terminals (scripts/install-deps.sh); a test whose
/// terminal is missing is skipped with the reason. `GRAPHICS_E2E_RESULTS=FILE` appends one
/// measurement a line; `GRAPHICS_E2E_SHOTS=DIR` keeps the screenshots.
@Suite("Graphics end to end", .serialized, .timeLimit(.minutes(4)))
struct GraphicsEndToEndTests {
    @Test func kitty() throws { try browse(in: .kitty, insideTmux: false) }
    /// Known to fail now and then (issue #26): under load, kitty sometimes stops acting on image
    /// commands that reach it through tmux 3.3a's passthrough (an image sent, never shown), or
    /// keeps a cell of photo on the border after a pane split. Every check still runs and is
    /// reported; a failure is recorded as this known issue until the cause is found.
    @Test func kittyInTmux() throws {
        try withKnownIssue("kitty through tmux passthrough, intermittent (issue #26)", isIntermittent: true) {
            try browse(in: .kitty, insideTmux: true)
        }
    }
    @Test func xterm() throws { try browse(in: .xterm, insideTmux: false) }
    @Test func xtermInTmux() throws { try browse(in: .xterm, insideTmux: true) }
    @Test func mlterm() throws { try browse(in: .mlterm, insideTmux: false) }
    @Test func mltermInTmux() throws { try browse(in: .mlterm, insideTmux: true) }
    /// iTerm2's OSC 1337 (JPEG), which mlterm shows too: `auto` picks sixel there, so forced.
    @Test func mltermITerm2() throws { try browse(in: .mlterm, insideTmux: false, graphics: "iterm2") }

    /// The query whose first result the detail shows (a wide sunrise over the sea).
    static let query = "sea"

    private func browse(in terminal: GraphicsTerminal, insideTmux: Bool, graphics: String? = nil) throws {
        let lab = try GraphicsLab(terminal: terminal, insideTmux: insideTmux, graphics: graphics)
        for _ in lab.modes {
            try lab.session.startRun()
            try scenario(lab)
        }
        lab.finish()
    }

    /// The whole scenario in one run: detail (pixels compared with the source), help over the
    /// image and back, a resize and back, tmux window switch, the list after 100 moves, exit.
    private func scenario(_ lab: GraphicsLab) throws {
        let session = lab.session
        let mode = lab.mode

        // The detail of the first result: / goes to the search box (the browser starts in the list).
        try session.key("slash")
        try session.type(Self.query)
        try session.waitForTiming("keystroke_to_rows")
        try session.key("Return")
        try session.key("Return")
        try session.waitForTiming("enter_to_detail")
        let detail = try lab.settled("detail")
        let psnr = try lab.detailPSNR(detail)
        lab.record("detail_psnr_db", String(format: "%.1f", psnr))
        lab.record("detail_ssim", String(format: "%.3f", try lab.detailSSIM(detail)))
        #expect(mode.psnrRange.contains(psnr), "detail PSNR \(psnr) dB in \(session) (\(mode)), expected \(mode.psnrRange); \(lab.shot(detail, "detail"))")
        let around = lab.checkpoint("detail", detail, allowing: [lab.detailImageRect()] + lab.placements())
        #expect(around.count == 0, "image pixels outside the detail's image in \(session): \(around.prefix(8).map { "\($0.x),\($0.y)" }); \(lab.shot(detail, "detail-ghosts"))")

        // The full-screen photo, zoomed and panned, alone in kitty and xterm (sixel): ~20 s a run.
        if !session.insideTmux, lab.terminal != .mlterm { try zoomAndPan(lab) }

        try helpOverTheDetail(lab, detail: detail)

        try filtersOverTheDetail(lab, detail: detail)

        // A smaller window and back: nothing left over, the image where the new layout puts it.
        let full = session.grid
        try session.resize(columns: full.columns * 3 / 4, rows: full.rows * 3 / 4)
        let small = try lab.settled("resized")
        let afterShrink = lab.checkpoint("resized", small, allowing: [lab.detailImageRect()] + lab.placements())
        #expect(afterShrink.count == 0, "image pixels out of place after shrinking \(session): \(afterShrink.prefix(8).map { "\($0.x),\($0.y)" }); \(lab.shot(small, "resized"))")
        let smallPSNR = try lab.detailPSNR(small)
        lab.record("detail_psnr_resized_db", String(format: "%.1f", smallPSNR))
        #expect(mode.psnrRange.contains(smallPSNR), "PSNR \(smallPSNR) dB after shrinking \(session); \(lab.shot(small, "resized"))")
        try session.resize(columns: full.columns, rows: full.rows)
        let restored = try lab.settled("resized-back")
        #expect(mode.psnrRange.contains(try lab.detailPSNR(restored)), "image not back after the resize in \(session); \(lab.shot(restored, "resized-back"))")

        if session.insideTmux {
            // Another tmux window: not one photo pixel over it; back: the image again.
            try session.tmux(["new-window", "-t", "gfx:1", "sleep 600"])
            let other = try lab.settled("tmux-other-window")
            let onOther = lab.checkpoint("tmux-other-window", other, allowing: [])
            // tmux 3.3a passes nothing through from a pane that is not on screen: on kitty the
            // removal also goes straight to tmux's client terminal.
            #expect(onOther.count == 0, "image pixels over another tmux window in \(session): \(onOther.prefix(8).map { "\($0.x),\($0.y)" }); \(lab.shot(other, "tmux-other-window"))")
            try session.tmux(["select-window", "-t", "gfx:0"])
            let (_, returned) = try session.screenshot(until: "the image after the tmux window switch", timeout: 5) {
                (try? lab.detailPSNR($0)).map(mode.psnrRange.contains) ?? false
            }
            lab.record("image_back_after_tmux_switch_s", String(format: "%.2f", returned))
            try session.tmux(["kill-window", "-t", "gfx:1"])
            // Panes: kitty (images over other panes) and sixel (wiped by tmux's redraws).
            if lab.terminal != .mlterm { try tmuxPanes(lab) }
        }

        // Back to the list: on kitty every thumbnail is its photo in pixels (the others keep cells).
        try session.keyAndWaitForFrame("Escape")
        let top = try lab.settled("list")
        let thumbnails = try lab.thumbnailScores(top, count: 5)
        lab.record("thumbnail_psnr_db", String(format: "%.1f", thumbnails.psnr))
        lab.record("thumbnail_ssim", String(format: "%.3f", thumbnails.ssim))
        if mode.thumbnails != .symbols {
            #expect(mode.thumbnailRange.contains(thumbnails.psnr),
                    "list thumbnails at \(thumbnails.psnr) dB in \(session), expected \(mode.thumbnailRange); \(lab.shot(top, "list"))")
            if let milliseconds = lab.firstThumbnailPixelsMilliseconds() {
                lab.record("first_thumbnail_pixels_after_rows_ms", String(format: "%.0f", milliseconds))
            }
        }
        try expectThumbnailPixels(lab, top, "list")
        let onList = lab.checkpoint("list", top, allowing: lab.placements(), cellImages: [lab.thumbnailColumn()])
        #expect(onList.count == 0, "image pixels out of place on the list in \(session): \(onList.prefix(8).map { "\($0.x),\($0.y)" }); \(lab.shot(top, "list"))")

        // Right after the full-screen photo: scroll the list, then help, then the filters. A
        // terminal scroll would bring back the sixel xterm keeps under the blanks (issue #26).
        if lab.terminal == .xterm { try afterFullScreen(lab) }


        try helpOverANarrowList(lab, full: full)

        try hundredMoves(lab)

        // A key held for 2 s (60 moves up at 33 ms, key repeat's pace) where moves send pixels
        // (sixel, iTerm2): cells while it moves, pixels once it rests; what the whole of it wrote
        // in graphics is the figure.
        if lab.terminal != .kitty { try heldKey(lab) }

        try selectionToCachedPreview(lab)

        try gridAndBack(lab)

        // Exit: q alone, SIGTERM in tmux; the restored screen is empty.
        if session.insideTmux {
            let pid = try #require(session.programPID)
            kill(pid, SIGTERM)
            #expect(try session.waitForExit() == 128 + Int(SIGTERM), "stderr: \(session.standardError)")
        } else {
            try session.key("q")
            #expect(try session.waitForExit() == 0, "stderr: \(session.standardError)")
        }
        let after = try lab.settled("after-exit")
        let leftover = lab.checkpoint("after-exit", after, allowing: [])
        #expect(leftover.count == 0, "image pixels left after exit in \(session): \(leftover.prefix(8).map { "\($0.x),\($0.y)" }); \(lab.shot(after, "after-exit"))")
    }

    /// Help over the list in a narrow window, over the thumbnails, closed; the window wide again.
    private func helpOverANarrowList(_ lab: GraphicsLab, full: CellGrid) throws {
        let session = lab.session, mode = lab.mode
        // Help over the list in a narrow window, where it covers the thumbnails: those it touches
        // go (the overlay shows whole), the others stay; closing it brings them back.
        try session.resize(columns: 56, rows: full.rows)
        let narrow = try lab.settled("list-narrow")
        let onNarrow = lab.checkpoint("list-narrow", narrow, allowing: lab.placements(), cellImages: [lab.thumbnailColumn()])
        #expect(onNarrow.count == 0, "image pixels out of place in a narrow window in \(session): \(onNarrow.prefix(8).map { "\($0.x),\($0.y)" }); \(lab.shot(narrow, "list-narrow"))")
        try expectThumbnailPixels(lab, narrow, "list-narrow")
        try session.keyAndWaitForFrame("question")
        let listHelp = try lab.settled("list-help")
        let overlay = try #require(lab.changedArea(from: lab.twinShot("list-narrow") ?? narrow, to: lab.twinShot("list-help") ?? listHelp))
        let placedUnder = lab.placements().filter { $0.intersects(overlay) }
        #expect(placedUnder.isEmpty, "images still placed under the help overlay in \(session): \(placedUnder); \(lab.shot(listHelp, "list-help"))")
        let onListHelp = lab.checkpoint("list-help", listHelp, allowing: lab.placements(), cellImages: [lab.thumbnailColumn()])
        #expect(onListHelp.count == 0, "image pixels over the help in \(session): \(onListHelp.prefix(8).map { "\($0.x),\($0.y)" }); \(lab.shot(listHelp, "list-help"))")
        try session.key("question")
        if mode.thumbnails != .symbols {
            let (_, back) = try session.screenshot(until: "the thumbnails after closing help", timeout: 5) { shot in
                let scores = (try? lab.placedThumbnailPSNRs(shot)) ?? []
                return scores.count == lab.visibleListRows(in: shot) && scores.allSatisfy { mode.thumbnailRange.contains($0.psnr) }
            }
            lab.record("thumbnails_back_after_help_s", String(format: "%.2f", back))
        }
        let closed = try lab.settled("list-help-closed")
        try expectThumbnailPixels(lab, closed, "list-help-closed")
        try session.resize(columns: full.columns, rows: full.rows)
        _ = try lab.settled("list-wide")
    }

    /// The grid: tiles in pixels too; moving by rows of tiles leaves no ghost; back to the list.
    private func gridAndBack(_ lab: GraphicsLab) throws {
        let session = lab.session
        // The grid: tiles in pixels too, and moving by rows of tiles leaves no ghost.
        try session.keyAndWaitForFrame("v")
        let grid = try lab.settled("grid")
        let onGrid = lab.checkpoint("grid", grid, allowing: lab.placements())
        #expect(onGrid.count == 0, "image pixels out of place in the grid in \(session): \(onGrid.prefix(8).map { "\($0.x),\($0.y)" }); \(lab.shot(grid, "grid"))")
        try expectThumbnailPixels(lab, grid, "grid")
        try session.key(Array(repeating: "k", count: 6), delayMilliseconds: 60)
        lab.waitForTraceToRest()
        let gridMoved = try lab.settled("grid-moves")
        let onGridMoved = lab.checkpoint("grid-moves", gridMoved, allowing: lab.placements())
        #expect(onGridMoved.count == 0, "ghost pixels after moving in the grid in \(session): \(onGridMoved.prefix(8).map { "\($0.x),\($0.y)" }); \(lab.shot(gridMoved, "grid-moves"))")
        try expectThumbnailPixels(lab, gridMoved, "grid-moves")
        try session.keyAndWaitForFrame("v")
        let listAgain = try lab.settled("list-after-grid")
        let onListAgain = lab.checkpoint("list-after-grid", listAgain, allowing: lab.placements(), cellImages: [lab.thumbnailColumn()])
        #expect(onListAgain.count == 0, "image pixels out of place back from the grid in \(session): \(onListAgain.prefix(8).map { "\($0.x),\($0.y)" }); \(lab.shot(listAgain, "list-after-grid"))")
        try expectThumbnailPixels(lab, listAgain, "list-after-grid")
    }

    /// Help over the photo: the overlay shows whole, no photo pixel under it; closed, the photo is back.
    private func helpOverTheDetail(_ lab: GraphicsLab, detail: ScreenImage) throws {
        let session = lab.session, mode = lab.mode
        // Help over the image: the overlay shows whole, no photo pixel anywhere; any key closes
        // it and the image comes back.
        try session.keyAndWaitForFrame("question")
        let help = try lab.settled("help")
        // Only what the overlay leaves whole of the image's rows may stay in pixels (kitty crops).
        let helpArea = try #require(lab.changedArea(from: lab.twinShot("detail") ?? detail, to: lab.twinShot("help") ?? help))
        let placedUnderHelp = lab.placements().filter { $0.intersects(helpArea) }
        #expect(placedUnderHelp.isEmpty, "images still placed under the help overlay in \(session): \(placedUnderHelp); \(lab.shot(help, "help"))")
        let underHelp = lab.checkpoint("help", help, allowing: lab.placements())
        #expect(underHelp.count == 0, "image pixels with the help open in \(session): \(underHelp.prefix(8).map { "\($0.x),\($0.y)" }); \(lab.shot(help, "help"))")
        #expect(try lab.detailPSNR(help) < mode.psnrRange.lowerBound, "the help overlay did not cover the image in \(session); \(lab.shot(help, "help"))")
        try session.key("question")
        let (_, back) = try session.screenshot(until: "the image after closing help", timeout: 5) {
            (try? lab.detailPSNR($0)).map(mode.psnrRange.contains) ?? false
        }
        lab.record("image_back_after_help_s", String(format: "%.2f", back))
    }

    /// 100 moves over photos of every aspect: only the placements hold photo pixels.
    private func hundredMoves(_ lab: GraphicsLab) throws {
        let session = lab.session, mode = lab.mode
        // 100 moves over photos of every aspect: only the current placements may hold photo
        // pixels, and each thumbnail placed is its row's photo.
        // In fives of 20: a move past the last loaded row before the next page arrives would
        // be dropped, and the twin runs must end on the same row.
        for _ in 0..<5 {
            try session.key(Array(repeating: "j", count: 20), delayMilliseconds: 12)
            _ = try session.settledScreenshot()
        }
        lab.waitForTraceToRest()
        let list = try lab.settled("after-moves", timeout: 15)
        let ghosts = lab.checkpoint("after-moves", list, allowing: lab.placements(), cellImages: [lab.thumbnailColumn()])
        #expect(ghosts.count == 0, "ghost pixels after 100 moves in \(session): \(ghosts.prefix(8).map { "\($0.x),\($0.y)" }); \(lab.shot(list, "after-moves"))")
        try expectThumbnailPixels(lab, list, "after-moves")
        if mode.thumbnails == .kitty {
            // A scroll step places each thumbnail again by id: a few dozen bytes, never its data.
            let steps = GraphicsTrace(file: session.traceFile).thumbnailScrollSteps
            // How many frames the moves make depends on the machine's load (a busy one folds
            // several moves into one frame): enough to judge, not a fixed number.
            #expect(steps.count >= 10, "\(steps.count) scroll steps traced in \(session)")
            let costly = steps.filter { $0.movedBytes >= 100 * $0.moved }
            #expect(costly.isEmpty, "scroll steps at 100 B or more a moved thumbnail in \(session): \(costly.prefix(4))")
        }
        // Back up past the top of the list: rows that scrolled away come back, each its photo
        // (kitty frees an image whose last placement a scroll region's scroll took away).
        try session.key(Array(repeating: "k", count: 15), delayMilliseconds: 12)
        lab.waitForTraceToRest()
        let back = try lab.settled("after-moves-up", timeout: 15)
        let ghostsBack = lab.checkpoint("after-moves-up", back, allowing: lab.placements(), cellImages: [lab.thumbnailColumn()])
        #expect(ghostsBack.count == 0, "ghost pixels after moving back up in \(session): \(ghostsBack.prefix(8).map { "\($0.x),\($0.y)" }); \(lab.shot(back, "after-moves-up"))")
        try expectThumbnailPixels(lab, back, "after-moves-up")
    }

    /// Up one and back: the time from the key to the cached preview on screen.
    /// The full-screen photo from the detail (`z`), the next photo and back (prefetched: the
    /// figure is the key to its pixels), zoomed in and a pan (the figure is what the pan wrote in
    /// graphics; kitty places the same image cut another way), then Esc: nothing of the
    /// full-screen photo left over the detail.
    private func zoomAndPan(_ lab: GraphicsLab) throws {
        let session = lab.session
        func timed(_ key: String, as name: String) throws {
            let before = session.timings.filter { $0.name == "step_to_fullscreen" }.count
            try session.keyAndWaitForFrame(key)
            try session.waitForTiming("step_to_fullscreen", count: before + 1, timeout: 10)
            _ = try lab.settled(name)
            if let step = session.timings.last(where: { $0.name == "step_to_fullscreen" }) {
                lab.record("\(name)_ms", String(format: "%.1f", Double(step.micros) / 1000))
            }
        }
        try timed("z", as: "detail_to_fullscreen")
        try timed("n", as: "next_to_fullscreen_prefetched")
        try timed("p", as: "previous_to_fullscreen_prefetched")
        // Three steps in (a 6000-pixel photo at about a third: what decodes and encodes in a
        // moment; 1:1 of it is 24 Mpx, seconds on kitty), then a pan.
        func detailPlacements() -> Int { GraphicsTrace(file: session.traceFile).placed.filter { $0.slot == "detail" }.count }
        // The photo's new pixels placed, and no other for a while (the screen shows the photo's
        // colour, or the last cut, while they are made, which a settled screenshot takes for the
        // end; on a busy machine a sixel encode outlasts it).
        func waitForDetailPixels(after placedBefore: Int) {
            guard lab.mode != .symbols else { return }
            let deadline = Date().addingTimeInterval(20)
            var last = placedBefore, since = Date()
            while Date() < deadline {
                let count = detailPlacements()
                if count != last { (last, since) = (count, Date()) } else if count > placedBefore, Date().timeIntervalSince(since) > 1.5 { break }
                usleep(100_000)
            }
        }
        let placedBefore = detailPlacements()
        for _ in 0..<3 { try session.keyAndWaitForFrame("plus") }
        waitForDetailPixels(after: placedBefore)
        let zoomed = try lab.settled("photo-zoomed")
        let events = GraphicsTrace(file: session.traceFile).events.count
        let placedBeforePan = detailPlacements()
        try session.keyAndWaitForFrame("l")
        waitForDetailPixels(after: placedBeforePan)
        let panned = try lab.settled("photo-panned")
        let written = GraphicsTrace(file: session.traceFile).events.dropFirst(events).reduce(0) { $0 + $1.bytes }
        lab.record("bytes_per_pan_step", String(written))
        if lab.mode != .symbols {
            #expect(written > 0, "the pan placed nothing in \(session); \(lab.shot(panned, "photo-panned"))")
            if lab.terminal == .kitty { #expect(written <= 200, "a kitty pan wrote \(written) B in \(session)") }
        }
        #expect(lab.changedArea(from: zoomed, to: panned) != nil, "the pan changed nothing on screen in \(session); \(lab.shot(panned, "photo-panned"))")
        try session.keyAndWaitForFrame("Escape")
        let back = try lab.settled("photo-closed")
        let leftover = lab.checkpoint("photo-closed", back, allowing: [lab.detailImageRect()] + lab.placements())
        #expect(leftover.count == 0, "full-screen photo pixels left over the detail in \(session): \(leftover.prefix(8).map { "\($0.x),\($0.y)" }); \(lab.shot(back, "photo-closed"))")
    }

    private func selectionToCachedPreview(_ lab: GraphicsLab) throws {
        let session = lab.session
        // Up one and back: the selection rests on a photo whose preview was made, and the time
        // from the key to that preview on screen (pixels where the mode draws them) is the figure.
        try session.keyAndWaitForFrame("k")
        _ = try session.settledScreenshot()
        let before = session.timings.filter { $0.name == "selection_to_preview" }.count
        try session.keyAndWaitForFrame("j")
        try session.waitForTiming("selection_to_preview", count: before + 1, timeout: 5)
        if let cached = session.timings.last(where: { $0.name == "selection_to_preview" }) {
            lab.record("selection_to_cached_preview_ms", String(format: "%.1f", Double(cached.micros) / 1000))
        }
    }

    /// The filters box over the photo: the photo around it stays in pixels (kitty by source
    /// rectangle, sixel and iTerm2 encoded again in parts), none under it; closed, it is whole.
    private func filtersOverTheDetail(_ lab: GraphicsLab, detail: ScreenImage) throws {
        let session = lab.session, mode = lab.mode
        try session.keyAndWaitForFrame("f")
        let filters = try lab.settled("detail-filters")
        let filtersArea = try #require(lab.changedArea(from: lab.twinShot("detail") ?? detail, to: lab.twinShot("detail-filters") ?? filters))
        let placedUnderFilters = lab.placements().filter { $0.intersects(filtersArea) }
        #expect(placedUnderFilters.isEmpty, "images placed under the filters box in \(session): \(placedUnderFilters); \(lab.shot(filters, "detail-filters"))")
        let onFilters = lab.checkpoint("detail-filters", filters, allowing: lab.placements())
        #expect(onFilters.count == 0, "image pixels out of place with the filters open in \(session): \(onFilters.prefix(8).map { "\($0.x),\($0.y)" }); \(lab.shot(filters, "detail-filters"))")
        if mode != .symbols {
            let uncovered = try lab.detailPartsPSNR(filters)
            lab.record("detail_uncovered_under_overlay_psnr_db", String(format: "%.1f (%d parts)", uncovered.psnr, uncovered.parts))
            #expect(uncovered.parts > 0 && uncovered.psnr >= mode.overlayFloor,
                    "the photo around the filters box at \(uncovered.psnr) dB in \(uncovered.parts) parts in \(session), expected ≥ \(mode.overlayFloor); \(lab.shot(filters, "detail-filters"))")
        }
        try session.keyAndWaitForFrame("Escape")
        _ = try session.screenshot(until: "the image after closing the filters", timeout: 5) {
            (try? lab.detailPSNR($0)).map(mode.psnrRange.contains) ?? false
        }
    }

    /// The xterm ghost (issue #26): right after the full-screen photo, the list scrolled, then
    /// help, then the filters: 0 wrong pixels; then back to the top.
    private func afterFullScreen(_ lab: GraphicsLab) throws {
        let session = lab.session
        try session.key(Array(repeating: "j", count: 12), delayMilliseconds: 60)
        for (name, open, close) in [("list-scrolled", nil, nil), ("list-scrolled-help", "question", "question"),
                                    ("list-scrolled-filters", "f", "Escape")] as [(String, String?, String?)] {
            if let open { try session.keyAndWaitForFrame(open) }
            let shot = try lab.settled(name)
            let wrong = lab.checkpoint(name, shot, allowing: lab.placements(), cellImages: [lab.thumbnailColumn()])
            #expect(wrong.count == 0, "wrong pixels at \(name) after the full-screen photo in \(session): \(wrong.prefix(8).map { "\($0.x),\($0.y)" }); \(lab.shot(shot, name))")
            // The frame after the close: an Escape sent just before the next key would merge
            // with it into an Alt key (the filters then stayed open in xterm in tmux).
            if let close { try session.keyAndWaitForFrame(close) }
        }
        try session.keyAndWaitForFrame("Home")
        _ = try lab.settled("list-home")
    }

    /// A key held 2 s on sixel or iTerm2: at most 1 MB of graphics (issue #26), no ghost.
    private func heldKey(_ lab: GraphicsLab) throws {
        let session = lab.session
        let heldFrom = GraphicsTrace(file: session.traceFile).events.count
        try session.key(Array(repeating: "k", count: 60), delayMilliseconds: 33)
        lab.waitForTraceToRest()
        let held = try lab.settled("after-held-key", timeout: 15)
        let heldBytes = GraphicsTrace(file: session.traceFile).events.dropFirst(heldFrom).reduce(0) { $0 + $1.bytes }
        lab.record("held_key_2s_graphics_bytes", String(heldBytes))
        if lab.mode != .symbols {
            #expect(heldBytes <= 1_000_000, "a key held 2 s wrote \(heldBytes) B of graphics in \(session), expected ≤ 1 MB")
        }
        let afterHeld = lab.checkpoint("after-held-key", held, allowing: lab.placements(), cellImages: [lab.thumbnailColumn()])
        #expect(afterHeld.count == 0, "ghost pixels after a held key in \(session): \(afterHeld.prefix(8).map { "\($0.x),\($0.y)" }); \(lab.shot(held, "after-held-key"))")
        try expectThumbnailPixels(lab, held, "after-held-key")
    }

    /// tmux panes (issue #26): a split (the new pane takes the focus), that pane zoomed and back,
    /// a pane resize, photo-tui's pane focused, zoomed and back: never one photo pixel outside
    /// photo-tui's pane (none at all while another pane is zoomed), and the photo whole again
    /// when its pane is zoomed and when the other pane is closed.
    private func tmuxPanes(_ lab: GraphicsLab) throws {
        let session = lab.session, mode = lab.mode
        func ours() throws -> Rect {
            let words = try session.tmux(["display", "-p", "-t", "gfx:0.0", "#{pane_left} #{pane_top} #{pane_width} #{pane_height}"])
                .split(separator: " ").compactMap { Int($0) }
            guard words.count == 4 else { throw SpawnedProcess.Failure(description: "tmux pane geometry: \(words)") }
            // The status line is on top: the pane's rows start one below tmux's.
            return session.grid.pixels(of: Rect(x: words[0], y: words[1] + 1, width: words[2], height: words[3]))
        }
        func photoBack(_ what: String) throws -> ScreenImage {
            try session.screenshot(until: "the image \(what)", timeout: 5) { (try? lab.detailPSNR($0)).map(mode.psnrRange.contains) ?? false }.0
        }
        let steps: [(name: String, command: [String], whole: Bool)] = [
            ("tmux-split", ["split-window", "-h", "-t", "gfx:0", "sleep 600"], false),
            ("tmux-other-zoomed", ["resize-pane", "-Z", "-t", "gfx:0.1"], false),
            ("tmux-other-unzoomed", ["resize-pane", "-Z", "-t", "gfx:0.1"], false),
            ("tmux-pane-resized", ["resize-pane", "-t", "gfx:0.1", "-L", "6"], false),
            ("tmux-ours-focused", ["select-pane", "-t", "gfx:0.0"], false),
            ("tmux-ours-zoomed", ["resize-pane", "-Z", "-t", "gfx:0.0"], true),
            ("tmux-ours-unzoomed", ["resize-pane", "-Z", "-t", "gfx:0.0"], false),
            ("tmux-other-closed", ["kill-pane", "-t", "gfx:0.1"], true),
        ]
        for step in steps {
            _ = try session.tmux(step.command)
            // While another pane is zoomed, photo-tui's is not on screen: nothing may show.
            let shot = step.whole ? try photoBack(step.name) : try lab.settled(step.name)
            let allowed = step.whole ? [lab.detailImageRect()] + lab.placements() : step.name == "tmux-other-zoomed" ? [] : [try ours()]
            let wrong = lab.checkpoint(step.name, shot, allowing: allowed)
            #expect(wrong.count == 0, "photo pixels out of place after \(step.name) in \(session): \(wrong.prefix(8).map { "\($0.x),\($0.y)" }); \(lab.shot(shot, step.name))")
        }
    }

    /// Where thumbnails are pixels (kitty): one placed for every row or tile on screen, each
    /// its photo (PSNR against the photo at the placed size). Nothing to check in cells.
    private func expectThumbnailPixels(_ lab: GraphicsLab, _ shot: ScreenImage, _ name: String) throws {
        guard lab.mode.thumbnails != .symbols else { return }
        let scores = try lab.placedThumbnailPSNRs(shot)
        let grid = lab.session.programGrid
        let list = BrowserLayout(size: Size(width: grid.columns, height: grid.rows)).list
        let rows = scores.filter { $0.slot.hasPrefix("row-") }.count, tiles = scores.filter { $0.slot.hasPrefix("tile-") }.count
        if tiles > 0 {
            #expect(rows == 0 && tiles == PhotoGridView.columns(in: list) * PhotoGridView.visibleRows(in: list),
                    "\(tiles) tiles and \(rows) rows placed in \(name) in \(lab.session); \(lab.shot(shot, name))")
        } else {
            let visible = lab.visibleListRows(in: shot)
            #expect(rows == visible, "\(rows) thumbnails placed in \(name) in \(lab.session), \(visible) rows on screen; \(lab.shot(shot, name))")
        }
        let poor = scores.filter { !lab.mode.thumbnailRange.contains($0.psnr) }
        if lab.mode.thumbnails == .kitty && lab.insideTmux && poor.count == 1 {
            // Known to happen now and then in tmux (issue #26): kitty sometimes frees an image on
            // its own (a thumbnail just transmitted answered ENOENT to its placement). Outside
            // tmux the placement's ENOENT answer is read and the image sent again; through
            // tmux's passthrough nothing answers. Recorded, not failed, there; two or more
            // still fail, and so does the median.
            withKnownIssue("a kitty thumbnail placed by id sometimes does not show (issue #26)", isIntermittent: true) {
                Issue.record("a thumbnail unlike its photo in \(name) in \(lab.session): \(poor); \(lab.shot(shot, name))")
            }
        } else {
            #expect(poor.isEmpty, "thumbnails unlike their photos in \(name) in \(lab.session): \(poor.prefix(4)); \(lab.shot(shot, name))")
        }
        if let worst = scores.map(\.psnr).min() { lab.record("\(name)_thumbnail_min_psnr_db", String(format: "%.1f", worst)) }
        let sorted = scores.map(\.psnr).sorted()
        if !sorted.isEmpty {
            let median = sorted[sorted.count / 2]
            lab.record("\(name)_thumbnail_median_psnr_db", String(format: "%.1f", median))
            #expect(median >= lab.mode.thumbnailMedianFloor,
                    "thumbnails' median \(median) dB in \(name) in \(lab.session), expected ≥ \(lab.mode.thumbnailMedianFloor); \(lab.shot(shot, name))")
        }
    }
}
