import Foundation
import Logging
import Testing
@testable import PhotoCore
@testable import PhotoModel

@Suite("The access key never reaches the log")
struct SecretRedactorTests {
    @Test func redactsKnownSecretsAnywhere() {
        let redactor = SecretRedactor(secrets: ["abc123KEY"])
        #expect(redactor.redact("GET /photos?x=abc123KEY&y=1") == "GET /photos?x=[REDACTED]&y=1")
    }

    /// A key of one letter (`UNSPLASH_ACCESS_KEY=k`) masks that letter only where it is a token.
    @Test func aShortKeyIsMaskedOnlyAsAWholeToken() {
        let redactor = SecretRedactor(secrets: ["k"])
        #expect(redactor.redact("looking at kites: GET /search?client_id=k&page=2 key=k (k)")
            == "looking at kites: GET /search?client_id=[REDACTED]&page=2 key=[REDACTED] ([REDACTED])")
        #expect(redactor.redact("Authorization: Client-ID k") == "Authorization: Client-ID [REDACTED]")
        #expect(SecretRedactor(secrets: ["ab-1"]).redact("ab-12 ab-1 xab-1 ab-1.") == "ab-12 [REDACTED] xab-1 [REDACTED].")
    }

    @Test func aKeyOfRealLengthIsMaskedEvenInsideAWord() {
        let key = "Ab3dEf6hIj9lMn2pQr5tUv8xYz1bCd4fGh7jKl0nOp_"  // 43 characters, as Unsplash's
        #expect(SecretRedactor(secrets: [key]).redact("x\(key)y and \(key)") == "x[REDACTED]y and [REDACTED]")
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
