import EventStream
import Foundation
@testable import PhotoCore
@testable import FolderSource
@testable import ImagePipeline
@testable import OfflineLibrary
@testable import OpenverseSource
@testable import PersonalLibrary
@testable import PhotoHTTP
@testable import PhotoModel
@testable import UnsplashSource

/// One source for the conformance suite: how to start it for a test (fresh each time, stopped
/// after), and a word some of its photos match. Adding a source to the suite is one line in
/// ``all`` and a starter here.
struct SourceFixture: Sendable, CustomStringConvertible {
    let description: String
    let start: @Sendable () async throws -> RunningSource

    /// Every source photo-tui has.
    static let all: [SourceFixture] = [.unsplash, .openverse, .offline, .folder, .shelf]

    /// Unsplash's client against the offline server on loopback (as `photo-tui serve` runs it).
    static let unsplash = SourceFixture(description: "Unsplash client on loopback") {
        let server = OfflineServer(catalog: catalog)
        let url = try await server.start()
        let client = UnsplashClient(configuration: .init(baseURL: url, accessKey: "test", cacheDirectory: nil), transport: CurlTransport())
        return RunningSource(service: client, query: catalogWord) { await server.stop() }
    }

    /// Openverse's client against `serve --api openverse` on loopback.
    static let openverse = SourceFixture(description: "Openverse client on loopback") {
        let server = OfflineServer(catalog: catalog, dialect: .openverse)
        let url = try await server.start()
        let client = OpenverseClient(configuration: .init(baseURL: url, cacheDirectory: nil), transport: CurlTransport())
        return RunningSource(service: client, query: catalogWord) { await server.stop() }
    }

    /// The offline library, as the browser starts it.
    static let offline = SourceFixture(description: "offline library") {
        let server = OfflineServer(catalog: catalog)
        let url = try await server.start()
        let client = UnsplashClient(configuration: .init(baseURL: url, accessKey: nil, cacheDirectory: nil), transport: CurlTransport())
        return RunningSource(service: OfflineLibrarySource(server: server, client: client), query: catalogWord) { await server.stop() }
    }

    /// A generated folder of small JPEGs with EXIF.
    static let folder = SourceFixture(description: "folder") {
        let folder = try GeneratedPhotoFolder()
        let service = FolderPhotoService(roots: [folder.root], batchSize: 4)
        return RunningSource(service: service, query: "beach") {
            service.stopScanning()
            folder.remove()
        }
    }

    /// The favourites shelf of a library holding photos of every provider.
    static let shelf = SourceFixture(description: "library shelf") {
        let folder = try GeneratedPhotoFolder()
        let library = PhotoLibrary()
        for (index, photo) in try ShelfPhotos.make(folder: folder).enumerated() {
            try library.setFavorite(photo, true, at: Date(timeIntervalSince1970: Double(1_000 + index)))
        }
        let service = LibraryPhotoService(library: library, shelf: .favourites)
        return RunningSource(service: service, query: "beach") { folder.remove() }
    }

    /// A small catalog, so walking every page is quick.
    static let catalog = OfflineCatalog(seed: 11, count: 60)

    /// A word of the catalog's first photo, which several others share.
    static let catalogWord: String = {
        let words = catalog.feed().first?.descriptionEnglish.lowercased().split(separator: " ").map(String.init) ?? []
        return words.first { $0.count > 3 } ?? "at"
    }()
}

/// A source started for one test.
final class RunningSource: @unchecked Sendable {
    let service: PhotoService
    /// A word some of its photos match.
    let query: String
    private let stopping: () async -> Void

    init(service: PhotoService, query: String, stop: @escaping () async -> Void) {
        self.service = service
        self.query = query
        stopping = stop
    }

    func stop() async { await stopping() }
}

/// Photos of every provider for a shelf: Unsplash's, Openverse works, the offline library's,
/// and files of a generated folder.
enum ShelfPhotos {
    static func make(folder: GeneratedPhotoFolder) throws -> [Photo] {
        var photos = (0..<3).map { index in
            photo("unsplash\(index)", "Beach \(index) in the morning", image: "https://images.unsplash.com/photo-\(index)",
                  page: "https://unsplash.com/photos/unsplash\(index)", author: "Ana Lee \(index)", provider: .unsplash)
        }
        for index in 0..<3 {
            let image = OpenverseImage(
                id: "0000000\(index)-aaaa-bbbb-cccc-dddddddddddd", title: "Beach work \(index)",
                foreignLandingURL: URL(string: "https://www.flickr.com/photos/x/\(index)"), url: URL(string: "https://live.staticflickr.com/\(index).jpg")!,
                creator: "Kim \(index)", creatorURL: nil, license: "by", licenseVersion: "2.0",
                licenseURL: URL(string: "https://creativecommons.org/licenses/by/2.0/"), provider: "flickr", source: "flickr",
                attribution: nil, width: 800, height: 600, thumbnail: nil, detailURL: nil, relatedURL: nil)
            photos.append(image.photo)
        }
        photos += (0..<2).map { index in
            photo("offline\(index)", "Quiet beach \(index)", image: "http://127.0.0.1:9/images/offline\(index)?ixid=offline-offline\(index)",
                  page: "http://127.0.0.1:9/photos/offline\(index)", author: "Mina Park \(index)", provider: .offline)
        }
        photos += try folder.files().prefix(3).map(\.photo)
        return photos
    }

    private static func photo(_ id: String, _ description: String, image: String, page: String, author: String,
                              provider: PhotoProvider) -> Photo {
        let url = URL(string: image)!
        var photo = Photo(
            id: id, width: 4000, height: 3000, description: description,
            urls: PhotoURLs(raw: url, full: url, regular: url, small: url, thumb: url), links: PhotoLinks(html: URL(string: page)),
            user: User(id: "u-\(id)", username: author.lowercased().replacingOccurrences(of: " ", with: ""), name: author))
        photo.provider = provider
        return photo
    }
}

/// A folder of 24 small JPEGs for a test, removed after it:
///
/// ```
/// trip/beach-00.jpg … beach-13.jpg   EXIF dates a day apart, Artist "Jane Doe" on every third,
///                                    landscape, portrait and square, of growing size
/// town/city-00.jpg … city-09.jpg     no EXIF but one with a Copyright notice only
/// ```
final class GeneratedPhotoFolder: @unchecked Sendable {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("source-conformance-\(UUID().uuidString)")
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("trip"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("town"), withIntermediateDirectories: true)
        let shapes = [(24, 12), (12, 24), (16, 16)]
        for index in 0..<14 {
            let (width, height) = shapes[index % 3]
            let image = TestImages.gradient(width: width + index, height: height + index, blue: UInt8(index * 9))
            let metadata = ExifMetadata(
                make: "Canon", model: "Canon EOS R6", dateTaken: String(format: "2024:07:%02d 09:15:00", index + 1),
                artist: index % 3 == 0 ? "Jane Doe" : nil)
            let jpeg = try ExifWriter.insert(metadata, into: JPEGEncoder(quality: 60 + index * 2).encode(image))
            try jpeg.write(to: root.appendingPathComponent(String(format: "trip/beach-%02d.jpg", index)))
        }
        for index in 0..<10 {
            var jpeg = try JPEGEncoder(quality: 80).encode(TestImages.gradient(width: 20 + index, height: 14))
            if index == 4 { jpeg = try ExifWriter.insert(ExifMetadata(copyright: "2023 Kim Family"), into: jpeg) }
            try jpeg.write(to: root.appendingPathComponent(String(format: "town/city-%02d.jpg", index)))
        }
    }

    /// Every file, scanned.
    func files() throws -> [LocalPhotoFile] {
        var files: [LocalPhotoFile] = []
        FolderScanner(roots: [root]).scan { batch, _ in files += batch }
        return files
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}
