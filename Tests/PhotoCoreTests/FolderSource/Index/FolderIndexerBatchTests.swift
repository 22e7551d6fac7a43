import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import ImagePipeline
@testable import PhotoModel

/// How the walk hands files to the readers: a partial batch that has waited long enough at a
/// folder's end is read then (one new file among many unchanged ones is not held to the end of
/// the walk), and not before.
@Suite struct FolderIndexerBatchTests {
    /// The photo counts the index reported while `folders` (one photo each) were walked with
    /// `batchWait`, until the walk was done.
    private func counts(batchWait: TimeInterval) throws -> [Int] {
        let folder = try PhotoFolderFixture()
        let jpeg = try JPEGEncoder(quality: 80).encode(PhotoFolderFixture.halves(width: 16, height: 8))
        for name in ["a", "b", "c"] {
            try FileManager.default.createDirectory(at: folder.root.appendingPathComponent("albums/\(name)"), withIntermediateDirectories: true)
            try folder.write(jpeg, "albums/\(name)/photo.jpg")
        }
        let reported = Locked<[Int]>([])
        let index = FolderIndex { progress in
            if !progress.finished, progress.photos > 0 { reported.withLock { $0.append(progress.photos) } }
        }
        let indexer = FolderIndexer(roots: [folder.root.appendingPathComponent("albums")], location: .memory, followLinks: false,
                                    batchSize: 1000, watches: false, workers: 1, batchWait: batchWait, index: index,
                                    onChange: {}, onNotice: { _ in })
        let done = BlockingResult<Void>()
        index.whenHashed { done.set(.success(())) }
        indexer.start()
        guard done.wait(seconds: 20) != nil else { throw PhotoFolderFixture.TimedOut() }
        indexer.stop()
        #expect(index.count == 3)
        return reported.withLock { $0 }
    }

    @Test func aPartialBatchIsReadAtTheFolderEndOnceItHasWaited() throws {
        // Waited long enough at once: each folder's one photo is its own batch.
        #expect(try counts(batchWait: 0) == [1, 2, 3])
        // Never waited long enough: the three photos are one batch at the walk's end.
        #expect(try counts(batchWait: 3600) == [3])
    }
}
