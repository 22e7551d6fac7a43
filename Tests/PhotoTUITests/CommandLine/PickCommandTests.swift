import Foundation
import Testing
@testable import PhotoModel
@testable import PhotoTUI

@Suite struct PickCommandTests {
    @Test func aPathToAFolderIsTheFolderToPickFromAndAnythingElseIsASearch() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("pick-\(UUID().uuidString)")
        let shoot = root.appendingPathComponent("shoot")
        try FileManager.default.createDirectory(at: shoot, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("one.jpg")
        try Data([0xFF, 0xD8]).write(to: file)

        #expect(PickCommand.folderOrQuery(shoot.path) == (shoot.path, nil))
        #expect(PickCommand.folderOrQuery(shoot.path + "/") == (shoot.path + "/", nil))
        #expect(PickCommand.folderOrQuery(".") == (".", nil))
        // A word is a search even where a folder of that name is; a path to a file or to nothing is searched for as typed.
        #expect(PickCommand.folderOrQuery("shoot") == (nil, "shoot"))
        #expect(PickCommand.folderOrQuery(file.path) == (nil, file.path))
        #expect(PickCommand.folderOrQuery(root.appendingPathComponent("gone").path) == (nil, root.appendingPathComponent("gone").path))
        #expect(PickCommand.folderOrQuery("바다") == (nil, "바다"))
        #expect(PickCommand.folderOrQuery(nil) == (nil, nil))
    }

    @Test func enterPrintsAFolderPhotoAsItsPathByteForByteAndARemoteOneAsItsAddress() throws {
        let remote = CommandOutputTests.photo(description: nil)
        #expect(try PickCommand.line(for: remote, json: false, credit: false) == Array("http://x/images/abc".utf8))
        var local = CommandOutputTests.photo(id: "folder:/p/caf\u{E9}.jpg", description: nil)
        // A Latin-1 name: its 0xE9 byte is kept, not turned into U+FFFD or UTF-8.
        let path = FileNameBytes.string(fromBytes: Array("/p/caf".utf8) + [0xE9] + Array(".jpg".utf8))
        local.file = PhotoFile(path: path, relativePath: String(path.dropFirst(3)), byteCount: 10)
        #expect(try PickCommand.line(for: local, json: false, credit: false) == Array("/p/caf".utf8) + [0xE9] + Array(".jpg".utf8))
        // --json gives the path with the byte escaped, as every JSON output does.
        let json = String(decoding: try PickCommand.line(for: local, json: true, credit: false), as: UTF8.self)
        #expect(json.contains("\"path\":\"\\/p\\/caf\\\\xE9.jpg\"") || json.contains("\"path\":\"/p/caf\\\\xE9.jpg\""))
    }
}

