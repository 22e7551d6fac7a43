import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import PhotoModel

@Suite struct FolderIndexTests {
    private func entry(root: Int, row: Int64, _ path: String) -> IndexEntry {
        IndexEntry(root: root, row: row, relativePath: Array(path.utf8), byteCount: 10, modifiedNanoseconds: 0, inode: UInt64(row),
                   taken: 0, orientation: nil, hashState: 0, hash: 0, color: 0, place: nil, searchText: Array(path.utf8))
    }

    private func hashes(_ index: FolderIndex) -> [String] {
        index.allEntries.map { "\($0.root) \(String(decoding: $0.relativePath, as: UTF8.self)) \($0.hashState) \($0.hash) \($0.color)" }
    }

    /// Hashes land on their own root's rows (two roots share row numbers), also after the
    /// entries moved (an insert between two batches of hashes).
    @Test func hashesLandOnTheirRowsOfTheirRoot() {
        let index = FolderIndex()
        index.load([entry(root: 0, row: 1, "a.jpg"), entry(root: 0, row: 2, "c.jpg"), entry(root: 1, row: 1, "b.jpg")],
                   ordered: true, progress: FolderScanProgress())
        index.setHashes(root: 0, [2: (hash: 0xC, color: 3), 9: (hash: 0x9, color: 9)])
        index.setHashes(root: 1, [1: (hash: nil, color: nil)])
        #expect(hashes(index) == ["0 a.jpg 0 0 0", "0 c.jpg 1 12 3", "1 b.jpg 2 0 0"])
        index.insert([entry(root: 0, row: 3, "b.jpg")], progress: FolderScanProgress())
        index.setHashes(root: 0, [1: (hash: 0xA, color: 1), 3: (hash: 0xB, color: 2)])
        #expect(hashes(index) == ["0 a.jpg 1 10 1", "0 b.jpg 1 11 2", "0 c.jpg 1 12 3", "1 b.jpg 2 0 0"])
        index.remove(root: 0, paths: [Array("a.jpg".utf8)])
        index.setHashes(root: 0, [2: (hash: 0xD, color: 4)])
        #expect(hashes(index) == ["0 b.jpg 1 11 2", "0 c.jpg 1 13 4", "1 b.jpg 2 0 0"])
    }
}
