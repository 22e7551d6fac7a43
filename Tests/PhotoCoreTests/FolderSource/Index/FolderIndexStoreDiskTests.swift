import EventStream
import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import PhotoModel

/// The index's file on a cache disk that cannot take it (read-only, full, or full part way
/// through): one clear notice, the folder listed all the same (the index in memory for the
/// run), nothing written into the photo folder. Real file systems (a read-only bind mount, a
/// tiny tmpfs), so SQLite meets the errors it would meet.
@Suite(.enabled(if: ScratchMount.isAvailable, "SKIPPED: this process may not mount a file system"))
struct FolderIndexStoreDiskTests {
    typealias Place = FolderIndexerTests.Place

    /// Three photos over two days.
    private func photos(in place: Place) throws {
        try place.write(Place.jpeg(model: "AAAA", date: "2024:06:14 10:00:00"), "2024/a.jpg")
        try place.write(Place.jpeg(model: "BBBB", date: "2024:06:14 18:00:00"), "2024/b.jpg")
        try place.write(Place.jpeg(model: "CCCC", date: "2023:01:02 09:00:00"), "2024/c.jpg")
    }

    /// Lists the folder by date once indexed; returns the titles, the headings and the notices.
    private func browse(_ service: FolderPhotoService) throws -> (titles: [String], headings: [Int], notices: [String]) {
        let notices = Locked<[String]>([])
        let subscription = service.notices?.subscribe(onNext: { notice in notices.withLock { $0.append(notice) } })
        defer { subscription?.dispose() }
        let done = BlockingResult<Void>()
        service.afterIndexing { done.set(.success(())) }
        guard done.wait(seconds: 20) != nil else { throw PhotoFolderFixture.TimedOut() }
        let page = try PhotoFolderFixture.await(service.searchPhotos(SearchQuery("", perPage: 30)))
        return (page.results.map(\.title), page.sections.keys.sorted(), notices.withLock { $0 })
    }

    private func folderNames(_ place: Place) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: place.root.appendingPathComponent("2024").path).sorted()
    }

    @Test func aReadOnlyCacheDiskIndexesInMemoryWithOneNotice() throws {
        let place = try Place()
        try photos(in: place)
        try FileManager.default.createDirectory(at: place.cache, withIntermediateDirectories: true)
        let view = try #require(ScratchMount.readOnlyView(of: place.cache))
        let service = FolderPhotoService(roots: [place.root], order: .date, index: .cache(view.url))
        let seen = try browse(service)
        #expect(seen.titles == ["b.jpg", "a.jpg", "c.jpg"])
        #expect(seen.headings == [0, 2])
        #expect(seen.notices == ["The index of photos cannot be saved (it cannot be written): indexing in memory for this run"])
        #expect(try folderNames(place) == ["a.jpg", "b.jpg", "c.jpg"])
        service.stopScanning()
    }

    @Test func aFullCacheDiskIndexesInMemoryWithOneNotice() throws {
        let place = try Place()
        try photos(in: place)
        let disk = try #require(ScratchMount.tmpfs(bytes: 256 * 1024))
        ScratchMount.fill(disk.url)
        let service = FolderPhotoService(roots: [place.root], order: .date, index: .cache(disk.url))
        let seen = try browse(service)
        #expect(seen.titles == ["b.jpg", "a.jpg", "c.jpg"])
        #expect(seen.headings == [0, 2])
        #expect(seen.notices.count == 1)
        #expect(seen.notices.first?.hasPrefix("The index of photos cannot be saved (") == true, "\(seen.notices)")
        #expect(seen.notices.first?.hasSuffix("): indexing in memory for this run") == true)
        service.stopScanning()
    }

    @Test func aCacheDiskThatFillsBetweenLaunchesKeepsEveryPhotoListed() throws {
        let place = try Place()
        try photos(in: place)
        let disk = try #require(ScratchMount.tmpfs(bytes: 1024 * 1024))
        let first = FolderPhotoService(roots: [place.root], order: .date, index: .cache(disk.url))
        #expect(try browse(first).notices.isEmpty)
        first.stopScanning()
        // New photos to write down, on a disk with no room left for them.
        for number in 0..<8 {
            try place.write(Place.jpeg(model: "NEW\(number)", date: "2022:03:0\(number + 1) 09:00:00"), "2024/new\(number).jpg")
        }
        ScratchMount.fill(disk.url)
        let second = FolderPhotoService(roots: [place.root], order: .date, index: .cache(disk.url))
        let seen = try browse(second)
        #expect(seen.titles == ["b.jpg", "a.jpg", "c.jpg"] + (0..<8).reversed().map { "new\($0).jpg" })
        #expect(seen.notices == ["The index of photos cannot be saved (the disk is full): indexing in memory for this run"])
        second.stopScanning()
    }
}
