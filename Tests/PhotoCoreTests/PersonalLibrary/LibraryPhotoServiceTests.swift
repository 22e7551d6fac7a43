import EventStream
import Foundation
import Testing
@testable import PhotoCore
@testable import PersonalLibrary
@testable import PhotoModel

/// A library shelf as a photo source: paged, searchable, and browsable without the network.
@Suite("Library shelves as a photo source")
struct LibraryPhotoServiceTests {
    private static func await<Value>(_ single: Single<Value>) throws -> Value {
        let result = BlockingResult<Value>()
        let subscription = single.subscribe(onSuccess: { result.set(.success($0)) }, onFailure: { result.set(.failure($0)) })
        defer { subscription.dispose() }
        return try #require(result.wait(seconds: 10)).get()
    }

    private static func library(favourites count: Int) throws -> PhotoLibrary {
        let library = PhotoLibrary()
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        for index in 0..<count {
            try library.toggleFavorite(ViewModelFixtures.photo("p\(index)", description: index % 3 == 0 ? "Sea \(index)" : "Hill \(index)"),
                                       at: start.addingTimeInterval(Double(index)))
        }
        return library
    }

    @Test func theHomeFeedIsTheWholeShelfPaged() throws {
        let service = LibraryPhotoService(library: try Self.library(favourites: 45), shelf: .favourites)
        let first = try Self.await(service.listPhotos(page: 1, perPage: 30))
        #expect(first.items.count == 30 && first.items.first?.id == "p44" && first.nextPage == 2 && first.total == 45)
        let second = try Self.await(service.listPhotos(page: 2, perPage: 30))
        #expect(second.items.count == 15 && second.nextPage == nil)
    }

    @Test func aSearchKeepsMatchingPhotosPaged() throws {
        let service = LibraryPhotoService(library: try Self.library(favourites: 45), shelf: .favourites)
        let page = try Self.await(service.searchPhotos(SearchQuery("sea", page: 1, perPage: 10)))
        #expect(page.total == 15 && page.totalPages == 2 && page.results.count == 10)
        #expect(page.results.allSatisfy { $0.description?.hasPrefix("Sea") == true })
    }

    @Test func aPhotoIsFoundByIdAndDownloadsFromItsImageAddress() throws {
        let library = try Self.library(favourites: 2)
        let service = LibraryPhotoService(library: library, shelf: .favourites)
        let photo = try Self.await(service.photo(id: "p1"))
        #expect(photo.description == "Hill 1")
        #expect(try Self.await(service.trackDownload(of: photo)).url == photo.urls.full)
        #expect(throws: PhotoServiceError.self) { try Self.await(service.photo(id: "nope")) }
    }

    @Test func recentAndDownloadsShelvesShowEachPhotoOnce() throws {
        let library = PhotoLibrary()
        let photo = ViewModelFixtures.photo("a")
        try library.recordDownload(photo, path: "/tmp/a1.jpg", bytes: 1)
        try library.recordDownload(photo, path: "/tmp/a2.jpg", bytes: 1)
        try library.recordView(photo)
        for shelf in [LibraryShelf.downloads, .recent] {
            let page = try Self.await(LibraryPhotoService(library: library, shelf: shelf).listPhotos(page: 1, perPage: 30))
            #expect(page.items.map(\.id) == ["a"] && page.total == 1, "\(shelf)")
        }
        #expect(try Self.await(LibraryPhotoService(library: library, shelf: .favourites).listPhotos(page: 1, perPage: 30)).items.isEmpty)
    }
}
