import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import PhotoModel

@Suite struct LocalPhotoFileTests {
    private func file(place: String? = nil) -> LocalPhotoFile {
        LocalPhotoFile(path: "/photos/2024/IMG_0001.jpg", relativePath: "2024/IMG_0001.jpg", byteCount: 1000, modified: 1_700_000_000,
                       format: .jpeg, pixelSize: PixelSize(width: 64, height: 32), metadata: PhotoFolderFixture.canon,
                       inode: 7, exifThumbnail: 100..<200, place: place)
    }

    /// A place added to a file read without one is the same record as one made with it.
    @Test func aPlaceGivenLaterIsTheSameAsOneGivenAtOnce() {
        #expect(file().with(place: "Busan") == file(place: "Busan"))
        #expect(file(place: "Seoul").with(place: "Busan") == file(place: "Busan"))
        #expect(file(place: "Busan").with(place: nil) == file())
        #expect(file().with(place: nil) == file())
        #expect(file().with(place: "Jeju City").matches(["jeju", "canon", "2024-07"]))
        #expect(!file(place: "Seoul").with(place: "Busan").matches(["seoul"]))
    }
}
