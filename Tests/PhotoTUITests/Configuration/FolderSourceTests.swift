import ArgumentParser
import Foundation
import Testing
@testable import PhotoTUI

@Suite("A local folder as the source")
struct FolderSourceTests {
    let home = ["HOME": "/home/ada"]

    func resolve(_ flags: ConfigurationFlags = ConfigurationFlags(), env: [String: String] = [:], file: String? = nil) throws -> Configuration {
        try Configuration.resolve(flags: flags, environment: home.merging(env) { $1 }) { _ in file }
    }

    @Test func aFolderArgumentOpensTheBrowserOnIt() throws {
        let browse = try #require(try PhotoTUICommand.parseAsRoot(["/home/ada/Pictures"]) as? BrowseCommand)
        #expect(browse.folder == "/home/ada/Pictures")
        let explicit = try #require(try PhotoTUICommand.parseAsRoot(["browse", "--source", "folder:~/Pictures"]) as? BrowseCommand)
        #expect(explicit.global.flags.folderPaths == ["~/Pictures"])
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["--source", "flickr"]) }
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["--source", "folder:"]) }
    }

    @Test func folderFlagsWinAndPathsBecomeAbsolute() throws {
        var flags = ConfigurationFlags()
        flags.folderPaths = ["~/Pictures/../Photos"]
        flags.offline = true
        #expect(try resolve(flags, env: ["UNSPLASH_ACCESS_KEY": "k"]).source == .folder(paths: ["/home/ada/Photos"]))
    }

    @Test func configFoldersAreTheDefaultUnlessSomethingElseIsChosen() throws {
        let file = """
        [folder]
        paths = ["~/Pictures", "/media/card"]
        order = "date"
        """
        let config = try resolve(file: file)
        #expect(config.source == .folder(paths: ["/home/ada/Pictures", "/media/card"]))
        #expect(config.folderOrder == .date)
        #expect("\(config.source)" == "folder /home/ada/Pictures, /media/card")
        #expect(try resolve(env: ["UNSPLASH_ACCESS_KEY": "k"], file: file).source
            == .unsplash(apiURL: URL(string: "https://api.unsplash.com")!, accessKey: "k"))
        var offline = ConfigurationFlags()
        offline.offline = true
        #expect(try resolve(offline, file: file).source == .offline)
    }

    @Test func badFolderSettingsNameTheKey() {
        #expect(throws: ConfigurationError.self) { try resolve(file: "[folder]\npaths = \"~/Pictures\"") }
        #expect(throws: ConfigurationError.self) { try resolve(file: "[folder]\norder = \"shuffle\"") }
        #expect(throws: ConfigurationError.self) { try resolve(file: "[folder]\ndepth = 3") }
    }
}
