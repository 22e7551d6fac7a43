import ArgumentParser
import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// The help's account of where photos come from is the order the configuration follows, and every
/// command's help says it (or says why it does not apply).
@Suite("The source order in the help")
struct SourceOrderHelpTests {
    private func resolve(_ flags: ConfigurationFlags = ConfigurationFlags(), env: [String: String] = [:], file: String? = nil) throws
        -> Configuration
    {
        try Configuration.resolve(flags: flags, environment: ["HOME": "/home/ada"].merging(env) { $1 }) { _ in file }
    }

    private func flags(folder: String? = nil, offline: Bool = false, source: String? = nil, apiURL: String? = nil) -> ConfigurationFlags {
        var flags = ConfigurationFlags()
        flags.folderPaths = folder.map { [$0] } ?? []
        flags.offline = offline
        flags.source = source.flatMap(SourceChoice.init(argument:))
        flags.apiURL = apiURL
        return flags
    }

    @Test func eachStepWinsOverTheStepsAfterIt() throws {
        let key = ["UNSPLASH_ACCESS_KEY": "k"]
        let folders = "[folder]\npaths = [\"/srv/photos\"]\n"
        let api = URL(string: "http://127.0.0.1:9")!
        // 1. a folder, over --offline, a key and an API URL.
        #expect(try resolve(flags(folder: "/p", offline: true, apiURL: api.absoluteString), env: key).source == .folder(paths: ["/p"]))
        #expect(try resolve(env: ["PHOTO_TUI_SOURCE": "folder:/p"]).source == .folder(paths: ["/p"]))
        // 2. a named source, over the config's folders, a key and an API URL.
        #expect(try resolve(flags(offline: true, apiURL: api.absoluteString), env: key, file: folders).source == .offline)
        #expect(try resolve(flags(source: "openverse"), env: key, file: folders).source
                == .openverse(apiURL: OpenverseClient.publicAPI, credentials: nil))
        #expect(throws: ConfigurationError.self) { try resolve(flags(source: "unsplash")) }
        // 3. the config file's folders, unless a key or an API URL is set by flag or variable.
        #expect(try resolve(file: "access_key = \"k\"\n" + folders).source == .folder(paths: ["/srv/photos"]))
        #expect(try resolve(env: key, file: folders).source == .unsplash(apiURL: PhotoSourceSetting.unsplashAPI, accessKey: "k"))
        #expect(try resolve(flags(apiURL: api.absoluteString), file: folders).source == .server(apiURL: api, accessKey: nil))
        // 4. the server at --api-url, with the key; 5. Unsplash with the key.
        #expect(try resolve(flags(apiURL: api.absoluteString), env: key).source == .server(apiURL: api, accessKey: "k"))
        #expect(try resolve(env: ["PHOTO_TUI_API_URL": api.absoluteString]).source == .server(apiURL: api, accessKey: nil))
        #expect(try resolve(env: key).source == .unsplash(apiURL: PhotoSourceSetting.unsplashAPI, accessKey: "k"))
        // 6 and 7: Openverse when it answers, else (the source already chosen) the offline library.
        let fallback = try resolve()
        #expect(fallback.source == .offline && fallback.tryOpenverseFirst)
        #expect(try PhotoServiceFactory.make(fallback, transport: CurlTransport()) { _ in true }.provider == .openverse)
    }

    @Test(arguments: [
        PhotoTUICommand.self, BrowseCommand.self, PickCommand.self, SearchCommand.self, ShowCommand.self, DownloadCommand.self,
    ] as [ParsableCommand.Type])
    func everyCommandThatFetchesPhotosGivesTheOrder(_ command: ParsableCommand.Type) {
        let help = PhotoTUICommand.helpMessage(for: command, columns: 400)
        #expect(help.contains(SourceOrderHelp.text), "\(command)'s help:\n\(help)")
        #expect(!help.contains("Against the offline library unless"))
    }

    @Test func theCommandsThatFetchNoPhotosSaySo() {
        #expect(PhotoTUICommand.helpMessage(for: ServeCommand.self, columns: 400).contains("Always the built-in offline library"))
        #expect(PhotoTUICommand.helpMessage(for: DoctorCommand.self, columns: 400).contains("fetches no photos"))
        #expect(PhotoTUICommand.helpMessage(for: LibraryCommand.self, columns: 400).contains("no photo source is asked"))
    }
}
