import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoModel
@testable import UnsplashSource

/// Only https (and http to this machine) is opened or copied; JSON output hides nothing.
@Suite struct LinkPolicyTests {
    @Test(arguments: ["https://unsplash.com/photos/a?utm_source=photo_tui", "http://127.0.0.1:8080/photos/a", "http://localhost/x"])
    func allows(_ text: String) {
        #expect(LinkPolicy.allows(URL(string: text)!))
    }

    @Test(arguments: [
        "file:///etc/passwd?utm_source=photo_tui", "javascript:alert(1)", "http://example.com/photos/a",
        "ftp://example.com/a", "x-scheme-handler://run", "data:text/html,hi", "https:///nohost",
    ])
    func refuses(_ text: String) throws {
        let url = try #require(URL(string: text))
        #expect(LinkPolicy.refusal(for: url) != nil)
    }

    /// A link that logs in, or only looks like Unsplash's (`unsplash.com:x@evil.example`).
    @Test(arguments: ["https://user:pw@example.com/photos/a", "https://unsplash.com:photo@evil.example/a",
                      "https://token@example.com/", "http://user:pw@127.0.0.1:8080/photos/a"])
    func refusesCredentialsInTheLink(_ text: String) throws {
        let url = try #require(URL(string: text))
        let refusal = try #require(LinkPolicy.refusal(for: url))
        #expect(refusal.hasPrefix("Not opening a link with a user name or password in it (it goes to "))
        #expect(!refusal.contains("pw") && !refusal.contains("photo@"))
    }

    @Test func jsonEscapesEveryControlAndBidiCharacter() throws {
        let raw = "{\n  \"a\" : \"x\u{85}\u{9B}31m\u{202E}gpj.exe\u{2066}\u{7F}\u{2028}y\"\n}"
        let escaped = JSONTextEscaper.escape(raw)
        #expect(escaped == "{\n  \"a\" : \"x\\u0085\\u009b31m\\u202egpj.exe\\u2066\\u007f\\u2028y\"\n}")
        #expect(!escaped.unicodeScalars.contains { JSONTextEscaper.mustEscape($0) && $0 != "\n" })
        let decoded = try JSONSerialization.jsonObject(with: Data(escaped.utf8)) as? [String: String]
        #expect(decoded?["a"] == "x\u{85}\u{9B}31m\u{202E}gpj.exe\u{2066}\u{7F}\u{2028}y")
    }

    @Test func aKeyOverPlainHTTPToAnotherHostIsWarnedAbout() {
        #expect(InsecureKeyWarning.message(baseURL: URL(string: "http://api.example.com")!, accessKey: "k")
            == "Warning: the access key is sent unencrypted to api.example.com (http://); use https.")
        #expect(InsecureKeyWarning.message(baseURL: URL(string: "https://api.example.com")!, accessKey: "k") == nil)
        #expect(InsecureKeyWarning.message(baseURL: URL(string: "http://127.0.0.1:9")!, accessKey: "k") == nil)
        #expect(InsecureKeyWarning.message(baseURL: URL(string: "http://api.example.com")!, accessKey: nil) == nil)
    }
}
