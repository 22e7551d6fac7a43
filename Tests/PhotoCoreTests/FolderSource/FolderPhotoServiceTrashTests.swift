import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import PhotoModel

/// Discarding duplicates from a folder: the files go to the freedesktop Trash (with their
/// `.trashinfo`), the index forgets them, `u` puts them back and the index reads them again;
/// a file that cannot go says why and stays. Nothing is ever deleted.
@Suite struct FolderPhotoServiceTrashTests {
    typealias Place = FolderIndexerTests.Place

    /// Three photos, a trash of the test's own (never the real one), the service settled.
    private func folder() throws -> (Place, FolderPhotoService, FreedesktopTrash) {
        let place = try Place()
        for (name, model) in [("a.jpg", "AAAA"), ("b.jpg", "BBBB"), ("c.jpg", "CCCC")] {
            try place.write(Place.jpeg(model: model, date: "2024:06:14 10:00:00"), "2024/" + name)
        }
        let trash = FreedesktopTrash(environment: ["XDG_DATA_HOME": place.cache.appendingPathComponent("data").path, "HOME": "/nonexistent"])
        let service = place.service()
        let done = BlockingResult<Void>()
        service.afterIndexing { done.set(.success(())) }
        guard done.wait(seconds: 20) != nil else { throw PhotoFolderFixture.TimedOut() }
        return (place, service, trash)
    }

    private func titles(_ service: FolderPhotoService) throws -> [String] {
        try PhotoFolderFixture.await(service.searchPhotos(SearchQuery("", perPage: 30))).results.map(\.title)
    }

    @Test func trashedFilesLeaveTheListAndComeBackWithU() throws {
        let (place, service, trash) = try folder()
        defer { service.stopScanning() }
        let paths = ["a.jpg", "c.jpg"].map { place.root.appendingPathComponent("2024/" + $0).path }
        let batch = try PhotoFolderFixture.await(service.moveToTrash(paths, trash: trash))
        #expect(batch == TrashBatch(items: [FreedesktopTrash.Item(originalPath: paths[0], name: "a.jpg"),
                                            FreedesktopTrash.Item(originalPath: paths[1], name: "c.jpg")]))
        #expect(try titles(service) == ["b.jpg"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: trash.directory.appendingPathComponent("info").path).sorted()
            == ["a.jpg.trashinfo", "c.jpg.trashinfo"])
        #expect(try PhotoFolderFixture.await(service.restore(batch, from: trash)) == [])
        #expect(try titles(service) == ["a.jpg", "b.jpg", "c.jpg"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: trash.directory.appendingPathComponent("files").path).isEmpty)
    }

    @Test func aVanishedFileIsReportedAndTheOthersStillGo() throws {
        let (place, service, trash) = try folder()
        defer { service.stopScanning() }
        let gone = place.root.appendingPathComponent("2024/gone.jpg").path
        let b = place.root.appendingPathComponent("2024/b.jpg").path
        let batch = try PhotoFolderFixture.await(service.moveToTrash([gone, b], trash: trash))
        #expect(batch == TrashBatch(items: [FreedesktopTrash.Item(originalPath: b, name: "b.jpg")], failures: ["\(gone) is gone"]))
        #expect(try titles(service) == ["a.jpg", "c.jpg"])
    }

    @Test(.enabled(if: ScratchMount.isAvailable, "SKIPPED: this process may not mount a file system"))
    func aReadOnlyFolderLosesNothingAndSaysWhy() throws {
        let (place, _, _) = try folder()
        let view = try #require(ScratchMount.readOnlyView(of: place.root))
        let service = FolderPhotoService(roots: [view.url], index: .memory)
        defer { service.stopScanning() }
        let done = BlockingResult<Void>()
        service.afterIndexing { done.set(.success(())) }
        guard done.wait(seconds: 20) != nil else { throw PhotoFolderFixture.TimedOut() }
        // The Trash on the same disk as the test's temporary folder, so only the folder refuses.
        let trash = FreedesktopTrash(directory: place.cache.appendingPathComponent("Trash"))
        let a = view.url.appendingPathComponent("2024/a.jpg").path
        let batch = try PhotoFolderFixture.await(service.moveToTrash([a], trash: trash))
        #expect(batch.items.isEmpty)
        #expect(batch.failures.count == 1)
        #expect(batch.failures.first?.hasPrefix("\(a) ") == true, "\(batch.failures)")
        #expect(try titles(service) == ["a.jpg", "b.jpg", "c.jpg"])
        #expect(FileManager.default.fileExists(atPath: place.root.appendingPathComponent("2024/a.jpg").path))
    }
}
