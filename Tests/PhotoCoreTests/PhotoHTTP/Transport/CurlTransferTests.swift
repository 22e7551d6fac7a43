import CCurl
import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoHTTP
@testable import PhotoModel

@Suite("libcurl failures become typed errors")
struct CurlTransferTests {
    @Test func curlCodesMapToTheTaxonomy() {
        #expect(CurlTransfer.classify(CURLE_COULDNT_RESOLVE_HOST, osErrno: 0, host: "api.unsplash.com") == .dnsFailure(host: "api.unsplash.com"))
        #expect(CurlTransfer.classify(CURLE_COULDNT_CONNECT, osErrno: Int(ECONNREFUSED), host: "h") == .connectionFailed(host: "h"))
        #expect(CurlTransfer.classify(CURLE_COULDNT_CONNECT, osErrno: Int(ENETUNREACH), host: "h") == .offline)
        #expect(CurlTransfer.classify(CURLE_OPERATION_TIMEDOUT, osErrno: 0, host: "h") == .timedOut)
        #expect(CurlTransfer.classify(CURLE_PEER_FAILED_VERIFICATION, osErrno: 0, host: "h") == .tlsFailure(host: "h"))
        #expect(CurlTransfer.classify(CURLE_PARTIAL_FILE, osErrno: 0, host: "h") == .connectionLost)
        #expect(CurlTransfer.classify(CURLE_WRITE_ERROR, osErrno: 0, host: "h", fileWriteFailed: true) == .fileSystem(message: "write failed"))
    }
}

/// The two deadlines against a loopback server that takes requests and never answers, set small
/// (1 s) so the tests are quick; what is checked is the kind of failure and the host, not time.
@Suite("A hung server is named, on a new connection and on a kept-alive one")
struct CurlTransferDeadlineTests {
    @Test func aServerThatTakesTheRequestAndNeverAnswersIsNoAnswerNamingTheHost() async throws {
        let server = try HostileServer { _ in .silence }
        defer { server.stop() }
        let result = await NetworkLimitsTests.send(CurlTransport(), HTTPRequest(url: server.url, answerTimeout: 1))
        #expect(throws: PhotoServiceError.noAnswer(host: "127.0.0.1", seconds: 1)) { try result.get() }
        #expect(server.requestedPaths == ["/"])
    }

    /// `second` sent the moment `first` is answered, from the network thread: a test starved of
    /// threads could otherwise wait past libcurl's limit on an idle connection's age (118 s) and
    /// be given a new connection.
    private static func send(_ first: HTTPRequest, then second: HTTPRequest, over transport: CurlTransport) async
        -> (first: Result<HTTPResponse, PhotoServiceError>, second: Result<HTTPResponse, PhotoServiceError>) {
        await awaitCallback { done in
            transport.start(first) { firstResult in
                transport.start(second) { done((firstResult, $0)) }
            }
        }
    }

    @Test func aKeptAliveConnectionWhoseServerStopsIsNoAnswerAtTheAnswerDeadline() async throws {
        let server = try HostileServer { path in path == "/first" ? .keepAlive(status: 200, headers: [], Data("ok".utf8)) : .silence }
        defer { server.stop() }
        let (first, second) = await Self.send(
            HTTPRequest(url: server.url.appendingPathComponent("first")),
            then: HTTPRequest(url: server.url.appendingPathComponent("second"), answerTimeout: 1), over: CurlTransport())
        #expect(try first.get().body == Data("ok".utf8))
        #expect(throws: PhotoServiceError.noAnswer(host: "127.0.0.1", seconds: 1)) { try second.get() }
        // Mid-session: the second request went over the first one's connection.
        #expect(server.connectionCount == 1 && server.requestedPaths == ["/first", "/second"],
                "\(server.connectionCount) connections for \(server.requestedPaths)")
    }

    @Test func theLowSpeedLimitOnAKeptAliveConnectionIsNoAnswerNotATimeout() async throws {
        // libcurl reports no connect time on a reused connection: that must not make a hung
        // server read as a slow one ("took too long", no host, retried).
        let server = try HostileServer { path in path == "/first" ? .keepAlive(status: 200, headers: [], Data("ok".utf8)) : .silence }
        defer { server.stop() }
        let (first, second) = await Self.send(
            HTTPRequest(url: server.url.appendingPathComponent("first")),
            then: HTTPRequest(url: server.url.appendingPathComponent("second"), stallSeconds: 1), over: CurlTransport())
        #expect(try first.get().status == 200)
        guard case .failure(.noAnswer(let host, _)) = second else {
            Issue.record("expected no answer, got \(second)")
            return
        }
        #expect(host == "127.0.0.1" && server.connectionCount == 1, "\(server.connectionCount) connections for \(server.requestedPaths)")
    }

    @Test func anAnswerThatBeganAndStoppedIsStalledNotNoAnswer() async throws {
        let server = try HostileServer { _ in .hang(announced: 5000) }
        defer { server.stop() }
        let result = await NetworkLimitsTests.send(CurlTransport(), HTTPRequest(url: server.url, stallSeconds: 1, answerTimeout: 1))
        #expect(throws: PhotoServiceError.stalled(host: "127.0.0.1", seconds: 1)) { try result.get() }
    }
}
