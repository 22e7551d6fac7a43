import Foundation
import Testing
@testable import PhotoCore
@testable import OfflineLibrary
@testable import PhotoHTTP
@testable import PhotoModel

@Suite("libcurl transport on loopback")
struct CurlTransportTests {
    private func request(_ url: URL) -> HTTPRequest {
        var headers = HTTPHeaderFields()
        headers.append("Authorization", "Client-ID test")
        return HTTPRequest(url: url, headers: headers, connectTimeout: 5, timeout: 20)
    }

    private func send(_ transport: CurlTransport, _ url: URL) async -> Result<HTTPResponse, PhotoServiceError> {
        await awaitCallback { done in transport.start(request(url), completion: done) }
    }

    @Test func getsABodyWithHeadersAndStatus() async throws {
        let server = try await LoopbackServer.start()
        let response = try await send(CurlTransport(), server.url.appendingPathComponent("photos")).get()
        #expect(response.status == 200)
        #expect(response.headers["x-total"] == "120")
        #expect(response.httpVersion == "1.1")
        #expect(try UnsplashJSON.decode([Photo].self, from: response.body, endpoint: "GET /photos").count == 10)
        await server.stop()
    }

    @Test func aSecondRequestReusesTheOpenConnection() async throws {
        let server = try await LoopbackServer.start()
        let transport = CurlTransport()
        let first = try await send(transport, server.url.appendingPathComponent("topics")).get()
        let second = try await send(transport, server.url.appendingPathComponent("photos")).get()
        #expect(!first.reusedConnection)
        #expect(second.reusedConnection)
        await server.stop()
    }

    @Test func aRefusedConnectionIsAConnectError() async {
        // Nothing listens on the discard port on loopback.
        let result = await send(CurlTransport(), URL(string: "http://127.0.0.1:9/photos")!)
        #expect(throws: PhotoServiceError.connectionFailed(host: "127.0.0.1")) { try result.get() }
    }

    @Test func aCancelledTransferNeverCompletesAndLeavesNothingRunning() async throws {
        var faults = FaultInjection()
        faults.latencyMilliseconds = 2000
        let server = try await LoopbackServer.start(faults: faults)
        let transport = CurlTransport()
        let completed = Flag()
        let handle = transport.start(request(server.url.appendingPathComponent("photos"))) { _ in completed.raise() }
        handle.cancel()
        server.server.setFaults(FaultInjection())
        // A later transfer's completion proves the loop processed the cancellation before it.
        let second = try await send(transport, server.url.appendingPathComponent("topics")).get()
        #expect(second.status == 200)
        #expect(transport.activeTransferCount == 0)
        #expect(!completed.isRaised)
        await server.stop()
    }

    @Test func aTruncatedBodyIsAConnectionLost() async throws {
        var faults = FaultInjection()
        faults.truncateRate = 1
        let server = try await LoopbackServer.start(faults: faults)
        let result = await send(CurlTransport(), server.url.appendingPathComponent("photos"))
        #expect(throws: PhotoServiceError.connectionLost) { try result.get() }
        await server.stop()
    }

    @Test func downloadsToAFileAtomicallyWithProgress() async throws {
        let server = try await LoopbackServer.start()
        let id = try #require(server.server.catalog.photoIDs.first)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-dl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let destination = folder.appendingPathComponent("photo.jpg")
        let progressed = Flag()
        let result: Result<HTTPResponse, PhotoServiceError> = await awaitCallback { done in
            CurlTransport().startDownload(
                request(URL(string: "\(server.url.absoluteString)/images/\(id)?w=640&h=480&fit=crop")!), to: destination,
                progress: { received, _ in if received > 0 { progressed.raise() } }, completion: done)
        }
        #expect(try result.get().status == 200)
        #expect(try Data(contentsOf: destination).starts(with: [0xFF, 0xD8]))
        #expect(progressed.isRaised)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["photo.jpg"])
        await server.stop()
    }

    @Test func aFailedDownloadLeavesNoFile() async throws {
        let server = try await LoopbackServer.start()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-dl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result: Result<HTTPResponse, PhotoServiceError> = await awaitCallback { done in
            CurlTransport().startDownload(
                request(server.url.appendingPathComponent("images/nope")), to: folder.appendingPathComponent("x.jpg"),
                progress: { _, _ in }, completion: done)
        }
        #expect(throws: PhotoServiceError.notFound(message: "Couldn't find Photo")) { try result.get() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        await server.stop()
    }

    @Test func libcurlIsLoadedOnFirstUseAndATransferAfterwardsWorks() async throws {
        #expect(CurlMultiLoop.libraryLoadFailure() == nil)
        let server = try await LoopbackServer.start()
        let response = try await send(CurlTransport(), server.url.appendingPathComponent("topics")).get()
        #expect(response.status == 200)
        await server.stop()
    }

    @Test func withoutLibcurlEachTransferFailsAtOnceSayingWhyAndLeavesNoFile() async throws {
        let reason = "libcurl could not be loaded: libcurl.so.4: cannot open shared object file: No such file or directory"
        let transport = CurlTransport(libraryLoadFailure: reason)
        let sent = await send(transport, URL(string: "http://127.0.0.1:9/photos")!)
        #expect(throws: PhotoServiceError.transport(code: -1, message: reason)) { try sent.get() }

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-dl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let downloaded: Result<HTTPResponse, PhotoServiceError> = await awaitCallback { done in
            transport.startDownload(
                request(URL(string: "http://127.0.0.1:9/x.jpg")!), to: folder.appendingPathComponent("x.jpg"),
                progress: { _, _ in }, completion: done)
        }
        #expect(throws: PhotoServiceError.transport(code: -1, message: reason)) { try downloaded.get() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        #expect(transport.activeTransferCount == 0)
    }

    @Test func theDownloadObservableReportsProgressAndDisposingLeavesNoFile() async throws {
        let server = try await LoopbackServer.start()
        let id = try #require(server.server.catalog.photoIDs.first)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-dl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let transport = CurlTransport()
        let url = URL(string: "\(server.url.absoluteString)/images/\(id)?w=800&h=600&fit=crop")!
        let progress = UncheckedBox<[DownloadProgress]>()
        progress.value = []
        let lock = NSLock()
        let completed: Bool = await awaitCallback { done in
            _ = transport.download(request(url), to: folder.appendingPathComponent("a.jpg")).subscribe(
                onNext: { value in lock.withLock { progress.value!.append(value) } },
                onError: { _ in done(false) }, onCompleted: { done(true) })
        }
        #expect(completed)
        let reports = lock.withLock { progress.value! }
        #expect(!reports.isEmpty && reports.map(\.received) == reports.map(\.received).sorted())
        #expect(reports.last?.fraction == 1)

        var slow = FaultInjection()
        slow.latencyMilliseconds = 2000
        server.server.setFaults(slow)
        let subscription = transport.download(request(url), to: folder.appendingPathComponent("b.jpg")).subscribe()
        subscription.dispose()
        server.server.setFaults(FaultInjection())
        _ = try await send(transport, server.url.appendingPathComponent("topics")).get()
        #expect(transport.activeTransferCount == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.jpg"])
        await server.stop()
    }
}
