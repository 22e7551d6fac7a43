import Foundation
import Testing
@testable import PhotoCore

/// "More like this" on a folder photo: its nearest neighbours by perceptual hash.
@Suite struct FolderPhotoServiceSimilarTests {
    @Test func theResizedVersionIsNearestAndThePhotoItselfIsLeftOut() throws {
        let fixture = try PhotoFolderFixture()
        let folder = fixture.root.appendingPathComponent("similar")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let picture = FolderPhotoServiceDuplicatesTests.picture
        try JPEGEncoder(quality: 92).encode(picture(1, 320, 240)).write(to: folder.appendingPathComponent("a.jpg"))
        try JPEGEncoder(quality: 50).encode(picture(1, 120, 90)).write(to: folder.appendingPathComponent("z small.jpg"))
        for seed in 2...6 {
            try JPEGEncoder(quality: 92).encode(picture(UInt64(seed), 320, 240)).write(to: folder.appendingPathComponent("b\(seed).jpg"))
        }
        let service = FolderPhotoService(roots: [folder])
        let related = try PhotoFolderFixture.await(service.relatedPhotos(of: "folder:" + folder.appendingPathComponent("a.jpg").path))
        #expect(related.first?.title == "z small.jpg")
        #expect(!related.contains { $0.title == "a.jpg" })
        #expect(try PhotoFolderFixture.await(service.relatedPhotos(of: "/elsewhere/x.jpg")).isEmpty)
    }
}
