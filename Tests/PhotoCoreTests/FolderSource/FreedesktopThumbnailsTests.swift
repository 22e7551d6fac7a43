import EventStream
import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import ImagePipeline
@testable import PhotoModel

@Suite struct FreedesktopThumbnailsTests {
    private func makeCache() -> FreedesktopThumbnails {
        FreedesktopThumbnails(directory: FileManager.default.temporaryDirectory
            .appendingPathComponent("thumbnails-\(UUID().uuidString)"))
    }

    @Test func namesThumbnailsByTheMD5OfTheURI() {
        let cache = FreedesktopThumbnails(directory: URL(fileURLWithPath: "/c/thumbnails"))
        #expect(FreedesktopThumbnails.uri(forPath: "/home/jens/photos/me.png") == "file:///home/jens/photos/me.png")
        // The standard's own example: file:///home/jens/photos/me.png → c6ee772d9e49320e97ec29a7eb5b1697.
        #expect(cache.thumbnailURL(forPath: "/home/jens/photos/me.png", size: .normal).path
            == "/c/thumbnails/normal/c6ee772d9e49320e97ec29a7eb5b1697.png")
        #expect(FreedesktopThumbnails.uri(forPath: "/a b/é.jpg") == "file:///a%20b/%C3%A9.jpg")
        #expect(FreedesktopThumbnails.defaultDirectory(environment: ["XDG_CACHE_HOME": "/x"]).path == "/x/thumbnails")
        #expect(FreedesktopThumbnails.defaultDirectory(environment: ["HOME": "/h"]).path == "/h/.cache/thumbnails")
    }

    @Test func writesWhenAbsentReadsWhenPresentRefreshesWhenChanged() throws {
        let fixture = try PhotoFolderFixture()
        let cache = makeCache()
        defer { try? FileManager.default.removeItem(at: cache.directory) }
        let path = fixture.path("holiday/IMG_0001.jpg")
        let png = try cache.thumbnail(forPath: path, size: .normal)
        let file = cache.thumbnailURL(forPath: path, size: .normal)
        #expect(FileManager.default.fileExists(atPath: file.path))
        let text = PNGTextChunks.read(try Data(contentsOf: file))
        #expect(text["Thumb::URI"] == FreedesktopThumbnails.uri(forPath: path))
        var info = stat()
        stat(path, &info)
        #expect(text["Thumb::MTime"] == String(info.st_mtim.tv_sec))
        #expect(try PNGDecoder().size(of: png) == PixelSize(width: 64, height: 32))
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        _ = try cache.thumbnail(forPath: path, size: .normal)
        #expect(cache.statistics == .init(hits: 1, written: 1, refreshed: 0, failures: 0))

        // The photo changes (a new mtime): the thumbnail is made again.
        var times = [timespec(tv_sec: 1_600_000_000, tv_nsec: 0), timespec(tv_sec: 1_600_000_000, tv_nsec: 0)]
        utimensat(AT_FDCWD, path, &times, 0)
        _ = try cache.thumbnail(forPath: path, size: .normal)
        #expect(cache.statistics.refreshed == 1)
        #expect(PNGTextChunks.read(try Data(contentsOf: file))["Thumb::MTime"] == "1600000000")
    }

    @Test func usesAThumbnailAnotherProgramWrote() throws {
        let fixture = try PhotoFolderFixture()
        let cache = makeCache()
        defer { try? FileManager.default.removeItem(at: cache.directory) }
        let path = fixture.path("holiday/IMG_0003.JPEG")
        var info = stat()
        stat(path, &info)
        // A red thumbnail "from a file manager": if it is read, the result is red.
        let foreign = try PNGEncoder().encode(TestImages.solid(width: 8, height: 4, 255, 0, 0), text: [
            ("Thumb::URI", FreedesktopThumbnails.uri(forPath: path)), ("Thumb::MTime", String(info.st_mtim.tv_sec)),
        ])
        let file = cache.thumbnailURL(forPath: path, size: .large)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try foreign.write(to: file)
        #expect(try cache.thumbnail(forPath: path, size: .large) == foreign)
        #expect(cache.statistics.hits == 1)
    }

    @Test func orientsTheThumbnail() throws {
        let fixture = try PhotoFolderFixture()
        let cache = makeCache()
        defer { try? FileManager.default.removeItem(at: cache.directory) }
        let png = try cache.thumbnail(forPath: fixture.path("holiday/IMG_0002.jpg"), size: .normal)
        let image = try PNGDecoder().decode(png)
        #expect(image.width == 32 && image.height == 64)
        #expect(image.pixels[0] < 40) // the dark half on top
    }

    @Test func aHalfWrittenFileGetsNoThumbnailAndIsTriedAgain() throws {
        let fixture = try PhotoFolderFixture()
        let cache = makeCache()
        defer { try? FileManager.default.removeItem(at: cache.directory) }
        let path = fixture.path("screens/half.jpg")
        #expect(throws: JPEGError.truncated) { try cache.thumbnail(forPath: path, size: .normal) }
        #expect(!FileManager.default.fileExists(atPath: cache.thumbnailURL(forPath: path, size: .normal).path))
        // The writer finishes the file: the next look succeeds.
        try fixture.write(try JPEGEncoder().encode(TestImages.gradient(width: 20, height: 20)), "screens/half.jpg")
        #expect(try PNGDecoder().size(of: cache.thumbnail(forPath: path, size: .normal)) == PixelSize(width: 20, height: 20))
        #expect(throws: PhotoServiceError.gone) { try cache.thumbnail(forPath: fixture.path("no-such.jpg"), size: .normal) }
    }

    @Test func theLoaderReadsLocalFilesThroughTheFetcher() throws {
        let fixture = try PhotoFolderFixture()
        let cache = makeCache()
        defer { try? FileManager.default.removeItem(at: cache.directory) }
        let loader = ImageLoader(fetcher: LocalImageFetcher(thumbnails: cache), deliveryScheduler: SerialDispatchQueueScheduler(serialQueue: DispatchQueue(label: "test.delivery")))
        let file = LocalPhotoFile(path: fixture.path("holiday/IMG_0002.jpg"), relativePath: "holiday/IMG_0002.jpg",
                                  byteCount: 0, modified: 0, format: .jpeg, pixelSize: PixelSize(width: 32, height: 64), metadata: nil)
        let thumb = try PhotoFolderFixture.await(loader.image(for: ImageRequest(rawURL: file.fileURL, size: PixelSize(width: 20, height: 40))))
        #expect(thumb.width == 20 && thumb.height == 40 && thumb.pixels[0] < 40)
        #expect(cache.statistics.written == 1)
        // A preview larger than any thumbnail reads the original, decoded upright.
        let preview = try PhotoFolderFixture.await(loader.image(for: ImageRequest(rawURL: file.fileURL, size: PixelSize(width: 1200, height: 2400))))
        #expect(preview.width == 1200 && preview.pixels[0] < 40)
        #expect(cache.statistics.written == 1)
    }
}
