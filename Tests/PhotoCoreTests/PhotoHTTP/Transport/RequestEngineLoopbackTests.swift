import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoHTTP
@testable import PhotoModel
@testable import UnsplashSource

/// The request engine under a real client and libcurl against a loopback server that answers
/// and then stops, as a server does under `kill -STOP`: the error names the host, and the retries
/// happen inside the one deadline (set to 1 s here so the tests are quick).
@Suite("The answer deadline over loopback")
struct RequestEngineLoopbackTests {
    private func client(_ server: HostileServer) -> UnsplashClient {
        UnsplashClient(
            configuration: .init(baseURL: server.url, accessKey: nil, retry: RetryPolicy(maxAttempts: 3, baseDelay: 0.001, maxDelay: 0.01),
                                 answerDeadline: 1),
            transport: CurlTransport())
    }

    @Test func aServerThatStopsMidSessionIsNamedAtTheDeadlineAndNotAskedAgain() async throws {
        let server = try HostileServer { path in
            path.contains("page=1&") ? .keepAlive(status: 200, headers: [("X-Total", "60")], Data("[]".utf8)) : .silence
        }
        defer { server.stop() }
        let client = client(server)
        let firstTotal = UncheckedBox<Int>()
        // Page 2 asked the moment page 1 arrives, as scrolling does (and so that a test starved
        // of threads cannot outwait libcurl's limit on an idle connection's age).
        let stopped = await awaitSingle(client.listPhotos(page: 1, perPage: 30).flatMap { first in
            firstTotal.value = first.total
            return client.listPhotos(page: 2, perPage: 30)
        })
        #expect(firstTotal.value == 60)
        #expect(throws: PhotoServiceError.noAnswer(host: "127.0.0.1", seconds: 1)) { try stopped.get() }
        // One try: the deadline was spent waiting, so no retry started.
        #expect(server.requestedPaths.count == 2 && server.connectionCount == 1,
                "\(server.connectionCount) connections for \(server.requestedPaths)")
        #expect(ErrorMessage.line(for: PhotoServiceError.noAnswer(host: "127.0.0.1", seconds: 15))
            == "No answer from 127.0.0.1 in 15 s — press r to retry")
    }

    @Test func retriesAfterQuickFailuresStayInsideTheDeadline() async throws {
        let count = Locked(0)
        let server = try HostileServer { _ in
            let number = count.withLock { count in
                count += 1
                return count
            }
            return number <= 2 ? .keepAlive(status: 503, headers: [], Data("{}".utf8)) : .silence
        }
        defer { server.stop() }
        let result = await awaitSingle(client(server).listPhotos(page: 1, perPage: 30))
        #expect(throws: PhotoServiceError.noAnswer(host: "127.0.0.1", seconds: 1)) { try result.get() }
        // Two 503s retried, the third try silent until the deadline: three tries in all.
        #expect(server.requestedPaths.count == 3)
    }
}
