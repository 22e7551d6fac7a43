import EventStream
import FlyingFox
import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline
@testable import PhotoHTTP
@testable import PhotoModel

@Suite struct CurlImageFetcherTests {
    /// The single's result, awaited without blocking a thread.
    private func result(_ single: Single<Data>) async -> Result<Data, Error> {
        let subscription = SingleAssignmentDisposable()
        defer { subscription.dispose() }
        return await withCheckedContinuation { continuation in
            subscription.setDisposable(single.subscribe { continuation.resume(returning: $0) })
        }
    }

    @Test func fetchesTheBodyAndFailsOnAnErrorStatus() async throws {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), logger: .disabled)
        await server.appendRoute("GET /photo.jpg") { _ in FlyingFox.HTTPResponse(statusCode: .ok, body: Data([0xFF, 0xD8, 0xFF, 1, 2])) }
        await server.appendRoute("GET /missing.jpg") { _ in FlyingFox.HTTPResponse(statusCode: .notFound) }
        await server.appendRoute("GET /broken.jpg") { _ in FlyingFox.HTTPResponse(statusCode: .serviceUnavailable) }
        let running = Task { try await server.run() }
        defer { running.cancel() }
        try await server.waitUntilListening()
        guard case .ip4(_, let port) = await server.listeningAddress else {
            Issue.record("the test server has no IPv4 address")
            return
        }
        let fetcher = CurlImageFetcher(transport: CurlTransport())
        let base = "http://127.0.0.1:\(port)"
        #expect(try await result(fetcher.fetch(URL(string: "\(base)/photo.jpg")!)).get() == Data([0xFF, 0xD8, 0xFF, 1, 2]))
        let missing = await result(fetcher.fetch(URL(string: "\(base)/missing.jpg")!))
        #expect(throws: PhotoServiceError.unexpectedStatus(404)) { try missing.get() }
        let broken = await result(fetcher.fetch(URL(string: "\(base)/broken.jpg")!))
        #expect(throws: PhotoServiceError.serverError(status: 503)) { try broken.get() }
        await server.stop()
    }
}
