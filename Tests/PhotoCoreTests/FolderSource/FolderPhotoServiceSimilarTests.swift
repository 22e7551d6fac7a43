import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import ImagePipeline

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

    @Test func thePageSaysEachNeighboursDistanceNearestFirst() throws {
        let fixture = try PhotoFolderFixture()
        let folder = fixture.root.appendingPathComponent("distances")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let picture = FolderPhotoServiceDuplicatesTests.picture
        let original = try JPEGEncoder(quality: 92).encode(picture(1, 320, 240))
        try original.write(to: folder.appendingPathComponent("a.jpg"))
        try original.write(to: folder.appendingPathComponent("a copy.jpg"))
        try JPEGEncoder(quality: 50).encode(picture(1, 120, 90)).write(to: folder.appendingPathComponent("z small.jpg"))
        let service = FolderPhotoService(roots: [folder])
        let id = "folder:" + folder.appendingPathComponent("a.jpg").path
        let page = try PhotoFolderFixture.await(service.relatedPage(of: id))
        let near = service.neighbours(of: folder.appendingPathComponent("a.jpg").path)
        // The byte copy first, under "the same picture"; each new distance under its heading.
        #expect(page.results.first?.title == "a copy.jpg")
        #expect(page.sections[0] == "Distance 0 of 64 bits · the same picture")
        var expected: [Int: String] = [:]
        for (position, neighbour) in near.enumerated() where position == 0 || near[position - 1].distance != neighbour.distance {
            expected[position] = FolderPhotoService.distanceHeading(neighbour.distance)
        }
        #expect(page.sections == expected)
        #expect(near.map(\.distance) == near.map(\.distance).sorted())
        #expect(try PhotoFolderFixture.await(service.relatedPhotos(of: id)) == page.results)
    }
}
