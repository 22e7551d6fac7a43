import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoDownloads

/// `DownloadPlacement`: link(2) without replacing; --force replaces regular files only.
@Suite struct DownloadPlacementTests {
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-place-\(UUID().uuidString)")
        init() { try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(at: url) }
        func temporary(_ text: String = "NEW") -> URL {
            let file = PartialFiles.temporaryURL(in: url)
            _ = FileManager.default.createFile(atPath: file.path, contents: Data(text.utf8))
            return file
        }
        func path(_ name: String) -> URL { url.appendingPathComponent(name) }
        var names: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted() }
    }

    @Test func placesAFreshFileAndLeavesNoTemporary() throws {
        let folder = Folder()
        try DownloadPlacement.place(folder.temporary(), at: folder.path("a.jpg"), policy: .refuse)
        #expect(folder.names == ["a.jpg"])
        #expect(try String(contentsOf: folder.path("a.jpg"), encoding: .utf8) == "NEW")
    }

    @Test func refusesAnExistingFileAndKeepsIt() throws {
        let folder = Folder()
        try Data("OLD".utf8).write(to: folder.path("a.jpg"))
        let temporary = folder.temporary()
        #expect(throws: DownloadPlacementError.exists(path: folder.path("a.jpg").path)) {
            try DownloadPlacement.place(temporary, at: folder.path("a.jpg"), policy: .refuse)
        }
        #expect(try String(contentsOf: folder.path("a.jpg"), encoding: .utf8) == "OLD")
    }

    @Test func forceReplacesARegularFile() throws {
        let folder = Folder()
        try Data("OLD".utf8).write(to: folder.path("a.jpg"))
        try DownloadPlacement.place(folder.temporary(), at: folder.path("a.jpg"), policy: .replaceRegularFile)
        #expect(try String(contentsOf: folder.path("a.jpg"), encoding: .utf8) == "NEW")
        #expect(folder.names == ["a.jpg"])
    }

    @Test(arguments: [ExistingFilePolicy.refuse, .replaceRegularFile])
    func neverReplacesOrFollowsASymlink(_ policy: ExistingFilePolicy) throws {
        let folder = Folder()
        try Data("PRECIOUS".utf8).write(to: folder.path("target.jpg"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("a.jpg").path, withDestinationPath: folder.path("target.jpg").path)
        let temporary = folder.temporary()
        #expect(throws: DownloadPlacementError.notRegularFile(path: folder.path("a.jpg").path, kind: "symbolic link")) {
            try DownloadPlacement.place(temporary, at: folder.path("a.jpg"), policy: policy)
        }
        #expect(DownloadPlacement.kind(at: folder.path("a.jpg").path) == "symbolic link")
        #expect(try String(contentsOf: folder.path("target.jpg"), encoding: .utf8) == "PRECIOUS")
    }

    @Test func aDanglingSymlinkIsNotWrittenThrough() throws {
        let folder = Folder()
        try FileManager.default.createSymbolicLink(atPath: folder.path("a.jpg").path, withDestinationPath: folder.path("elsewhere.jpg").path)
        let temporary = folder.temporary()
        #expect(throws: DownloadPlacementError.self) {
            try DownloadPlacement.place(temporary, at: folder.path("a.jpg"), policy: .replaceRegularFile)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("elsewhere.jpg").path))
    }

    @Test(arguments: [ExistingFilePolicy.refuse, .replaceRegularFile])
    func neverReplacesAFIFO(_ policy: ExistingFilePolicy) throws {
        let folder = Folder()
        #expect(mkfifo(folder.path("a.jpg").path, 0o644) == 0)
        let temporary = folder.temporary()
        #expect(throws: DownloadPlacementError.notRegularFile(path: folder.path("a.jpg").path, kind: "named pipe")) {
            try DownloadPlacement.place(temporary, at: folder.path("a.jpg"), policy: policy)
        }
        #expect(DownloadPlacement.kind(at: folder.path("a.jpg").path) == "named pipe")
    }

    @Test func neverReplacesADevice() throws {
        let folder = Folder()
        let temporary = folder.temporary()
        #expect(throws: DownloadPlacementError.notRegularFile(path: "/dev/null", kind: "character device")) {
            try DownloadPlacement.place(temporary, at: URL(fileURLWithPath: "/dev/null"), policy: .replaceRegularFile)
        }
    }

    @Test func neverReplacesAFolder() throws {
        let folder = Folder()
        try FileManager.default.createDirectory(at: folder.path("d"), withIntermediateDirectories: false)
        let temporary = folder.temporary()
        #expect(throws: DownloadPlacementError.notRegularFile(path: folder.path("d").path, kind: "folder")) {
            try DownloadPlacement.place(temporary, at: folder.path("d"), policy: .replaceRegularFile)
        }
    }
}
