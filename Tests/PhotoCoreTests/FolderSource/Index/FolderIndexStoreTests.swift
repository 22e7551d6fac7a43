import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import ImagePipeline

@Suite struct FolderIndexStoreTests {
    /// The hash phase reads a few columns instead of whole records: they describe the file as
    /// its record does, and give the same hash, for a photo with an EXIF thumbnail, a turned one
    /// and one without EXIF.
    @Test func hashSourcesDescribeTheFileAsItsRecordDoes() throws {
        let folder = try PhotoFolderFixture()
        let photo = try JPEGEncoder(quality: 90).encode(PhotoFolderFixture.halves(width: 96, height: 48))
        let thumbnail = try JPEGEncoder(quality: 80).encode(PhotoFolderFixture.halves(width: 48, height: 24))
        try folder.write(ExifWriter.insert(PhotoFolderFixture.canon, into: photo, thumbnail: thumbnail), "holiday/thumb.jpg")
        let store = FolderIndexStore(root: folder.root.path, realRoot: folder.root.path, location: .memory)
        var read: [(file: LocalPhotoFile, relativePath: [UInt8])] = []
        for relative in ["holiday/thumb.jpg", "holiday/IMG_0002.jpg", "holiday/IMG_0003.JPEG"] {
            let file = try FolderScanner.read(path: folder.path(relative), relativePath: relative).get()
            read.append((file, Array(relative.utf8)))
        }
        #expect(read[0].file.exifThumbnail != nil)
        let rows = try #require(store.upsert(read))
        let sources = store.hashSources(rows: rows.reversed() + [999])
        #expect(sources.map(\.row) == rows.reversed())
        for (row, source) in sources {
            let file = try #require(store.files(rows: [row])[row])
            #expect(source == PerceptualHash.Source(path: file.path, exifThumbnail: file.exifThumbnail,
                                                    orientation: file.metadata?.orientation ?? .up, pixelSize: file.pixelSize))
            #expect(try PerceptualHash.make(from: source) == PerceptualHash.make(for: file))
        }
        #expect(sources.map(\.source.orientation) == [.up, .right, .up])
    }
}
