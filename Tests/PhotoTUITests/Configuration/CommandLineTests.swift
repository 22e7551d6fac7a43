import ArgumentParser
import Testing
@testable import PhotoTUI

@Suite("Command-line parsing")
struct CommandLineTests {
    @Test func noArgumentsOpensTheBrowser() throws {
        let command = try PhotoTUICommand.parseAsRoot([])
        #expect(command is BrowseCommand)
    }

    @Test func subcommandsParseTheirArguments() throws {
        let search = try #require(try PhotoTUICommand.parseAsRoot(["search", "바다", "--per-page", "5", "--json"]) as? SearchCommand)
        #expect(search.query == ["바다"])
        #expect(search.perPage == 5)
        #expect(search.json)
        let show = try #require(try PhotoTUICommand.parseAsRoot(["show", "abc123"]) as? ShowCommand)
        #expect(show.id == "abc123")
        let download = try #require(try PhotoTUICommand.parseAsRoot(["download", "abc", "-o", "/tmp/x.jpg"]) as? DownloadCommand)
        #expect(download.output == "/tmp/x.jpg")
        // show takes ids, photo pages and paths; download the first two; a folder's order is one of its three.
        #expect(throws: Never.self) { try PhotoTUICommand.parseAsRoot(["show", "https://unsplash.com/photos/a-wave-Dwu85P9SOIk"]) }
        #expect(throws: Never.self) { try PhotoTUICommand.parseAsRoot(["show", "folder:/tmp/x.jpg"]) }
        #expect(throws: Never.self) { try PhotoTUICommand.parseAsRoot(["download", "https://openverse.org/image/3b1e9f6a-0000-4000-8000-000000000001"]) }
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["show", "https://example.com/photos/x"]) }
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["download", "/tmp/x.jpg"]) }
        #expect(throws: Never.self) { try PhotoTUICommand.parseAsRoot(["browse", "--order", "size", "/tmp"]) }
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["browse", "--order", "shuffle"]) }
        #expect(throws: Never.self) { try PhotoTUICommand.parseAsRoot(["search", "x", "--source", "library:recent"]) }
        #expect(try PhotoTUICommand.parseAsRoot(["serve"]) is ServeCommand)
    }

    @Test func globalFlagsBecomeConfigurationFlags() throws {
        let search = try #require(
            try PhotoTUICommand.parseAsRoot(["search", "x", "--api-url", "http://h:1", "--no-color", "--log-level", "debug"])
                as? SearchCommand)
        #expect(search.global.flags.apiURL == "http://h:1")
        #expect(search.global.flags.noColor)
        #expect(search.global.flags.logLevel == .debug)
    }

    @Test func badFlagsAreRejectedWithAMessage() {
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["--bogus"]) }
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["search", "x", "--per-page", "99"]) }
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["search"]) }
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["browse", "--disk-cache-mb", "0"]) }
        let message = PhotoTUICommand.message(for: ValidationError("--per-page must be 1 to 30, got 99."))
        #expect(message.contains("--per-page"))
    }

    /// ArgumentParser quotes what was typed; the printed message shows its escapes instead.
    @Test func aFailureIsPrintedWithItsControlCharactersShown() throws {
        let error = try #require(#expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["--\u{1B}]0;x\u{07}"]) })
        let printed = CommandErrorOutput.text(PhotoTUICommand.fullMessage(for: error))
        #expect(printed.hasPrefix("Error: Unknown option '--\\u{1B}]0;x\\u{7}'\n"), "\(printed)")
        #expect(!printed.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let source = try #require(#expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["search", "x", "--source", "\u{9B}2J"]) })
        #expect(CommandErrorOutput.text(PhotoTUICommand.fullMessage(for: source)).contains("The value '\\u{9B}2J' is invalid"))
    }
}
