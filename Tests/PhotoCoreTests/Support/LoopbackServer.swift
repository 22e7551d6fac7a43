import Foundation
import EventStream
@testable import PhotoCore
@testable import OfflineLibrary

/// An offline server on an ephemeral loopback port for one test, with a small catalog.
///
/// Tests that talk to it must be `async` and await results (``awaitCallback(_:)``): the server runs
/// on Swift's cooperative pool, which a test blocking a pool thread could starve.
final class LoopbackServer: @unchecked Sendable {
    let server: OfflineServer
    let url: URL

    private init(server: OfflineServer, url: URL) {
        self.server = server
        self.url = url
    }

    static func start(
        photos: Int = 120, seed: UInt64 = 3, faults: FaultInjection = FaultInjection(), dialect: OfflineAPIDialect = .unsplash
    ) async throws -> LoopbackServer {
        let server = OfflineServer(catalog: OfflineCatalog(seed: seed, count: photos), faults: faults, dialect: dialect)
        return LoopbackServer(server: server, url: try await server.start())
    }

    func stop() async { await server.stop() }
}

/// Awaits a callback-style operation: `body` receives the function to call with the result.
func awaitCallback<Value: Sendable>(_ body: (@escaping @Sendable (Value) -> Void) -> Void) async -> Value {
    await withCheckedContinuation { continuation in
        let once = OnceFlag()
        body { value in if once.claim() { continuation.resume(returning: value) } }
    }
}

/// True the first time only, from any thread.
final class OnceFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed = false

    func claim() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if claimed { return false }
        claimed = true
        return true
    }
}

/// Records whether something happened, from any thread.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    func raise() {
        lock.lock()
        raised = true
        lock.unlock()
    }

    var isRaised: Bool {
        lock.lock()
        defer { lock.unlock() }
        return raised
    }
}

/// Awaits a `Single`'s result.
func awaitSingle<Element>(_ single: Single<Element>) async -> Result<Element, Error> {
    await withCheckedContinuation { continuation in
        let once = OnceFlag()
        _ = single.subscribe { result in
            if once.claim() { continuation.resume(returning: result) }
        }
    }
}

/// Lets a non-Sendable value cross into a callback in tests.
final class UncheckedBox<Value>: @unchecked Sendable {
    var value: Value?
}
