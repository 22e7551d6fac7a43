import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// While the library keeps nothing, the status line says so for as long as it lasts: a mark no
/// notice replaces, and stars that do not claim to be saved. Headless, on real SQLite files.
@Suite("The library's mark in the status line")
struct LibraryMarkTests {
    private static let unusable = URL(fileURLWithPath: "/proc/photo-tui-test/library.sqlite")

    private static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-mark-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aLibraryInMemoryIsMarkedAsLongAsItLastsAndItsStarsSaySo() throws {
        let browser = BrowserHarness(library: PhotoLibrary(at: Self.unusable))
        browser.advance(by: 60)
        #expect(browser.text.contains("Your library at \(Self.unusable.path) cannot be used"))
        #expect(browser.lines[47].hasPrefix("offline library · library not saved"))
        let start = "offline library · ".count
        #expect(browser.backend.buffer[start, 47].style.foreground == .palette(1))  // the error colour
        browser.press(.escape)
        browser.press(.character("s"))
        let photo = try #require(browser.state.list.selectedPhoto)
        #expect(browser.lines[47].contains("★ Starred (not saved): \(photo.title)"))
        browser.press(.character("s"))
        #expect(browser.lines[47].contains("Unstarred (not saved): \(photo.title)"))
        browser.advance(by: 5_000)  // the notice is gone; the mark is not
        #expect(!browser.lines[47].contains("Unstarred"))
        #expect(browser.lines[47].hasPrefix("offline library · library not saved"))
        browser.press(.character("y"))  // a later notice does not replace it either
        #expect(browser.lines[47].contains("Link copied"))
        #expect(browser.lines[47].hasPrefix("offline library · library not saved"))
    }

    @Test func aLibraryOnDiskHasNoMarkAndItsStarsAreSaved() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let browser = BrowserHarness(library: PhotoLibrary(at: folder.appendingPathComponent("library.sqlite")))
        browser.advance(by: 60)
        browser.press(.escape)
        browser.press(.character("s"))
        let photo = try #require(browser.state.list.selectedPhoto)
        #expect(browser.lines[47].contains("★ Starred: \(photo.title)"))
        #expect(!browser.text.contains("library not saved") && !browser.text.contains("library read-only"))
    }

    @Test(.enabled(if: ScratchMount.isAvailable, "SKIPPED: this process may not mount a file system"))
    func aReadOnlyLibraryShowsItsStarsAndRefusesNewOnes() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let starred = CatalogPhotoService.photo("e1", title: "Editorial photo 1")
        try PhotoLibrary(at: folder.appendingPathComponent("library.sqlite")).setFavorite(starred, true)
        let view = try #require(ScratchMount.readOnlyView(of: folder))
        let url = view.url.appendingPathComponent("library.sqlite")
        let browser = BrowserHarness(library: PhotoLibrary(at: url))
        browser.advance(by: 60)
        #expect(browser.lines[47].hasPrefix("offline library · library read-only"))
        #expect(browser.lines.contains { $0.contains("★ Editorial photo 1") })  // the favourite it could read
        browser.press(.escape)
        browser.press(.character("s"))
        #expect(browser.text.contains("Stars cannot be changed: your library is read-only (\(url.path))."))
        #expect(browser.state.favoriteKeys == [LibraryRecord.key(of: starred)])
        browser.press(.enter)  // a view is not written either, and says nothing
        browser.advance(by: 500)
        #expect(browser.lines[47].hasPrefix("offline library · library read-only"))
        #expect(!browser.text.contains("could not be saved"))
    }

    /// A write that fails (the disk filled up meanwhile) marks the library until one succeeds.
    @Test(.enabled(if: ScratchMount.isAvailable, "SKIPPED: this process may not mount a file system"))
    func aFailedWriteMarksTheLibraryUntilAWriteSucceeds() throws {
        let disk = try #require(ScratchMount.tmpfs(bytes: 512 << 10))
        let url = disk.url.appendingPathComponent("library.sqlite")
        let browser = BrowserHarness(library: PhotoLibrary(at: url))
        browser.advance(by: 60)
        #expect(!browser.lines[47].contains("library not saved"))
        ScratchMount.fill(disk.url)
        browser.press(.escape)
        var failed = false
        for _ in 0..<60 where !failed {
            browser.press(.character("s"))  // each photo's whole record: the disk runs out at once
            browser.advance(by: 1)
            failed = browser.text.contains("Could not save the star")
            browser.press(.character("j"))
        }
        #expect(failed)
        #expect(browser.text.contains("Could not save the star: the disk is full (\(url.path))"))
        #expect(browser.lines[47].hasPrefix("offline library · library not saved"))
        try FileManager.default.removeItem(at: disk.url.appendingPathComponent("filler"))
        browser.press(.character("s"))
        browser.advance(by: 1)
        #expect(browser.lines[47].contains("★ Starred: "))
        #expect(!browser.lines[47].contains("library not saved"))
    }
}
