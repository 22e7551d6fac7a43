import EventStream
import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import ImagePipeline
@testable import PhotoModel

/// The persistent index through the service, as a person meets it: a second launch lists from
/// the index without reading an unchanged file, changes are picked up, a killed build resumes,
/// a damaged file is rebuilt, names stay bytes, links do not lead out of the folder.
@Suite struct FolderIndexerTests {
    /// A folder and a cache folder of its own, removed at the end.
    final class Place {
        let root: URL
        let cache: URL
        /// One fixed modification time, so a rewritten file can keep its `stat`.
        static let mtime = Date(timeIntervalSince1970: 1_700_000_000)

        init() throws {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("photo-index-\(UUID().uuidString)")
            root = base.appendingPathComponent("photos")
            cache = base.appendingPathComponent("cache")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("2024"), withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }

        var location: FolderIndexLocation { .cache(cache) }

        /// A small JPEG taken by `model` on `date` (`2024:06:14 10:00:00`).
        static func jpeg(model: String, date: String?) throws -> Data {
            let image = try JPEGEncoder(quality: 80).encode(PhotoFolderFixture.halves(width: 32, height: 16))
            return try ExifWriter.insert(ExifMetadata(make: "Test", model: model, dateTaken: date), into: image)
        }

        /// Writes `data` at `relative` in place (the inode stays) with the fixed modification time.
        func write(_ data: Data, _ relative: String, mtime: Date = Place.mtime) throws {
            let url = root.appendingPathComponent(relative)
            if !FileManager.default.fileExists(atPath: url.path) { FileManager.default.createFile(atPath: url.path, contents: nil) }
            let handle = try FileHandle(forWritingTo: url)
            try handle.write(contentsOf: data)
            try handle.truncate(atOffset: UInt64(data.count))
            try handle.close()
            try FileManager.default.setAttributes([.modificationDate: mtime], ofItemAtPath: url.path)
        }

        func service(order: FolderOrder = .name, followLinks: Bool = false) -> FolderPhotoService {
            FolderPhotoService(roots: [root], order: order, index: location, followLinks: followLinks)
        }
    }

    /// Waits until `service` has walked, read and hashed everything, and returns every photo's
    /// title in its order with its camera.
    private func settled(_ service: FolderPhotoService) throws -> [String] {
        let done = BlockingResult<Void>()
        service.afterIndexing { done.set(.success(())) }
        guard done.wait(seconds: 20) != nil else { throw PhotoFolderFixture.TimedOut() }
        let page = try PhotoFolderFixture.await(service.searchPhotos(SearchQuery("", perPage: 30)))
        return page.results.map { "\($0.title) \($0.exif?.model ?? "-")" }
    }

    @Test func aSecondLaunchListsFromTheIndexAndReadsNoUnchangedFile() throws {
        let place = try Place()
        try place.write(Place.jpeg(model: "AAAA", date: "2024:06:14 10:00:00"), "2024/a.jpg")
        try place.write(Place.jpeg(model: "BBBB", date: "2024:06:15 10:00:00"), "2024/b.jpg")
        let first = place.service()
        #expect(try settled(first) == ["a.jpg AAAA", "b.jpg BBBB"])
        #expect(first.indexPhases["loaded"] == nil)
        first.stopScanning()
        // The same size, time and inode, other bytes: the index's record stands (not read again).
        try place.write(Place.jpeg(model: "CCCC", date: "2024:06:14 10:00:00"), "2024/a.jpg")
        let second = place.service()
        #expect(try settled(second) == ["a.jpg AAAA", "b.jpg BBBB"])
        #expect(second.indexPhases["loaded"] != nil)
        // The index lives in the cache folder, never in the photo folder.
        let indexFiles = try FileManager.default.contentsOfDirectory(atPath: place.cache.appendingPathComponent("index").path)
        #expect(indexFiles.contains { $0.hasSuffix(".sqlite") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: place.root.path) == ["2024"])
    }

    @Test func changedAddedAndRemovedFilesArePickedUpOnTheNextLaunch() throws {
        let place = try Place()
        try place.write(Place.jpeg(model: "AAAA", date: "2024:06:14 10:00:00"), "2024/a.jpg")
        try place.write(Place.jpeg(model: "BBBB", date: "2024:06:15 10:00:00"), "2024/b.jpg")
        try place.write(Place.jpeg(model: "DDDD", date: "2024:06:16 10:00:00"), "2024/d.jpg")
        let first = place.service()
        #expect(try settled(first).count == 3)
        first.stopScanning()
        try place.write(Place.jpeg(model: "CCCC", date: "2024:06:14 10:00:00"), "2024/a.jpg", mtime: Place.mtime.addingTimeInterval(60))
        try FileManager.default.removeItem(at: place.root.appendingPathComponent("2024/b.jpg"))
        try place.write(Place.jpeg(model: "EEEE", date: "2024:06:17 10:00:00"), "e.jpg")
        let second = place.service()
        #expect(try settled(second) == ["e.jpg EEEE", "a.jpg CCCC", "d.jpg DDDD"])
        #expect(try PhotoFolderFixture.await(second.count(SearchQuery(""))) == 3)
    }

    @Test func aFileAddedOrRemovedWhileRunningIsPickedUpFromTheWatch() throws {
        let place = try Place()
        try place.write(Place.jpeg(model: "AAAA", date: "2024:06:14 10:00:00"), "2024/a.jpg")
        let service = FolderPhotoService(roots: [place.root], order: .date, index: place.location, watches: true)
        #expect(try settled(service) == ["a.jpg AAAA"])
        let changes = BlockingResult<Void>()
        let subscription = service.changes?.subscribe(onNext: { changes.set(.success(())) })
        defer { subscription?.dispose() }
        // Written elsewhere and moved in, as a camera import or a sync does.
        let staged = place.cache.appendingPathComponent("new.jpg")
        try FileManager.default.createDirectory(at: place.cache, withIntermediateDirectories: true)
        try Place.jpeg(model: "NNNN", date: "2025:01:01 10:00:00").write(to: staged)
        try FileManager.default.moveItem(at: staged, to: place.root.appendingPathComponent("2024/new.jpg"))
        #expect(changes.wait(seconds: 20) != nil)
        let afterAdd = try settled(service)
        #expect(afterAdd == ["new.jpg NNNN", "a.jpg AAAA"], "\(afterAdd)")
        let removed = BlockingResult<Void>()
        let second = service.changes?.subscribe(onNext: { removed.set(.success(())) })
        defer { second?.dispose() }
        try FileManager.default.removeItem(at: place.root.appendingPathComponent("2024/a.jpg"))
        #expect(removed.wait(seconds: 20) != nil)
        #expect(try settled(service) == ["new.jpg NNNN"])
        // Written in place (created, then closed after writing).
        let written = BlockingResult<Void>()
        let third = service.changes?.subscribe(onNext: { written.set(.success(())) })
        defer { third?.dispose() }
        try Place.jpeg(model: "WWWW", date: "2025:02:01 10:00:00").write(to: place.root.appendingPathComponent("2024/written.jpg"))
        #expect(written.wait(seconds: 20) != nil)
        #expect(try settled(service) == ["written.jpg WWWW", "new.jpg NNNN"])
    }

    @Test func aKilledBuildResumesWithWhatItHadWritten() throws {
        let place = try Place()
        try place.write(Place.jpeg(model: "AAAA", date: "2024:06:14 10:00:00"), "2024/a.jpg")
        try place.write(Place.jpeg(model: "BBBB", date: "2024:06:15 10:00:00"), "2024/b.jpg")
        // What a build killed after its first batch leaves: one file written, not marked complete.
        let walker = FolderWalker(root: place.root)
        let store = FolderIndexStore(root: walker.givenRoot, rootNumber: 0, realRoot: walker.realRoot, location: place.location)
        let path = place.root.appendingPathComponent("2024/a.jpg").path
        guard case .success(let read) = FolderScanner.read(path: path, relativePath: "2024/a.jpg") else {
            Issue.record("the fixture cannot be read")
            return
        }
        // Marked so that a second reading would show: the resumed build must keep it as written.
        let marked = LocalPhotoFile(
            path: read.path, relativePath: read.relativePath, byteCount: read.byteCount, modified: read.modified, format: read.format,
            pixelSize: read.pixelSize, metadata: ExifMetadata(make: "Test", model: "KEPT", dateTaken: "2024:06:14 10:00:00"),
            modifiedNanoseconds: read.modifiedNanoseconds, inode: read.inode)
        #expect(store.upsert([(marked, Array("2024/a.jpg".utf8))])?.count == 1)
        #expect(!store.isComplete)
        let service = place.service()
        #expect(try settled(service) == ["a.jpg KEPT", "b.jpg BBBB"])
        #expect(store.isComplete)
    }

    @Test func aDamagedIndexIsRebuiltWithOneNotice() throws {
        let place = try Place()
        try place.write(Place.jpeg(model: "AAAA", date: "2024:06:14 10:00:00"), "2024/a.jpg")
        let first = place.service()
        #expect(try settled(first) == ["a.jpg AAAA"])
        first.stopScanning()
        let file = try #require(place.location.file(forRoot: FolderWalker(root: place.root).realRoot))
        // Garbage where the database was (its write-ahead log gone with a clean close), as a new
        // file: SQLite shares an open file's state within a process, as another process would not.
        try Data(repeating: 0x5A, count: 8192).write(to: file, options: .atomic)
        for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: file.path + suffix) }
        let second = place.service()
        let notices = Locked<[String]>([])
        let subscription = second.notices?.subscribe(onNext: { notice in notices.withLock { $0.append(notice) } })
        defer { subscription?.dispose() }
        #expect(try settled(second) == ["a.jpg AAAA"])
        #expect(notices.withLock { $0 }.count == 1)
        #expect(notices.withLock { $0 }.first == "The index of photos was damaged: rebuilding it", "\(notices.withLock { $0 })")
    }

    @Test func theTimelineIsNewestFirstUnderDayHeadingsAndFileTimesSaySo() throws {
        let place = try Place()
        try place.write(Place.jpeg(model: "AAAA", date: "2024:06:14 10:00:00"), "2024/a.jpg")
        try place.write(Place.jpeg(model: "BBBB", date: "2024:06:14 18:00:00"), "2024/b.jpg")
        try place.write(Place.jpeg(model: "CCCC", date: "2023:01:02 09:00:00"), "2024/c.jpg")
        try place.write(Place.jpeg(model: "DDDD", date: nil), "2024/d.jpg")
        let service = place.service(order: .date)
        // d.jpg has no EXIF date: its file time (14 Nov 2023) places it.
        #expect(try settled(service) == ["b.jpg BBBB", "a.jpg AAAA", "d.jpg DDDD", "c.jpg CCCC"])
        let page = try PhotoFolderFixture.await(service.searchPhotos(SearchQuery("", perPage: 30)))
        // Headings above the first photo of each day.
        #expect(page.sections.keys.sorted() == [0, 2, 3])
        #expect(page.sections[0]?.contains("14 Jun 2024") == true && page.sections[0]?.contains("2 photos") == true, "\(page.sections)")
        #expect(page.sections[2]?.contains("14 Nov 2023") == true, "\(page.sections)")
        #expect(page.results.map(\.file?.dateNote) == [nil, nil, "file time (no EXIF date)", nil])
        // Name and size orders are the others a search may ask for.
        let byName = try PhotoFolderFixture.await(service.searchPhotos(SearchQuery("", perPage: 30, orderBy: FolderOrder.name.searchOrder)))
        #expect(byName.results.map(\.title) == ["a.jpg", "b.jpg", "c.jpg", "d.jpg"] && byName.sections.isEmpty)
    }

    @Test func aNameThatIsNotUTF8IsListedShownAndOpened() throws {
        let place = try Place()
        let jpeg = try Place.jpeg(model: "AAAA", date: "2024:06:14 10:00:00")
        try place.write(jpeg, "plain.jpg")
        // `caf\xE9.jpg`, as a Latin-1 camera or zip writes it.
        let name = Array(place.root.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".jpg".utf8)
        let descriptor = withCPath(name) { open($0, O_CREAT | O_WRONLY, 0o644) }
        #expect(descriptor >= 0)
        _ = jpeg.withUnsafeBytes { write(descriptor, $0.baseAddress, jpeg.count) }
        close(descriptor)
        let service = place.service()
        #expect(try settled(service) == ["caf\u{FFFD}.jpg AAAA", "plain.jpg AAAA"])
        let page = try PhotoFolderFixture.await(service.searchPhotos(SearchQuery("caf", perPage: 30)))
        let photo = try #require(page.results.first)
        #expect(FileNameBytes.bytes(of: try #require(photo.file?.path)) == name)
        #expect(photo.file?.escapedPath.hasSuffix("caf\\xE9.jpg") == true)
        // The image loader opens it by the bytes in its address.
        #expect(try LocalImageFetcher.read(photo.urls.raw, thumbnails: nil) == jpeg)
        #expect(try PhotoFolderFixture.await(service.photo(id: photo.id)).title == "caf\u{FFFD}.jpg")
    }

    @Test func aLinkOutOfTheFolderIsNotFollowedUnlessAsked() throws {
        let place = try Place()
        let jpeg = try Place.jpeg(model: "AAAA", date: "2024:06:14 10:00:00")
        try place.write(jpeg, "2024/inside.jpg")
        let outside = place.root.deletingLastPathComponent().appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try jpeg.write(to: outside.appendingPathComponent("other.jpg"))
        try FileManager.default.createSymbolicLink(atPath: place.root.appendingPathComponent("everything").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: place.root.appendingPathComponent("album").path, withDestinationPath: "2024")
        let titles = try settled(FolderPhotoService(roots: [place.root]))
        // The link inside the folder still leads somewhere; the one out of it does not.
        // (the folder it leads to is listed once).
        #expect(titles == ["inside.jpg AAAA"])
        let followed = try settled(FolderPhotoService(roots: [place.root], followLinks: true))
        #expect(followed.contains("other.jpg AAAA"))
    }
}
