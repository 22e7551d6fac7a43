import Foundation
import Logging
import Testing
@testable import PhotoCore

@Suite("The access key never reaches the log")
struct SecretRedactorTests {
    @Test func redactsKnownSecretsAnywhere() {
        let redactor = SecretRedactor(secrets: ["abc123KEY"])
        #expect(redactor.redact("GET /photos?x=abc123KEY&y=1") == "GET /photos?x=[REDACTED]&y=1")
    }

    @Test func redactsClientIDHeadersAndQueryParametersEvenForUnknownKeys() {
        let redactor = SecretRedactor(secrets: [])
        #expect(redactor.redact("Authorization: Client-ID zzz999 next") == "Authorization: Client-ID [REDACTED] next")
        #expect(redactor.redact("/search?client_id=zzz&page=2") == "/search?client_id=[REDACTED]&page=2")
    }

    @Test func theLogFileNeverContainsTheKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-log-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("state/photo-tui.log")
        let sink = FileLogHandler.Sink(url: url, redactor: SecretRedactor(secrets: ["sekrit-42"]))
        let logger = Logger(label: "test") { FileLogHandler(label: $0, sink: sink, level: .debug) }
        logger.info("request with sekrit-42", metadata: ["header": "Client-ID sekrit-42"])
        logger.trace("below the level")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("request with [REDACTED]"))
        #expect(!text.contains("sekrit-42"))
        #expect(!text.contains("below the level"))
    }
}
