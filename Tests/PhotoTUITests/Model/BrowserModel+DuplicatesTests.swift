import Foundation
import EventStream
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// The Duplicates screen, headless in virtual time, over a real temporary folder and Trash:
/// `D` finds the groups off the loop, `j` `k` `h` `l` move, `Tab`/`x` and `a` mark, `d` asks,
/// `y` moves to the Trash (any other key leaves everything), `u` restores, Esc goes back. Each
/// step's screen state is asserted whole against the same steps on a ``DuplicateReview``.
@Suite("Duplicates screen, headless")
struct BrowserModelDuplicatesTests {
    private let folder: DuplicateFolder
    private let reviewer: VirtualDuplicateReviewer
    private let browser: BrowserHarness

    init() throws {
        let folder = try DuplicateFolder()
        var made: VirtualDuplicateReviewer?
        browser = BrowserHarness(query: "sea", duplicates: { scheduler in
            made = VirtualDuplicateReviewer(scheduler: scheduler, groups: [folder.exact, folder.similar], trash: folder.trash)
            return made
        }, configure: { $0.traits = CatalogPhotoService.folderTraits })
        self.folder = folder
        reviewer = try #require(made)
        browser.advance(by: 100)
    }

    /// The review as the screen should hold it once the groups came for finding number `request`.
    private func found(_ groups: [DuplicateGroup], request: Int = 1) -> DuplicateReview {
        var review = DuplicateReview()
        review.request = request
        review.found(groups)
        return review
    }

    /// Opens the screen and lets the finding answer.
    private func open() {
        browser.press(.character("D"))
        browser.advance(by: reviewer.latency)
    }

    @Test func dFindsTheGroupsOffTheLoopThenShowsTheFirstSideBySide() throws {
        let before = browser.state.list
        browser.press(.character("D"))
        var finding = DuplicateReview()
        finding.request = 1
        #expect(browser.state.duplicates == finding)
        #expect(browser.state.mode.isReviewingDuplicates && browser.state.keyContext == .duplicates)
        #expect(browser.text.contains("Finding duplicates in Pictures…"))

        browser.advance(by: reviewer.latency)
        #expect(browser.state.duplicates == found([folder.exact, folder.similar]))
        #expect(reviewer.findings == 1)
        #expect(browser.lines[0].contains("Duplicates · Pictures") && browser.lines[0].contains("group 1 of 2 · exact copies"))
        let members = browser.text
        #expect(members.contains("2024/IMG_0001.jpg") && members.contains("copies/IMG_0001 copy.jpg"))
        #expect(members.contains("4000×3000") && members.contains("2.0 kB") && members.contains("exact copy (same bytes)"))
        #expect(members.contains("2023-11-14 22:13"), "the older copy's date")
        #expect(members.contains("✓ keep (suggested)"))
        #expect(browser.lines.last?.contains("x discard") == true && browser.lines.last?.contains("d trash") == true)
        // The list below is untouched, and Esc goes back to it.
        browser.press(.escape)
        #expect(browser.state.duplicates == nil && !browser.state.mode.isReviewingDuplicates)
        #expect(browser.state.list == before && browser.state.keyContext == .list)
    }

    @Test func jKGoThroughTheGroupsAndHLThroughTheMembersStoppingAtTheEnds() {
        open()
        var expected = found([folder.exact, folder.similar])
        browser.press(.character("k"))
        #expect(browser.state.duplicates == expected)
        browser.press(.character("j"))
        expected.moveGroup(by: 1)
        #expect(browser.state.duplicates == expected)
        #expect(browser.lines[0].contains("group 2 of 2 · similar (resized or recompressed)"))
        #expect(browser.text.contains("similar · the largest") && browser.text.contains("similar · 6% of the pixels"))
        browser.press(.down)
        #expect(browser.state.duplicates == expected)
        browser.press(.character("l"))
        browser.press(.right)
        browser.press(.right)
        expected.moveMember(by: 2)
        #expect(browser.state.duplicates == expected)
        #expect(browser.state.duplicates?.member?.relativePath == "beach small.jpg")
        browser.press(.character("h"))
        expected.moveMember(by: -1)
        #expect(browser.state.duplicates == expected)
        browser.press(.up)
        expected.moveGroup(by: -1)
        #expect(browser.state.duplicates == expected)
        #expect(browser.state.duplicates?.member?.relativePath == "2024/IMG_0001.jpg")
    }

    @Test func tabOrXMarksToDiscardAndTheLastKeptFileCannotBeMarked() {
        open()
        var expected = found([folder.exact, folder.similar])
        browser.press(.tab)
        _ = expected.toggleDiscard()
        #expect(browser.state.duplicates == expected)
        #expect(expected.discards == [folder.path("2024/IMG_0001.jpg")])
        #expect(browser.text.contains("✕ discard (to the Trash)") && browser.text.contains("1 marked to discard (2.0 kB)"))
        // The copy is now the keeper; marking it too would keep nothing.
        browser.press(.character("l"))
        browser.press(.character("x"))
        expected.moveMember(by: 1)
        #expect(browser.state.duplicates == expected)
        #expect(browser.text.contains("Keep at least one"))
        browser.press(.character("h"))
        browser.press(.character("x"))
        expected.moveMember(by: -1)
        _ = expected.toggleDiscard()
        #expect(browser.state.duplicates == expected && expected.discards.isEmpty)
    }

    @Test func aMarksAllButTheSuggestedKeeperTheMostPixelsThenTheMostBytes() {
        open()
        browser.press(.character("j"))
        browser.press(.character("a"))
        var expected = found([folder.exact, folder.similar])
        expected.moveGroup(by: 1)
        expected.discardAllButKeeper()
        #expect(browser.state.duplicates == expected)
        #expect(expected.discards == [folder.path("beach edit.jpg"), folder.path("beach small.jpg")])
        #expect(browser.text.contains("2 marked to discard (3.5 kB)"))
        browser.press(.character("U"))
        expected.clearDiscards()
        #expect(browser.state.duplicates == expected && expected.discards.isEmpty)
    }

    @Test func dAsksYMovesToTheTrashTheGroupUpdatesAndUPutsItBack() throws {
        open()
        browser.press(.character("l"))
        browser.press(.tab)
        browser.press(.character("d"))
        var expected = found([folder.exact, folder.similar])
        expected.moveMember(by: 1)
        _ = expected.toggleDiscard()
        _ = expected.askToTrash()
        #expect(browser.state.duplicates == expected)
        #expect(browser.text.components(separatedBy: "Move copies/IMG_0001 copy.jpg (2.0 kB) to the Trash? y/n").count == 2,
                "asked once, on the screen's own line: \(browser.text)")
        #expect(folder.exists("copies/IMG_0001 copy.jpg"), "nothing moves before the answer")

        browser.press(.character("y"))
        #expect(browser.text.contains("Moving 1 file to the Trash…"))
        browser.advance(by: reviewer.latency)
        #expect(!folder.exists("copies/IMG_0001 copy.jpg") && folder.exists("2024/IMG_0001.jpg"))
        #expect(folder.trashed.files == ["IMG_0001 copy.jpg"] && folder.trashed.info == ["IMG_0001 copy.jpg.trashinfo"])
        _ = expected.answer(true)
        expected.removed([folder.path("copies/IMG_0001 copy.jpg")])
        #expect(browser.state.duplicates == expected)
        #expect(expected.groups == [folder.similar], "the pair is a pair no more")
        #expect(browser.lines[0].contains("group 1 of 1 · similar"))
        #expect(browser.text.contains("Moved IMG_0001 copy.jpg (2.0 kB) to the Trash · u restores"))
        #expect(browser.state.trashed.map(\.items.count) == [1])

        browser.press(.character("u"))
        browser.advance(by: reviewer.latency)
        #expect(folder.exists("copies/IMG_0001 copy.jpg") && folder.trashed.files.isEmpty && folder.trashed.info.isEmpty)
        #expect(browser.text.contains("Restored IMG_0001 copy.jpg from the Trash"))
        #expect(browser.state.trashed.isEmpty)
        // The groups are found again, as the disk is now.
        #expect(browser.state.duplicates?.phase == .finding)
        browser.advance(by: 2 * reviewer.latency)
        #expect(reviewer.findings == 2)
        #expect(browser.state.duplicates?.groups == [folder.exact, folder.similar])
        browser.press(.character("u"))
        #expect(browser.text.contains("Nothing to restore"))
    }

    @Test func anyKeyButYAnswersNoAndNothingMoves() {
        open()
        browser.press(.character("x"))
        browser.press(.character("d"))
        browser.press(.character("n"))
        var expected = found([folder.exact, folder.similar])
        _ = expected.toggleDiscard()
        #expect(browser.state.duplicates == expected, "the marks stay")
        #expect(browser.text.contains("Nothing moved"))
        browser.press(.character("d"))
        browser.press(.character("j"))  // no to the question, and no move either
        #expect(browser.state.duplicates == expected)
        browser.press(.character("d"))
        browser.press(.escape)  // no, and the screen stays
        #expect(browser.state.duplicates == expected && browser.state.mode.isReviewingDuplicates)
        browser.advance(by: 100)
        #expect(folder.exists("2024/IMG_0001.jpg") && folder.trashed.files.isEmpty)
        #expect(browser.state.trashed.isEmpty)
    }

    @Test func aFileGoneMeanwhileIsSaidAndTheOthersStillGo() throws {
        open()
        browser.press(.character("j"))
        browser.press(.character("a"))
        browser.press(.character("d"))
        #expect(browser.text.contains("Move 2 files (3.5 kB) to the Trash? y/n"))
        try FileManager.default.removeItem(atPath: folder.path("beach small.jpg"))
        browser.press(.character("y"))
        browser.advance(by: reviewer.latency)
        #expect(browser.text.contains("Moved beach edit.jpg (3.0 kB) to the Trash · u restores · Not moved:"))
        #expect(browser.text.contains("beach small.jpg is gone"))
        #expect(folder.trashed.files == ["beach edit.jpg"] && folder.exists("beach.jpg"))
        #expect(browser.state.duplicates?.groups.map(\.files.count) == [2, 2])
    }

    @Test func aReadOnlyFolderMovesNothingAndSaysWhy() throws {
        guard let view = ScratchMount.readOnlyView(of: folder.root) else {
            print("skipped: mounting a read-only view needs the right to mount")
            return
        }
        func viewed(_ group: DuplicateGroup) -> DuplicateGroup {
            DuplicateGroup(kind: group.kind, files: group.files.map { file in
                LocalPhotoFile(path: view.url.appendingPathComponent(file.relativePath).path, relativePath: file.relativePath,
                               byteCount: file.byteCount, modified: file.modified, format: .jpeg, pixelSize: file.pixelSize, metadata: nil)
            })
        }
        reviewer.groups = [viewed(folder.exact)]
        open()
        browser.press(.character("x"))
        browser.press(.character("d"))
        browser.press(.character("y"))
        browser.advance(by: reviewer.latency)
        #expect(browser.text.contains("Nothing moved: "), "\(browser.lines.suffix(3))")
        #expect(folder.exists("2024/IMG_0001.jpg") && folder.trashed.files.isEmpty && folder.trashed.info.isEmpty)
        #expect(browser.state.duplicates?.groups.count == 1 && browser.state.trashed.isEmpty)
    }

    @Test func aFindingThatFailsSaysWhyAndEscStillGoesBack() {
        reviewer.findingFailure = "the index cannot be read"
        open()
        #expect(browser.state.duplicates?.phase == .failed("Duplicates could not be found: the index cannot be read"))
        #expect(browser.text.contains("Duplicates could not be found: the index cannot be read"))
        browser.press(.escape)
        #expect(browser.state.duplicates == nil && browser.state.keyContext == .list)
    }

    @Test func theHelpOfTheScreenListsItsKeysFirstAndTheListsHelpOnlyDAndU() {
        browser.press(.character("?"))
        #expect(browser.text.contains("D u") && browser.text.contains("duplicates, untrash"))
        #expect(!browser.text.contains("Duplicates (D on a folder)") && !browser.text.contains("next, previous group"))
        browser.press(.escape)
        open()
        browser.press(.character("?"))
        #expect(browser.state.mode.overlay == .help && browser.state.duplicates == found([folder.exact, folder.similar]))
        #expect(browser.text.contains("Duplicates (D on a folder)") && browser.text.contains("next, previous group")
            && browser.text.contains("restore last trashed"))
        #expect(browser.text.contains("+ - n p") && browser.text.contains("full-screen: zoom, next at that zoom"))
        browser.press(.escape)  // closes the help, not the screen
        #expect(browser.state.mode.overlay == nil && browser.state.keyContext == .duplicates)
    }

    @Test func aFileInTwoGroupsIsMovedAndCountedOnce() throws {
        let shared = folder.exact.files[1]
        reviewer.groups = [folder.exact, DuplicateGroup(kind: .similar, files: [shared] + folder.similar.files)]
        open()
        browser.press(.character("l"))
        browser.press(.character("x"))
        browser.press(.character("d"))
        #expect(browser.text.contains("Move copies/IMG_0001 copy.jpg (2.0 kB) to the Trash? y/n"))
        browser.press(.character("y"))
        browser.advance(by: reviewer.latency)
        #expect(browser.text.contains("Moved IMG_0001 copy.jpg (2.0 kB) to the Trash · u restores"))
        #expect(browser.state.duplicates?.groups == [folder.similar] && folder.trashed.files == ["IMG_0001 copy.jpg"])
    }

    @Test func noGroupsSaysSo() {
        reviewer.groups = []
        open()
        #expect(browser.state.duplicates == found([]))
        #expect(browser.text.contains("No duplicates in Pictures"))
    }
}

/// `D` where there is no folder.
@Suite("Duplicates screen outside a folder")
struct DuplicatesOutsideAFolderTests {
    @Test func dSaysDuplicatesAreAFoldersAndTheHelpLeavesThemOut() {
        let browser = BrowserHarness(query: "sea")
        browser.advance(by: 100)
        let before = browser.state.mode
        browser.press(.character("D"))
        #expect(browser.state.mode == before && browser.state.duplicates == nil)
        #expect(browser.text.contains("Duplicates are found in a folder"))
        browser.press(.character("?"))
        #expect(!browser.text.contains("Duplicates (D on a folder)") && !browser.text.contains("duplicates, untrash"))
        #expect(!browser.text.contains("next at that zoom"))
    }
}

/// Esc while the groups are being found stops the finding (its subscription is disposed, which
/// stops the work off the loop), not just the screen; `z` shows a member over the whole screen,
/// `o` opens its file; on a pixel terminal the members' thumbnails are real pixels.
@Suite("Duplicates screen: cancelling, full-screen, open, pixels")
struct DuplicateReviewViewingTests {
    /// A finding that never answers on its own: counts those started and those disposed.
    private final class PendingFinding: DuplicateReviewing {
        private(set) var started = 0
        private(set) var stopped = 0
        func duplicates() -> Single<[DuplicateGroup]> {
            Single.create { [self] _ in
                started += 1
                return Disposables.create { self.stopped += 1 }
            }
        }
        func moveToTrash(_ paths: [String]) -> Single<TrashBatch> { .never() }
        func restore(_ batch: TrashBatch) -> Single<[String]> { .never() }
    }

    @Test func escWhileFindingStopsTheFindingItself() {
        let finding = PendingFinding()
        let browser = BrowserHarness(query: "sea", duplicates: { _ in finding }, configure: { $0.traits = CatalogPhotoService.folderTraits })
        browser.advance(by: 100)
        let before = browser.state.list
        browser.press(.character("D"))
        #expect(finding.started == 1 && finding.stopped == 0)
        #expect(browser.text.contains("Finding duplicates in"))
        browser.press(.escape)
        #expect(finding.stopped == 1, "the finding is disposed, not left running")
        #expect(browser.state.duplicates == nil && browser.state.keyContext == .list && browser.state.list == before)
        browser.press(.character("D"))
        #expect(finding.started == 2 && finding.stopped == 1)
    }

    private func reviewing(pixels: (graphicsProtocol: GraphicsProtocol, cellPixels: Size)? = nil) throws
        -> (browser: BrowserHarness, folder: DuplicateFolder, reviewer: VirtualDuplicateReviewer) {
        let folder = try DuplicateFolder()
        var made: VirtualDuplicateReviewer?
        let browser = BrowserHarness(query: "sea", pixels: pixels, duplicates: { scheduler in
            made = VirtualDuplicateReviewer(scheduler: scheduler, groups: [folder.exact, folder.similar], trash: folder.trash)
            return made
        }, configure: { $0.traits = CatalogPhotoService.folderTraits })
        let reviewer = try #require(made)
        browser.advance(by: 100)
        browser.press(.character("D"))
        browser.advance(by: reviewer.latency)
        return (browser, folder, reviewer)
    }

    @Test func zShowsTheMemberOverTheScreenHLFlipAndEscOrZGoBackToTheGroup() throws {
        let (browser, folder, _) = try reviewing()
        var expected = DuplicateReview()
        expected.request = 1
        expected.found([folder.exact, folder.similar])
        browser.press(.character("z"))
        expected.isFullScreen = true
        #expect(browser.state.duplicates == expected && browser.state.keyContext == .duplicates)
        #expect(!browser.text.contains("Duplicates · Pictures"), "the photo takes the screen")
        #expect(browser.lines.last?.contains("group 1 of 2 · exact copies · file 1 of 2: 2024/IMG_0001.jpg · ✓ keep (suggested) · l next file · z back")
            == true, "\(browser.lines.last ?? "")")
        browser.press(.character("l"))
        browser.press(.character("x"))
        expected.moveMember(by: 1)
        _ = expected.toggleDiscard()
        #expect(browser.state.duplicates == expected)
        #expect(browser.lines.last?.contains("file 2 of 2: copies/IMG_0001 copy.jpg · ✕ discard · h previous file · z back") == true,
                "the last file offers no next one: \(browser.lines.last ?? "")")
        browser.press(.escape)
        expected.isFullScreen = false
        #expect(browser.state.duplicates == expected && browser.state.mode.isReviewingDuplicates, "Esc: back to the group, not the list")
        #expect(browser.lines[0].contains("Duplicates · Pictures"))
        browser.press(.character("z"))
        browser.press(.character("z"))
        #expect(browser.state.duplicates == expected)
        browser.press(.escape)
        #expect(browser.state.duplicates == nil && browser.state.keyContext == .list)
    }

    @Test func theFullScreenMemberZoomsAndPansWithThePhotosKeysAndItsKeyLineNamesThem() throws {
        let (browser, folder, _) = try reviewing()
        browser.press(.character("z"))
        #expect(browser.lines.last?.contains("l next file · z back · + - zoom") == true, "\(browser.lines.last ?? "")")
        // The harness's 160×48 terminal less the caption's line, 10×20-pixel cells, a 4000×3000 member.
        let frame = ZoomState.Frame(photo: PixelSize(width: 4000, height: 3000), area: Size(width: 160, height: 47),
                                    cellPixels: Size(width: 10, height: 20))
        var expected = DuplicateReview()
        expected.request = 1
        expected.found([folder.exact, folder.similar])
        expected.isFullScreen = true
        browser.press(.character("+"))
        browser.press(.character("+"))
        expected.zoom.zoomIn(in: frame)
        expected.zoom.zoomIn(in: frame)
        #expect(browser.state.duplicates == expected)
        let label = expected.zoom.label(in: frame)
        #expect(browser.lines.last?.contains("file 1 of 2: 2024/IMG_0001.jpg · ✓ keep (suggested) · n next file · z back · \(label) · h j k l pan · + - 0 zoom")
            == true, "zoomed, h j k l pan and n p flip: \(browser.lines.last ?? "")")
        browser.press(.character("j"))
        browser.press(.character("l"))
        expected.zoom.pan(.down, in: frame)
        expected.zoom.pan(.right, in: frame)
        #expect(browser.state.duplicates == expected)
        // n: the other copy at the same zoom, on the same spot.
        browser.press(.character("n"))
        expected.moveMember(by: 1)
        #expect(browser.state.duplicates == expected)
        #expect(browser.lines.last?.contains("file 2 of 2: copies/IMG_0001 copy.jpg · keep · p previous file · z back · \(label)") == true,
                "\(browser.lines.last ?? "")")
        browser.press(.character("0"))
        expected.zoom = ZoomState()
        #expect(browser.state.duplicates == expected)
        #expect(browser.lines.last?.contains("h previous file · z back · + - zoom") == true, "\(browser.lines.last ?? "")")
        browser.press(.character("="))
        browser.press(.escape)
        expected.leaveFullScreen()
        #expect(browser.state.duplicates == expected && browser.state.mode.isReviewingDuplicates, "Esc: back to the group, fitted")
    }

    @Test func oOpensTheSelectedMembersFileAndSaysWhenItIsGone() throws {
        let (browser, folder, _) = try reviewing()
        browser.press(.character("l"))
        browser.press(.character("o"))
        #expect(browser.opened == [LocalFileURL.make(path: folder.path("copies/IMG_0001 copy.jpg"))])
        #expect(browser.text.contains("Opening IMG_0001 copy.jpg…"))
        try FileManager.default.removeItem(atPath: folder.path("copies/IMG_0001 copy.jpg"))
        browser.press(.character("o"))
        #expect(browser.opened.count == 1)
        #expect(browser.text.contains("IMG_0001 copy.jpg has been removed"))
    }

    @Test func onAPixelTerminalTheMembersAreRealPixelsAndFullScreenTheMemberIs() throws {
        let (browser, _, _) = try reviewing(pixels: (.kitty, Size(width: 9, height: 18)))
        browser.run(for: 300)
        let tiles = browser.backend.buffer.graphics.filter { Thumbnail.isThumbnailSlot($0.slot) }
        #expect(tiles.map(\.slot).sorted() == ["tile-0", "tile-1"], "\(browser.backend.buffer.graphics.map(\.slot))")
        browser.press(.character("z"))
        browser.run(for: 300)
        let shown = browser.backend.buffer.graphics
        #expect(shown.map(\.slot) == ["detail"])
        #expect(shown.first.map { $0.rect.width == 160 || $0.rect.height == 47 } == true, "\(shown.map(\.rect))")
        browser.press(.escape)
        browser.run(for: 300)
        #expect(browser.backend.buffer.graphics.filter { Thumbnail.isThumbnailSlot($0.slot) }.count == 2)
    }
}
