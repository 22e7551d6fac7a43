import EventStream
import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline
@testable import PhotoHTTP
@testable import PhotoModel
@testable import UnsplashSource

/// `NetworkLimits` enforced by the transport against a hostile loopback server: huge bodies are
/// cut off (announced or not), a hung server is reported as stalled with its host, and a download
/// never opens an existing path.
@Suite struct NetworkLimitsTests {
    static func send(_ transport: CurlTransport, _ request: HTTPRequest) async -> Result<HTTPResponse, PhotoServiceError> {
        await awaitCallback { done in transport.start(request, completion: done) }
    }

    @Test func anAnnouncedHugeImageFailsBeforeItsBodyArrives() async throws {
        let server = try HostileServer { _ in .stream(total: 300 << 20, announced: 300 << 20) }
        defer { server.stop() }
        let fetcher = CurlImageFetcher(transport: CurlTransport())
        let result = await awaitSingle(fetcher.fetch(server.url.appendingPathComponent("huge.jpg")))
        #expect(throws: PhotoServiceError.bodyTooLarge(host: "127.0.0.1", limit: NetworkLimits.imageBodyBytes)) { try result.get() }
    }

    @Test func anUnannouncedHugeImageIsCutOffAtTheLimit() async throws {
        let server = try HostileServer { _ in .stream(total: 300 << 20, announced: nil) }
        defer { server.stop() }
        let fetcher = CurlImageFetcher(transport: CurlTransport())
        let result = await awaitSingle(fetcher.fetch(server.url.appendingPathComponent("huge.jpg")))
        #expect(throws: PhotoServiceError.bodyTooLarge(host: "127.0.0.1", limit: NetworkLimits.imageBodyBytes)) { try result.get() }
        // The server stops once the client hangs up: far less than 300 MB went out.
        #expect(server.bodyBytesSent < 100 << 20)
    }

    @Test func aContentLengthThatLiesIsStillCutOff() async throws {
        let server = try HostileServer { _ in .stream(total: 8 << 20, announced: 1000) }
        defer { server.stop() }
        let result = await Self.send(CurlTransport(), HTTPRequest(url: server.url, maxBodyBytes: 1 << 20))
        // libcurl stops at the announced length; whatever happens, the body never exceeds the limit.
        if case .success(let response) = result { #expect(response.body.count <= 1 << 20) }
    }

    @Test func anOversizedAPIAnswerIsAClearError() async throws {
        let server = try HostileServer { _ in .body(status: 200, headers: [], Data(repeating: 0x20, count: NetworkLimits.apiBodyBytes + 1)) }
        defer { server.stop() }
        let client = UnsplashClient(configuration: .init(baseURL: server.url, accessKey: nil, retry: .none), transport: CurlTransport())
        let result = await awaitSingle(client.photo(id: "a"))
        #expect(throws: PhotoServiceError.bodyTooLarge(host: "127.0.0.1", limit: NetworkLimits.apiBodyBytes)) { try result.get() }
        #expect(PhotoServiceError.bodyTooLarge(host: "127.0.0.1", limit: NetworkLimits.apiBodyBytes).userMessage
            == "The answer from 127.0.0.1 was larger than 4 MB and was cut off.")
    }

    @Test func aHungServerIsReportedAsStalledNamingTheHost() async throws {
        let server = try HostileServer { _ in .hang(announced: 5000) }
        defer { server.stop() }
        let result = await Self.send(CurlTransport(), HTTPRequest(url: server.url, stallSeconds: 1))
        #expect(throws: PhotoServiceError.stalled(host: "127.0.0.1", seconds: 1)) { try result.get() }
        #expect(ErrorMessage.line(for: PhotoServiceError.stalled(host: "127.0.0.1", seconds: 15))
            == "No data from 127.0.0.1 for 15 s — press r to retry")
    }

    @Test func aStallIsNotRetriedSilently() {
        #expect(!PhotoServiceError.stalled(host: "h", seconds: 15).isRetryable)
        #expect(!PhotoServiceError.bodyTooLarge(host: "h", limit: 1).isRetryable)
    }

    @Test func aDownloadNeverOpensAnExistingPath() async throws {
        let server = try HostileServer { _ in .body(status: 200, headers: [], Data("NEW".utf8)) }
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("precious.jpg")
        try Data("OLD".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.jpg")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        for destination in [target, link] {
            let result: Result<HTTPResponse, PhotoServiceError> = await awaitCallback { done in
                CurlTransport().startDownload(HTTPRequest(url: server.url), to: destination, progress: { _, _ in }, completion: done)
            }
            #expect(throws: PhotoServiceError.self) { try result.get() }
        }
        #expect(try Data(contentsOf: target) == Data("OLD".utf8))
        #expect(server.requestedPaths.isEmpty)
    }
}
