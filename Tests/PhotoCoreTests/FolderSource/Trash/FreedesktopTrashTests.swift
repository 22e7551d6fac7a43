import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import PhotoModel

@Suite struct FreedesktopTrashTests {
    @Test func aFileGoesToTheTrashWithItsInfoAndComesBack() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("photo-trash-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let photos = base.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        let trash = FreedesktopTrash(environment: ["XDG_DATA_HOME": base.appendingPathComponent("data").path, "HOME": "/nonexistent"])
        #expect(trash.directory.path == base.appendingPathComponent("data/Trash").path)
        // Two files of one name from two folders, one of them not UTF-8 in its folder's name.
        let latinFolder = FileNameBytes.string(fromBytes: Array(photos.path.utf8) + Array("/caf".utf8) + [0xE9])
        _ = FileNameBytes.withCString(latinFolder) { mkdir($0, 0o755) }
        let first = photos.appendingPathComponent("IMG_0001.jpg").path
        let second = latinFolder + "/IMG_0001.jpg"
        try Data("one".utf8).write(to: URL(fileURLWithPath: first))
        let descriptor = FileNameBytes.withCString(second) { open($0, O_CREAT | O_WRONLY, 0o644) }
        close(descriptor)
        let date = Date(timeIntervalSince1970: 1_718_359_200)
        let a = try trash.trash(first, now: date)
        let b = try trash.trash(second, now: date)
        #expect(a.name == "IMG_0001.jpg" && b.name == "IMG_0001.2.jpg")
        #expect(!FileManager.default.fileExists(atPath: first))
        #expect(try Data(contentsOf: trash.directory.appendingPathComponent("files/IMG_0001.jpg")) == Data("one".utf8))
        let info = try String(contentsOf: trash.directory.appendingPathComponent("info/IMG_0001.2.jpg.trashinfo"), encoding: .utf8)
        #expect(info.hasPrefix("[Trash Info]\nPath=" + photos.path + "/caf%E9/IMG_0001.jpg\nDeletionDate=2024-06-1"))
        // Put back; a place taken again keeps the file in the Trash.
        try trash.restore(a)
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data("one".utf8))
        #expect(!FileManager.default.fileExists(atPath: trash.directory.appendingPathComponent("info/IMG_0001.jpg.trashinfo").path))
        close(FileNameBytes.withCString(second) { open($0, O_CREAT | O_WRONLY, 0o644) })
        #expect(throws: FreedesktopTrash.Failure.self) { try trash.restore(b) }
        #expect(FileManager.default.fileExists(atPath: trash.directory.appendingPathComponent("files/IMG_0001.2.jpg").path))
        #expect(throws: FreedesktopTrash.Failure(description: "/nowhere/x.jpg is gone")) { try trash.trash("/nowhere/x.jpg") }
    }
}
