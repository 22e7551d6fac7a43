import CCurl
import Foundation
import Testing
@testable import PhotoCore

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

    @Test func aKeptAliveConnectionWhoseServerStopsIsNoAnswerAtTheAnswerDeadline() async throws {
        let server = try HostileServer { path in path == "/first" ? .keepAlive(status: 200, headers: [], Data("ok".utf8)) : .silence }
        defer { server.stop() }
        let transport = CurlTransport()
        let first = await NetworkLimitsTests.send(transport, HTTPRequest(url: server.url.appendingPathComponent("first")))
        #expect(try first.get().body == Data("ok".utf8))
        let second = await NetworkLimitsTests.send(transport, HTTPRequest(url: server.url.appendingPathComponent("second"), answerTimeout: 1))
        #expect(throws: PhotoServiceError.noAnswer(host: "127.0.0.1", seconds: 1)) { try second.get() }
        // Mid-session: the second request went over the first one's connection.
        #expect(server.connectionCount == 1 && server.requestedPaths == ["/first", "/second"])
    }

    @Test func theLowSpeedLimitOnAKeptAliveConnectionIsNoAnswerNotATimeout() async throws {
        // libcurl reports no connect time on a reused connection: that must not make a hung
        // server read as a slow one ("took too long", no host, retried).
        let server = try HostileServer { path in path == "/first" ? .keepAlive(status: 200, headers: [], Data("ok".utf8)) : .silence }
        defer { server.stop() }
        let transport = CurlTransport()
        _ = try await NetworkLimitsTests.send(transport, HTTPRequest(url: server.url.appendingPathComponent("first"))).get()
        let second = await NetworkLimitsTests.send(transport, HTTPRequest(url: server.url.appendingPathComponent("second"), stallSeconds: 1))
        guard case .failure(.noAnswer(let host, _)) = second else {
            Issue.record("expected no answer, got \(second)")
            return
        }
        #expect(host == "127.0.0.1" && server.connectionCount == 1)
    }

    @Test func anAnswerThatBeganAndStoppedIsStalledNotNoAnswer() async throws {
        let server = try HostileServer { _ in .hang(announced: 5000) }
        defer { server.stop() }
        let result = await NetworkLimitsTests.send(CurlTransport(), HTTPRequest(url: server.url, stallSeconds: 1, answerTimeout: 1))
        #expect(throws: PhotoServiceError.stalled(host: "127.0.0.1", seconds: 1)) { try result.get() }
    }
}
