import Foundation
@testable import PhotoCore
@testable import PhotoTUI
import Terminal
import Testing
@testable import PhotoModel

/// One run of the graphics end-to-end suite: a private Xvfb, one terminal running photo-tui in
/// it, what the run is expected to show, and the measurements taken from its screenshots.
final class GraphicsLab {
    let terminal: GraphicsTerminal
    let insideTmux: Bool
    let display: XvfbDisplay
    let session: GraphicsTerminalSession
    /// How the detail's photo should be drawn in each run of photo-tui: a symbols twin first
    /// when the binary has pixel graphics, whose screens the pixel run is compared with.
    let modes: [ExpectedRendering]
    /// How the current run should draw it.
    var mode: ExpectedRendering { modes[max(0, session.run - 1)] }
    /// The twin run's screenshots by checkpoint name.
    private var twin: [String: ScreenImage] = [:]
    /// The photo the scenario opens.
    let photo: Photo
    private var references: [String: ScreenImage] = [:]

    /// Starts the run, or skips the test (with the reason) where it cannot run.
    init(terminal: GraphicsTerminal, insideTmux: Bool, graphics: String? = nil) throws {
        if let missing = XvfbDisplay.missingTools {
            Self.skip("graphics end-to-end tests skipped: \(missing)")
        }
        if SpawnedProcess.which(terminal.executable) == nil {
            Self.skip("\(terminal) is not installed: graphics end-to-end tests in \(terminal) skipped (scripts/install-deps.sh installs it)")
        }
        if insideTmux, SpawnedProcess.which("tmux") == nil {
            Self.skip("tmux is not installed: graphics end-to-end tests in tmux skipped")
        }
        self.terminal = terminal
        self.insideTmux = insideTmux
        guard let photo = OfflinePhotoReference.photo(query: GraphicsEndToEndTests.query) else {
            throw SpawnedProcess.Failure(description: "the offline catalog has no result for \(GraphicsEndToEndTests.query)")
        }
        self.photo = photo
        let features = PhotoTUIFeatures.shared
        var runs: [[String]] = [[]]
        var modes: [ExpectedRendering] = [.symbols]
        if features.hasGraphics {
            runs = [["--graphics", "symbols"], (graphics.map { ["--graphics", $0] } ?? []) + ["--graphics-trace", GraphicsTerminalSession.tracePlaceholder]]
            modes = [.symbols, ExpectedRendering(rawValue: graphics ?? terminal.expectedAutoProtocol) ?? .symbols]
        } else if ProcessInfo.processInfo.environment["GRAPHICS_E2E_TWIN"] != nil {
            // Two identical runs: shows that the twin comparison finds nothing between equal runs.
            runs = [[], []]
            modes = [.symbols, .symbols]
        } else {
            print("graphics e2e: \(TmuxSession.binary) has no --graphics yet: \(terminal) checked in symbols mode only")
        }
        self.modes = modes
        // Extra arguments for every run (`GRAPHICS_E2E_ARGS="--color 256"`), for measurements.
        let extra = (ProcessInfo.processInfo.environment["GRAPHICS_E2E_ARGS"] ?? "").split(separator: " ").map(String.init)
        runs = runs.map { $0 + extra }
        let keep = ProcessInfo.processInfo.environment["GRAPHICS_E2E_KEEP"] != nil
        display = try XvfbDisplay(log: keep ? FileManager.default.temporaryDirectory.path + "/gfxe2e-xvfb-\(getpid()).log" : "/dev/null")
        session = try GraphicsTerminalSession(
            terminal: terminal, display: display, runs: runs, insideTmux: insideTmux, doctor: features.hasDoctor)
        record("grid", session.grid.description)
    }

    /// Checks a screen: no cell outside `allowing` (pixel rects where photos belong) may show
    /// photo pixels, and in a pixel run every such cell must look as in the symbols twin's
    /// screen of the same name, except in `cellImages` (cell thumbnails, which a pixel run
    /// converts from a larger load: still checked for photo pixels). Returns the cells that fail.
    func checkpoint(_ name: String, _ shot: ScreenImage, allowing: [Rect], cellImages: [Rect] = []) -> [Point] {
        if session.run == 1, modes.count > 1 { twin[name] = shot }
        var bad = Set(ghostCells(shot, allowing: allowing))
        if session.run > 1, let reference = twin[name] {
            let differing = Set(differingCells(shot, reference, allowing: allowing + cellImages)).subtracting(bad)
            if terminal == .mlterm, !differing.isEmpty {
                // mlterm (no Hangul font here) sometimes leaves a stale character or two beside
                // the detail's text, in either run, symbols too: reported, not counted as a ghost.
                // Photo pixels out of place (`ghostCells`) still fail the run.
                withKnownIssue("mlterm left stale characters that differ from the twin run", isIntermittent: true) {
                    Issue.record("cells differing from the symbols run at \(name): \(differing.sorted { ($0.y, $0.x) < ($1.y, $1.x) }.prefix(8))")
                }
            } else {
                bad.formUnion(differing)
            }
        }
        return bad.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }

    /// The symbols twin's screenshot of checkpoint `name`, in a pixel run.
    func twinShot(_ name: String) -> ScreenImage? { twin[name] }

    /// The pixels of the smallest rect around the largest connected group of program cells
    /// (status line aside) that differ between two screenshots: where an overlay opened. Stray
    /// cells apart from it (mlterm's stale characters, which the overlay's redraw erases) are
    /// not the overlay.
    func changedArea(from before: ScreenImage, to after: ScreenImage) -> Rect? {
        var left = Set(differingCells(after, before, allowing: []).map { [$0.x, $0.y] })
        var largest: [[Int]] = []
        while let seed = left.first {
            left.remove(seed)
            var group = [seed], next = 0
            while next < group.count {
                let cell = group[next]
                next += 1
                for dy in -1...1 {
                    for dx in -1...1 where left.remove([cell[0] + dx, cell[1] + dy]) != nil { group.append([cell[0] + dx, cell[1] + dy]) }
                }
            }
            if group.count > largest.count { largest = group }
        }
        guard let first = largest.first else { return nil }
        var minX = first[0], minY = first[1], maxX = first[0], maxY = first[1]
        for cell in largest {
            minX = min(minX, cell[0])
            minY = min(minY, cell[1])
            maxX = max(maxX, cell[0])
            maxY = max(maxY, cell[1])
        }
        return session.programGrid.pixels(of: Rect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1))
    }

    /// The cells of the program's screen, its status line aside (cache figures differ between
    /// runs), outside `allowing`, where two screenshots differ.
    func differingCells(_ shot: ScreenImage, _ reference: ScreenImage, allowing: [Rect]) -> [Point] {
        let grid = session.programGrid
        var cells: [Point] = []
        for row in 0..<(grid.rows - 1) {
            for column in 0..<grid.columns {
                let rect = grid.pixels(of: Rect(x: column, y: row, width: 1, height: 1))
                guard !allowing.contains(where: { $0.intersects(rect) }) else { continue }
                let inner = Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2)
                if shot.differs(from: reference, in: inner) { cells.append(Point(x: column, y: row)) }
            }
        }
        return cells
    }

    private static func skip(_ reason: String) -> Never {
        FileHandle.standardError.write(Data("⚠️  \(reason)\n".utf8))
        try! Test.cancel(Comment(rawValue: reason))
    }

    // MARK: Measurements

    /// Where the detail's image is on screen, in pixels of the window.
    func detailImageRect() -> Rect {
        let grid = session.programGrid
        let cells = OfflinePhotoReference.detailImageCells(of: photo, screen: Size(width: grid.columns, height: grid.rows))
        // Pixels go where the trace says (a pixel placement may fit the photo more tightly); an
        // overlay leaves the photo in parts (`detail`, `detail~1`…): the whole is what they span.
        if mode != .symbols, let whole = detailPlacement(near: cells) {
            return grid.pixels(of: whole.rect)
        }
        return grid.pixels(of: cells)
    }

    /// The detail's whole image as placed: its rect in cells, from its parts (`detail`,
    /// `detail~N`) when an overlay cut it, each with the part of the image it shows.
    private func detailPlacement(near cells: Rect) -> (rect: Rect, parts: [GraphicsTrace.Placement])? {
        let parts = GraphicsTrace(file: session.traceFile).shown.filter { $0.key == "detail" || $0.key.hasPrefix("detail~") }.map(\.value)
        guard let first = parts.first(where: { $0.rect.intersects(cells) }) else { return nil }
        guard let source = first.source else { return (first.rect, parts) }
        // The first part's source says where in the image it is; the image's size in cells follows.
        let grid = session.programGrid
        let origin = Point(x: first.rect.x - source.x / grid.cellWidth, y: first.rect.y - source.y / grid.cellHeight)
        var maxX = 0, maxY = 0
        for part in parts {
            let full = part.source ?? Rect(x: 0, y: 0, width: part.rect.width * grid.cellWidth, height: part.rect.height * grid.cellHeight)
            maxX = max(maxX, origin.x + (full.x + full.width) / grid.cellWidth)
            maxY = max(maxY, origin.y + (full.y + full.height) / grid.cellHeight)
        }
        return (Rect(x: origin.x, y: origin.y, width: max(maxX - origin.x, cells.width), height: max(maxY - origin.y, cells.height)), parts)
    }

    /// The PSNR of what shows of the detail's photo in pixels (its parts around an overlay),
    /// against the same parts of the source; and how many parts.
    func detailPartsPSNR(_ shot: ScreenImage) throws -> (psnr: Double, parts: Int) {
        let grid = session.programGrid
        let cells = OfflinePhotoReference.detailImageCells(of: photo, screen: Size(width: grid.columns, height: grid.rows))
        guard let placed = detailPlacement(near: cells) else { return (0, 0) }
        let whole = grid.pixels(of: placed.rect)
        let reference = try OfflinePhotoReference.pixels(of: photo.id, width: whole.width, height: whole.height)
        var shown: [UInt8] = [], expected: [UInt8] = []
        for part in placed.parts {
            let rect = grid.pixels(of: part.rect)
            let source = part.source ?? Rect(x: rect.x - whole.x, y: rect.y - whole.y, width: rect.width, height: rect.height)
            let a = shot.crop(rect), b = reference.crop(source)
            guard a.pixels.count == b.pixels.count else { continue }
            shown += a.pixels
            expected += b.pixels
        }
        let count = shown.count / 3
        return (ScreenImage(width: count, height: 1, pixels: shown).psnr(against: ScreenImage(width: count, height: 1, pixels: expected)),
                placed.parts.count)
    }

    /// The PSNR of the detail's image against the photo scaled to its rect.
    func detailPSNR(_ shot: ScreenImage) throws -> Double {
        let rect = detailImageRect()
        let key = "\(rect.width)x\(rect.height)"
        if references[key] == nil {
            references[key] = try OfflinePhotoReference.pixels(of: photo.id, width: rect.width, height: rect.height)
        }
        return shot.crop(rect).psnr(against: references[key]!)
    }

    /// Mean PSNR and SSIM of the thumbnails of the first `count` rows of the list (scrolled to
    /// the top, results of the suite's query) against their photos scaled to their rects.
    func thumbnailScores(_ shot: ScreenImage, count: Int) throws -> (psnr: Double, ssim: Double) {
        let grid = session.programGrid
        var psnr = 0.0, ssim = 0.0
        for row in 0..<count {
            guard let photo = OfflinePhotoReference.photo(query: GraphicsEndToEndTests.query, index: row) else { break }
            let rect = grid.pixels(of: OfflinePhotoReference.thumbnailCells(row: row, screen: Size(width: grid.columns, height: grid.rows)))
            let reference = try OfflinePhotoReference.pixels(of: photo.id, width: rect.width, height: rect.height)
            psnr += shot.crop(rect).psnr(against: reference)
            ssim += shot.crop(rect).ssim(against: reference)
        }
        return (psnr / Double(count), ssim / Double(count))
    }

    /// The PSNR of every thumbnail the trace says is placed now against its photo: slot `row-N`
    /// or `tile-N` shows the `N`th result of the suite's query, over the traced rect (the traced
    /// part of it when the row or tile is cut by the bottom of the list or a panel).
    func placedThumbnailPSNRs(_ shot: ScreenImage) throws -> [(slot: String, psnr: Double)] {
        let grid = session.programGrid
        var scores: [(slot: String, psnr: Double)] = []
        for (slot, placement) in GraphicsTrace(file: session.traceFile).shown.sorted(by: { $0.key < $1.key }) {
            let parts = slot.split(separator: "-")
            guard parts.count == 2, parts[0] == "row" || parts[0] == "tile", let index = Int(parts[1]),
                  let photo = OfflinePhotoReference.photo(query: GraphicsEndToEndTests.query, index: index) else { continue }
            let whole = Size(width: placement.rect.width,
                             height: parts[0] == "row" ? PhotoListState.rowHeight : PhotoGridView.tileHeight - 2)
            let key = "\(photo.id) \(whole.width)x\(whole.height)"
            if references[key] == nil {
                references[key] = try OfflinePhotoReference.pixels(of: photo.id, width: whole.width * grid.cellWidth,
                                                                   height: whole.height * grid.cellHeight)
            }
            let shown = grid.pixels(of: placement.rect)
            let part = placement.source ?? Rect(x: 0, y: 0, width: shown.width, height: shown.height)
            let reference = references[key]!.crop(part)
            scores.append((slot, shot.crop(shown).psnr(against: reference)))
        }
        return scores
    }

    /// The list's rows on screen in `shot` (whole rows: the list draws no partial one), not
    /// counting those wholly under a message panel just above the status line (the offline
    /// library's notice, one or two lines as the width allows): lines whose first cell has the
    /// status line's background.
    func visibleListRows(in shot: ScreenImage) -> Int {
        let grid = session.programGrid
        let list = BrowserLayout(size: Size(width: grid.columns, height: grid.rows)).list
        func background(row: Int) -> (r: Int, g: Int, b: Int) {
            let cell = grid.pixels(of: Rect(x: 0, y: row, width: 1, height: 1))
            return shot.pixel(cell.x + 1, cell.y + 1)
        }
        let status = background(row: grid.rows - 1)
        var bottom = grid.rows - 1
        while bottom > list.y, background(row: bottom - 1) == status { bottom -= 1 }
        let lines = min(list.maxY, bottom) - list.y
        return min(list.height / PhotoListState.rowHeight, (max(0, lines) + PhotoListState.rowHeight - 1) / PhotoListState.rowHeight)
    }

    /// The cells of the list's thumbnail column, in pixels (where cell thumbnails show).
    func thumbnailColumn() -> Rect {
        let grid = session.programGrid
        let list = BrowserLayout(size: Size(width: grid.columns, height: grid.rows)).list
        return grid.pixels(of: Rect(x: list.x + 1, y: list.y, width: PhotoListState.thumbnailColumns, height: list.height))
    }

    /// Milliseconds from the first frame with rows to the first asking for a thumbnail in pixels.
    func firstThumbnailPixelsMilliseconds() -> Double? {
        let timings = session.timings
        guard let rows = timings.first(where: { $0.name == "first_rows_on_screen" })?.micros,
              let pixels = timings.first(where: { $0.name == "first_thumbnail_pixels" })?.micros else { return nil }
        return Double(pixels - rows) / 1000
    }

    /// The SSIM of the detail's image against the photo scaled to its rect.
    func detailSSIM(_ shot: ScreenImage) throws -> Double {
        _ = try detailPSNR(shot)
        let rect = detailImageRect()
        return shot.crop(rect).ssim(against: references["\(rect.width)x\(rect.height)"]!)
    }

    /// The pixel rects of the images the current run's trace says are placed now (none in
    /// symbols mode: cells drawn as symbols are compared like any other cells).
    func placements() -> [Rect] {
        GraphicsTrace(file: session.traceFile).shown.values.map { session.programGrid.pixels(of: $0.rect) }
    }

    /// The cells of the whole window (tmux's status line included) outside `allowing` whose
    /// pixels are not two colours: photo pixels where there should be text or blanks.
    private func ghostCells(_ shot: ScreenImage, allowing: [Rect]) -> [Point] {
        let grid = session.grid
        var ghosts: [Point] = []
        for row in 0..<grid.rows {
            for column in 0..<grid.columns {
                let rect = grid.pixels(of: Rect(x: column, y: row, width: 1, height: 1))
                guard !allowing.contains(where: { $0.intersects(rect) }) else { continue }
                // A pixel of margin: glyphs may overhang their cell by one (mlterm's blocks do).
                let inner = Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2)
                if !shot.isTwoColour(inner) { ghosts.append(Point(x: column, y: row)) }
            }
        }
        return ghosts
    }

    /// Waits until the graphics trace has had no new line for `quiet` seconds (at most
    /// `timeout`), so that a settled screenshot after it judges the images the last frames
    /// asked for, not the cells shown before them: on a busy machine a sixel encode outlasts
    /// the screenshot's own settle (half a second of an unchanged screen).
    func waitForTraceToRest(quiet: TimeInterval = 1.5, timeout: TimeInterval = 20) {
        guard mode != .symbols else { return }
        let deadline = Date().addingTimeInterval(timeout)
        var last = -1, since = Date()
        while Date() < deadline {
            let count = GraphicsTrace(file: session.traceFile).events.count
            if count != last { (last, since) = (count, Date()) } else if Date().timeIntervalSince(since) >= quiet { return }
            usleep(100_000)
        }
    }

    /// The screen once it stopped changing; kept as `name` when `GRAPHICS_E2E_SHOTS` is set.
    func settled(_ name: String, timeout: TimeInterval = 10) throws -> ScreenImage {
        let image = try session.settledScreenshot(timeout: timeout)
        if ProcessInfo.processInfo.environment["GRAPHICS_E2E_SHOTS"] != nil { session.keep(image, as: name) }
        return image
    }

    /// Saves a screenshot and returns a note saying where, for a failure message.
    func shot(_ image: ScreenImage, _ name: String) -> String {
        "screenshot " + session.keep(image, as: name)
    }

    /// Prints a measurement and appends it to `GRAPHICS_E2E_RESULTS` when set.
    func record(_ name: String, _ value: String) {
        let line = "\(terminal)\t\(insideTmux ? "tmux" : "alone")\t\(mode)\t\(name)\t\(value)"
        print("graphics e2e: " + line)
        if let path = ProcessInfo.processInfo.environment["GRAPHICS_E2E_RESULTS"], !path.isEmpty {
            if !FileManager.default.fileExists(atPath: path) { FileManager.default.createFile(atPath: path, contents: nil) }
            if let handle = FileHandle(forWritingAtPath: path) {
                handle.seekToEndOfFile()
                handle.write(Data((line + "\n").utf8))
                try? handle.close()
            }
        }
    }

    /// Records what the run's files say (the probe's choice from `doctor`).
    func finish() {
        let trace = GraphicsTrace(file: session.traceFile)
        if let first = trace.placed.first {
            record("trace_placements", String(trace.placed.count))
            record("first_placement", "\(first.protocolName ?? "?") \(first.bytes.map(String.init) ?? "?") B \(first.encodeMilliseconds.map { "\($0) ms" } ?? "")")
            let sizes = trace.placed.compactMap(\.bytes)
            if !sizes.isEmpty { record("bytes_per_placement_median", String(sizes.sorted()[sizes.count / 2])) }
        }
        // The largest detail sent whole (the full-screen one): issue #26's ceilings.
        if let largest = trace.placed.filter({ $0.slot == "detail" && $0.source == nil }).compactMap(\.bytes).max() {
            record("detail_bytes_max", String(largest))
            if let ceiling = mode.detailByteCeiling {
                #expect(largest <= ceiling, "a detail of \(largest) B in \(session), expected ≤ \(ceiling)")
            }
        }
        let steps = trace.thumbnailScrollSteps
        if !steps.isEmpty {
            func median(_ values: [Int]) -> Int { values.sorted()[values.count / 2] }
            let quiet = steps.filter { $0.transmitted == 0 }
            record("thumbnail_scroll_steps", String(steps.count))
            record("bytes_per_scroll_step_median", String(median(steps.map(\.bytes))))
            if !quiet.isEmpty { record("bytes_per_scroll_step_without_new_median", String(median(quiet.map(\.bytes)))) }
            record("bytes_per_moved_thumbnail_max", String(steps.map { $0.movedBytes / $0.moved }.max()!))
            record("thumbnails_moved_per_step_median", String(median(steps.map(\.moved))))
        }
        let new = trace.newThumbnailBytes
        if !new.isEmpty { record("bytes_per_new_thumbnail_median", String(new.sorted()[new.count / 2])) }
        // Images kitty said it no longer held (ENOENT), each transmitted again (issue #26).
        let lost = trace.events.compactMap(\.reason).filter { $0.hasPrefix("lost") }
        record("images_lost_and_sent_again", lost.isEmpty ? "0" : "\(lost.count) (\(lost.joined(separator: ", ")))")
        if let doctor = try? String(contentsOfFile: session.doctorFile, encoding: .utf8) {
            record("doctor", doctor.replacingOccurrences(of: "\n", with: " | "))
        }
    }
}

extension Rect {
    func intersects(_ other: Rect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
}
