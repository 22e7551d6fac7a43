import EventStream
import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// Going through a shoot, headless in virtual time: `1`–`5` and `0` rate, `x` rejects, `Tab`
/// marks, `U` clears the marks, and with marks `s`, `d`, `y` and the rating keys act on all of
/// them. Each key's change to the culling state is asserted whole.
@Suite("Ratings, rejects and marks, headless")
struct BrowserModelCullingTests {
    private func browser(library: PhotoLibrary = PhotoLibrary(), plain: Bool = false, minimumRating: Int = 0) -> BrowserHarness {
        let browser = BrowserHarness(query: "sea", plain: plain, library: library, minimumRating: minimumRating)
        browser.advance(by: 100)
        return browser
    }

    private func key(_ id: String) -> String { LibraryRecord.key(of: CatalogPhotoService.photo(id, title: id)) }

    /// The photo row's first line (its title line) on screen.
    private func titleLine(_ browser: BrowserHarness, _ title: String) throws -> String {
        try #require(browser.lines.first { $0.contains(title) && !$0.contains("Rated") && !$0.contains("Photo ") })
    }

    @Test func aNumberRatesTheSelectedPhotoTheSameNumberOrZeroClearsIt() throws {
        let browser = browser()
        browser.press(.character("j"))
        let photo = try #require(browser.state.list.selectedPhoto)
        var expected = browser.state.culling
        browser.press(.character("4"))
        expected.ratings = [key("sea-1"): PhotoRating(stars: 4)]
        #expect(browser.state.culling == expected)
        #expect(browser.library.rating(of: photo) == PhotoRating(stars: 4))
        #expect(browser.text.contains("★★★★☆ Rated 4: \(photo.title)"))
        #expect(try titleLine(browser, photo.title).contains("★★★★☆"))
        #expect(browser.text.contains(" Photo ★★★★☆ "))  // the detail pane's title

        browser.press(.character("4"))  // the same number again clears it
        expected.ratings = [:]
        #expect(browser.state.culling == expected)
        #expect(browser.library.rating(of: photo) == .none)
        #expect(browser.text.contains("Rating cleared: \(photo.title)"))

        browser.press(.character("2"))
        browser.press(.character("0"))
        #expect(browser.state.culling == expected)
        #expect(browser.library.ratings().isEmpty)
        #expect(try !titleLine(browser, photo.title).contains("★"))
    }

    @Test func xRejectsKeepingTheStarsAndTakesTheRejectBack() throws {
        let browser = browser()
        let photo = try #require(browser.state.list.selectedPhoto)
        browser.press(.character("3"))
        var expected = browser.state.culling
        browser.press(.character("x"))
        expected.ratings[key("sea-0")] = PhotoRating(stars: 3, isRejected: true)
        #expect(browser.state.culling == expected)
        #expect(browser.text.contains("✕ Rejected: \(photo.title)"))
        #expect(try titleLine(browser, photo.title).contains("✕ ★★★☆☆"))
        browser.press(.character("x"))
        expected.ratings[key("sea-0")] = PhotoRating(stars: 3)
        #expect(browser.state.culling == expected)
        #expect(browser.library.rating(of: photo) == PhotoRating(stars: 3))
        #expect(browser.text.contains("Reject taken back: \(photo.title)"))
    }

    @Test func tabMarksCountsInTheStatusLineAndRatingKeysActOnEveryMark() throws {
        let browser = browser()
        browser.press(.tab)  // sea-0, then down
        browser.press(.tab)  // sea-1
        #expect(browser.state.list.selectedID == "sea-2")
        #expect(browser.state.culling.marks.photos.map(\.id) == ["sea-0", "sea-1"])
        #expect(browser.lines[47].contains("offline library · 2 marked"))
        #expect(browser.lines.filter { $0.hasPrefix("✓") }.count == 2)

        var expected = browser.state.culling
        browser.press(.character("5"))
        expected.ratings = [key("sea-0"): PhotoRating(stars: 5), key("sea-1"): PhotoRating(stars: 5)]
        #expect(browser.state.culling == expected)
        #expect(browser.text.contains("★★★★★ Rated 5: 2 photos"))
        browser.press(.character("x"))
        expected.ratings = [key("sea-0"): PhotoRating(stars: 5, isRejected: true), key("sea-1"): PhotoRating(stars: 5, isRejected: true)]
        #expect(browser.state.culling == expected)
        #expect(browser.library.ratings() == expected.ratings)
        #expect(browser.library.rating(of: try #require(browser.state.list.selectedPhoto)) == .none)  // sea-2: not marked

        browser.press(.character("U"))
        expected.marks = MarkSet()
        #expect(browser.state.culling == expected)
        #expect(browser.text.contains("2 marks cleared"))
        #expect(!browser.lines[47].contains("marked"))
        browser.press(.character("U"))
        #expect(browser.text.contains("No photo is marked (Tab marks one)"))
    }

    @Test func withMarksSStarsAllYCopiesEveryLinkAndDDownloadsAll() throws {
        let browser = browser()
        browser.press(.tab)
        browser.press(.tab)
        browser.press(.character("s"))
        #expect(browser.state.favoriteKeys == [key("sea-0"), key("sea-1")])
        #expect(browser.text.contains("★ Starred: 2 photos"))
        #expect(try browser.library.favorites().photos.map(\.id).sorted() == ["sea-0", "sea-1"])
        browser.press(.character("s"))  // all starred: unstars them
        #expect(browser.state.favoriteKeys.isEmpty)

        browser.press(.character("y"))
        let lines = try #require(browser.copied.last).split(separator: "\n")
        #expect(lines.count == 2 && lines[0].contains("/photos/sea-0") && lines[1].contains("/photos/sea-1"), "\(lines)")
        #expect(browser.text.contains("2 links copied"))

        browser.press(.character("d"))  // one after another: the first one is in progress, told for the batch
        #expect(browser.text.contains("Downloading 2 photos… 1/2"))
    }

    /// `d` with marks, downloaded in virtual time: each file's progress and the end are told for
    /// the whole batch, not replaced by the file's own line.
    @Test func withMarksDTellsTheBatchFromTheFirstFilesProgressToTheLastSaved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("batch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var downloader: ScriptedDownloader?
        let browser = BrowserHarness(query: "sea", library: PhotoLibrary(), downloader: LateDownloader { downloader },
                                     downloadsDirectory: folder) { $0.tracksDownloads = true }
        downloader = ScriptedDownloader(scheduler: browser.scheduler)
        browser.advance(by: 100)
        browser.press(.tab)
        browser.press(.tab)
        browser.press(.tab)
        browser.press(.character("d"))
        #expect(browser.state.notice?.text == "Downloading 3 photos… 1/3")
        // As the loop lives through it, a frame every 10 ms: tracked after 50 ms, then the file's
        // progress every 10 ms, saved 40 ms after it began.
        var seen: [String] = []
        for _ in 0..<60 {
            browser.run(for: 10)
            if let text = browser.state.notice?.text, seen.last != text { seen.append(text) }
        }
        #expect(seen == ["Downloading 3 photos… 1/3", "Downloading 3 photos… 1/3 · 50%", "Downloading 3 photos… 1/3 · 100%",
                         "Downloading 3 photos… 2/3", "Downloading 3 photos… 2/3 · 50%", "Downloading 3 photos… 2/3 · 100%",
                         "Downloading 3 photos… 3/3", "Downloading 3 photos… 3/3 · 50%", "Downloading 3 photos… 3/3 · 100%",
                         "Saved 3 photos in \(folder.path)"], "\(seen)")
        let saved = "Saved 3 photos in \(folder.path)"
        #expect(browser.state.notice?.text == saved && browser.state.notice?.isTransient == false)
        #expect(browser.text.contains(saved))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }.count == 3)
        #expect(browser.state.culling.downloads?.saved == 3 && browser.state.culling.downloads?.failures == [])
    }

    @Test func fullScreenANumberRatesThePhotoShownNotTheMarks() throws {
        let browser = browser()
        browser.press(.tab)  // sea-0 marked, sea-1 selected
        browser.press(.enter)
        browser.advance(by: 500)
        #expect(browser.state.mode.isShowingDetail)
        browser.press(.character("2"))
        #expect(browser.state.culling.ratings == [key("sea-1"): PhotoRating(stars: 2)])
        #expect(browser.text.contains("Photo ★★☆☆☆ · Esc to go back"))
    }

    @Test func inTheFullScreenPhotoNumbersRateTheShownPhotoAndZeroStillFits() throws {
        let browser = browser()
        browser.press(.tab)  // sea-0 marked, sea-1 selected
        browser.press(.character("z"))
        browser.advance(by: 200)
        #expect(browser.state.mode.isShowingPhoto)
        browser.press(.character("3"))
        browser.press(.character("x"))
        #expect(browser.state.culling.ratings == [key("sea-1"): PhotoRating(stars: 3, isRejected: true)])
        browser.press(.character("3"))  // the same number clears the stars, the reject stays
        #expect(browser.state.culling.ratings == [key("sea-1"): PhotoRating(stars: 0, isRejected: true)])
        browser.press(.character("+"))
        let zoomed = browser.state.fullScreen
        browser.press(.character("0"))
        #expect(browser.state.fullScreen != zoomed)
        #expect(browser.state.fullScreen.zoom == ZoomState())
        #expect(browser.state.culling.ratings == [key("sea-1"): PhotoRating(stars: 0, isRejected: true)])
        #expect(browser.state.mode.isShowingPhoto)
    }

    @Test func theRatingFilterLeavesOutWhatItDoesNotKeepAndSaysItIsTheLoadedPhotos() throws {
        let browser = browser()
        browser.press(.character("j"))
        browser.press(.character("4"))
        browser.press(.character("j"))
        browser.press(.character("x"))  // sea-2 rejected
        browser.press(.character("f"))
        browser.press(.up)  // the last row, Rejects
        browser.press(.right)  // hidden
        browser.press(.enter)
        #expect(!browser.state.list.photos.contains { $0.id == "sea-2" })
        #expect(browser.text.contains("no rejects: 29 of the 30 photos loaded (applied here"))
        browser.press(.character("f"))
        browser.press(.up)
        browser.press(.up)  // Rating
        for _ in 0..<4 { browser.press(.right) }  // ★4 or more
        browser.press(.enter)
        #expect(browser.state.list.photos.map(\.id) == ["sea-1"])
        #expect(browser.text.contains("★4+ · no rejects: 1 of the 30 photos loaded"))
        browser.press(.character("4"))  // cleared: the photo leaves the list
        #expect(browser.state.list.photos.isEmpty)
        // An empty list is at its end: the next page is asked for once, then the list says why it is empty.
        browser.run(for: 1_000)
        #expect(browser.state.culling.sourceRows.count == 60 && browser.state.loading == .idle)
        #expect(browser.text.contains("No loaded photo is ★4+ · no rejects: press f to change the rating filter"))
    }

    @Test func pickMinRatingStartsFiltered() throws {
        let library = PhotoLibrary()
        try library.setRatings([(CatalogPhotoService.photo("sea-3", title: "Sea photo 3"), PhotoRating(stars: 5)),
                                (CatalogPhotoService.photo("sea-4", title: "Sea photo 4"), PhotoRating(stars: 5, isRejected: true)),
                                (CatalogPhotoService.photo("sea-5", title: "Sea photo 5"), PhotoRating(stars: 3))])
        let browser = browser(library: library, minimumRating: 4)
        #expect(browser.state.list.photos.map(\.id) == ["sea-3"])
        #expect(browser.state.filters.rating == RatingFilter(minimumStars: 4, rejects: .hidden))
    }

    @Test func plainModeSaysTheRatingInWords() throws {
        let browser = browser(plain: true)
        browser.press(.character("x"))
        browser.press(.character("5"))
        #expect(browser.text.contains("Rated 5 of 5: Sea photo 0"))
        #expect(browser.lines.contains { $0.contains("Sea photo 0, by Ada Park, 1,234 likes, rejected, rated 5 of 5") }, "\(browser.text)")
    }

    @Test func theGridShowsMarksAndRatingsOnItsTiles() throws {
        let browser = browser()
        browser.press(.character("v"))
        browser.press(.tab)  // marks sea-0, moves right
        #expect(browser.state.list.selectedID == "sea-1")
        browser.press(.character("3"))
        #expect(browser.lines.contains { $0.contains("Sea photo 1") && $0.contains("★★★☆☆") })
        #expect(browser.lines.contains { $0.hasPrefix("✓") })
    }

    @Test func aLibraryThatCannotBeOpenedKeepsTheRatingOnScreenMarkedNotSaved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-cull-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let damaged = folder.appendingPathComponent("library.sqlite")
        try Data("not a database, not at all".utf8).write(to: damaged)
        let browser = browser(library: PhotoLibrary(at: damaged))
        browser.press(.escape)
        let photo = try #require(browser.state.list.selectedPhoto)
        browser.press(.character("4"))
        #expect(browser.state.culling.unsaved == [key("sea-0")])
        #expect(browser.state.culling.ratings == [key("sea-0"): PhotoRating(stars: 4)])
        #expect(browser.text.contains("★★★★☆ Rated 4 (not saved): \(photo.title)"))
        #expect(try titleLine(browser, photo.title).contains("★★★★☆?"))
        #expect(browser.lines[47].contains("library not saved"))
        #expect(try Data(contentsOf: damaged) == Data("not a database, not at all".utf8))  // nothing else is lost
    }
}

/// A downloader made after the harness (it needs the harness's scheduler).
private struct LateDownloader: PhotoDownloading {
    let made: () -> ScriptedDownloader?
    func download(_ url: URL, to destination: URL) -> Observable<DownloadProgress> {
        made().map { $0.download(url, to: destination) } ?? .never()
    }
}
