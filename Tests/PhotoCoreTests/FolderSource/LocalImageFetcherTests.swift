import EventStream
import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import PersonalLibrary
@testable import PhotoModel

/// Reading local files for the image loader, only those vouched for.
@Suite struct LocalImageFetcherTests {
    @Test func readsAFileItIsAllowedToAndRefusesAnyOther() throws {
        let fixture = try PhotoFolderFixture()
        let allowed = fixture.path("holiday/IMG_0001.jpg")
        let fetcher = LocalImageFetcher(thumbnails: nil) { $0 == allowed }
        let data = try PhotoFolderFixture.await(fetcher.fetch(URL(fileURLWithPath: allowed)))
        #expect(data.starts(with: [0xFF, 0xD8]))
        #expect {
            try PhotoFolderFixture.await(fetcher.fetch(URL(fileURLWithPath: fixture.path("holiday/IMG_0002.jpg"))))
        } throws: { error in
            if case PhotoServiceError.notFound = error { return true }
            return false
        }
        // A path that climbs out is judged where it lands.
        let climbing = URL(fileURLWithPath: fixture.path("holiday/../holiday/IMG_0001.jpg"))
        #expect(try PhotoFolderFixture.await(fetcher.fetch(climbing)) == data)
    }

    @Test func theLibraryVouchesForTheFilesItKeeps() throws {
        let fixture = try PhotoFolderFixture()
        let service = FolderPhotoService(roots: [fixture.root])
        let photo = try PhotoFolderFixture.await(service.searchPhotos(SearchQuery("canon"))).results[0]
        let library = PhotoLibrary()
        #expect(!library.keepsFile(atPath: photo.id))
        try library.setFavorite(photo, true)
        #expect(library.keepsFile(atPath: photo.id) && !library.keepsFile(atPath: fixture.path("holiday/IMG_0002.jpg")))
    }
}
