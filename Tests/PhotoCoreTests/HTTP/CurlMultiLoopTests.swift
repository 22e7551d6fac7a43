import Foundation
import Testing
@testable import PhotoCore

/// The network thread opens libcurl itself; without it, every transfer fails naming why.
@Suite("The network loop without libcurl")
struct CurlMultiLoopTests {
    private static let missing = CurlLoadFailure(library: "libcurl.so.4", reason: "libcurl.so.4: cannot open shared object file")

    private static func transfer(
        _ completion: @escaping @Sendable (Result<HTTPResponse, PhotoServiceError>) -> Void,
        afterCancel: (@Sendable () -> Void)? = nil
    ) -> CurlTransfer {
        CurlTransfer(request: HTTPRequest(url: URL(string: "https://example.org/")!), sink: .memory, progress: nil,
                     afterCancel: afterCancel, completion: completion)
    }

    @Test func everyTransferFailsNamingTheLibraryBeforeAndAfterTheThreadKnows() async {
        let loop = CurlMultiLoop(library: { .failure(Self.missing) })
        let expected = PhotoServiceError.transport(code: -1, message: "libcurl could not be loaded (libcurl.so.4): libcurl.so.4: cannot open shared object file")
        let first = await awaitCallback { done in loop.start(Self.transfer(done)) }
        #expect(throws: expected) { try first.get() }
        let second = await awaitCallback { done in loop.start(Self.transfer(done)) }
        #expect(throws: expected) { try second.get() }
        #expect(loop.activeTransferCount == 0)
    }

    @Test func aTransferCancelledBeforeTheThreadTakesItOnlyEnds() async {
        let loop = CurlMultiLoop(library: { .failure(Self.missing) })
        let ended: String = await awaitCallback { done in
            let transfer = Self.transfer({ _ in done("completed") }, afterCancel: { done("cancelled") })
            transfer.cancel()
            loop.start(transfer)
        }
        #expect(ended == "cancelled")
        #expect(loop.activeTransferCount == 0)
    }

    @Test func theSharedLibraryServesAfterAWarmUp() async throws {
        let server = try HostileServer { _ in .body(status: 200, headers: [], Data("ok".utf8)) }
        defer { server.stop() }
        let transport = CurlTransport()
        transport.warmUp()
        let result = await NetworkLimitsTests.send(transport, HTTPRequest(url: server.url))
        #expect(try result.get().body == Data("ok".utf8))
    }
}
