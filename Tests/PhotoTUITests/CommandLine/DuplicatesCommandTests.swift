import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoTUI
@testable import FolderSource
@testable import PhotoModel

@Suite struct DuplicatesCommandTests {
    private func file(_ path: String, bytes: Int) -> LocalPhotoFile {
        LocalPhotoFile(path: path, relativePath: (path as NSString).lastPathComponent, byteCount: bytes, modified: 0, format: .jpeg,
                       pixelSize: PixelSize(width: 64, height: 32), metadata: nil)
    }

    @Test func groupsAreNumberedWithTheirKindAndSizesAndEscapesAreStripped() {
        let groups = [
            DuplicateGroup(kind: .exact, files: [file("/p/a.jpg", bytes: 2048), file("/p/b\u{1B}]0;x\u{07}.jpg", bytes: 2048)]),
            DuplicateGroup(kind: .similar, files: [file("/p/a.jpg", bytes: 2048), file("/p/small.jpg", bytes: 512)]),
        ]
        let text = DuplicatesCommand.text(groups)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasPrefix("1. exact copies: 2 files, ") == true)
        #expect(lines[3].hasPrefix("2. the same photo, resized or recompressed: 2 files"))
        #expect(lines[4].contains("/p/a.jpg") && lines[4].contains("64×32"))
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
        #expect(lines.suffix(2) == ["2 groups (1 exact, 1 similar); nothing was deleted.", ""])
        #expect(DuplicatesCommand.text([]) == "No duplicates.\n")
    }
}
