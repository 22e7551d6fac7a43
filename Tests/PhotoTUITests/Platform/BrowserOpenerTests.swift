import Foundation
import Testing
@testable import PhotoTUI

@Suite("Browser opener")
struct BrowserOpenerTests {
    private let url = URL(string: "https://unsplash.com/photos/abc")!

    @Test func browserVariableWinsAndItsFirstExistingCommandIsUsed() throws {
        let env = ["PATH": "/usr/bin:/bin", "BROWSER": "no-such-browser-xyz:sh -c 'true' %s", "DISPLAY": ":0"]
        let command = try #require(BrowserOpener.command(for: url, environment: env))
        #expect(command.executable.hasSuffix("/sh"))
        #expect(command.arguments == ["-c", "'true'", url.absoluteString])
        let appended = try #require(BrowserOpener.command(for: url, environment: ["PATH": "/usr/bin:/bin", "BROWSER": "true"]))
        #expect(appended.arguments == [url.absoluteString])
    }

    @Test func withoutABrowserOrADesktopThereIsNothingToOpenWithAndItSaysSo() {
        let env = ["PATH": "/nonexistent"]
        #expect(BrowserOpener.command(for: url, environment: env) == nil)
        let message = BrowserOpener.open(url, environment: env)
        #expect(message?.contains("set $BROWSER") == true)
        // xdg-open alone, with no desktop session (no DISPLAY), would only fail: not chosen.
        #expect(BrowserOpener.command(for: url, environment: ["PATH": "/usr/bin:/bin", "BROWSER": "no-such-browser-xyz"]) == nil)
    }

    @Test func aFileWithNothingToOpenItNamesNoKeyThatWouldNotHelp() {
        let env = ["PATH": "/nonexistent"]
        let file = URL(fileURLWithPath: "/home/ada/Pictures/beach.jpg")
        #expect(BrowserOpener.open(url, environment: env)
            == "No browser to open it with: set $BROWSER (e.g. BROWSER=firefox) or install xdg-open; y copies the link")
        // In Duplicates `y` answers the Trash's question; in a folder it copies the path: neither is "the link".
        #expect(BrowserOpener.open(file, environment: env)
            == "No program to open the file with: set $BROWSER (e.g. BROWSER=firefox) or install xdg-open")
    }
}
