import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

@Suite("Choosing the photo source: --source, PHOTO_TUI_SOURCE, source =, and the default")
struct SourceSelectionTests {
    func resolve(
        _ flags: ConfigurationFlags = ConfigurationFlags(), env: [String: String] = [:], file: String? = nil
    ) throws -> Configuration {
        try Configuration.resolve(flags: flags, environment: ["HOME": "/home/ada"].merging(env) { $1 }) { _ in file }
    }

    @Test func withNoKeyTheDefaultTriesOpenverseFirstAndFallsBackToTheOfflineLibrary() throws {
        let config = try resolve()
        #expect(config.source == .offline && config.tryOpenverseFirst)
        #expect(try !resolve(env: ["UNSPLASH_ACCESS_KEY": "k"]).tryOpenverseFirst)
        #expect(try !resolve(env: ["PHOTO_TUI_SOURCE": "offline"]).tryOpenverseFirst)
        // The probe decides, and is never asked when a source was named.
        let asked = UncheckedCounter()
        let offline = try PhotoServiceFactory.make(try resolve(env: ["PHOTO_TUI_SOURCE": "openverse"]), transport: CurlTransport()) { _ in
            asked.count += 1
            return true
        }
        #expect(asked.count == 0 && offline.provider == .openverse && offline.sourceName == "Openverse")
        let online = try PhotoServiceFactory.make(config, transport: CurlTransport()) { _ in true }
        #expect(online.service.traits.id == .openverse)
    }

    @Test func flagsBeatTheEnvironmentWhichBeatsTheFile() throws {
        var flags = ConfigurationFlags()
        flags.source = .offline
        #expect(try resolve(flags, env: ["PHOTO_TUI_SOURCE": "openverse"]).source == .offline)
        #expect(try resolve(env: ["PHOTO_TUI_SOURCE": "openverse"], file: "source = \"offline\"").source
                == .openverse(apiURL: OpenverseClient.publicAPI, credentials: nil))
        #expect(try resolve(file: "source = \"openverse\"").source == .openverse(apiURL: OpenverseClient.publicAPI, credentials: nil))
    }

    @Test func apiURLSetsTheBaseOfWhicheverSourceIsChosen() throws {
        var flags = ConfigurationFlags()
        flags.source = .openverse
        flags.apiURL = "http://127.0.0.1:9"
        #expect(try resolve(flags).source == .openverse(apiURL: URL(string: "http://127.0.0.1:9")!, credentials: nil))
        flags.source = .unsplash
        #expect(try resolve(flags).source == .server(apiURL: URL(string: "http://127.0.0.1:9")!, accessKey: nil))
    }

    @Test func openverseCredentialsComeFromTheConfigFileInPairs() throws {
        let config = try resolve(env: ["PHOTO_TUI_SOURCE": "openverse"], file: "[openverse]\nclient_id = \"id\"\nclient_secret = \"s3cret\"\n")
        #expect(config.source == .openverse(apiURL: OpenverseClient.publicAPI, credentials: OpenverseCredentials(clientID: "id", clientSecret: "s3cret")))
        #expect(!config.description.contains("s3cret"))
        #expect(throws: ConfigurationError.self) { try resolve(file: "[openverse]\nclient_id = \"id\"\n") }
    }

    @Test func badSourcesAreExplained() throws {
        #expect { try resolve(env: ["PHOTO_TUI_SOURCE": "flickr"]) } throws: { error in
            "\(error)".contains("unsplash, openverse, offline")
        }
        var flags = ConfigurationFlags()
        flags.source = .unsplash
        #expect { try resolve(flags) } throws: { error in "\(error)".contains("UNSPLASH_ACCESS_KEY") }
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["search", "x", "--source", "flickr"]) }
        let search = try #require(try PhotoTUICommand.parseAsRoot(["search", "x", "--source", "openverse"]) as? SearchCommand)
        #expect(search.global.flags.source == .openverse)
    }
}

/// A counter a non-escaping closure can bump.
final class UncheckedCounter: @unchecked Sendable {
    var count = 0
}

@Suite("The launch probe for Openverse")
struct OpenverseProbeTests {
    @Test func noAnswerIsFalseAndTheWaitIsBounded() {
        // A refused loopback port, and an address that never answers or that a proxy answers for
        // (bounded by the timeout; only Openverse's own headers count).
        #expect(!OpenverseProbe.answers(URL(string: "http://127.0.0.1:9")!, timeout: 0.3, transport: CurlTransport()))
        let started = Date()
        #expect(!OpenverseProbe.answers(URL(string: "http://10.255.255.1:9")!, timeout: 0.3, transport: CurlTransport()))
        print("probe of an unroutable address gave up after \(Int(Date().timeIntervalSince(started) * 1000)) ms")
        #expect(OpenverseProbe.isOpenverse(HTTPResponse(status: 200, headers: HTTPHeaderFields([("cf-ray", "8a1b")]))))
        #expect(!OpenverseProbe.isOpenverse(HTTPResponse(status: 404, headers: HTTPHeaderFields([("server", "keryx")]))))
    }
}
