import ArgumentParser
import Testing
@testable import PhotoTUI

/// Global options (`GlobalOptions`) before or after the subcommand: `photo-tui --offline search sea`.
@Suite("Global options on either side of the subcommand")
struct PhotoTUICommandTests {
    /// The global options of whichever command `arguments` parse to.
    private func globalFlags(_ arguments: [String]) throws -> ConfigurationFlags {
        let command = try PhotoTUICommand.parseAsRoot(arguments)
        switch command {
        case let command as BrowseCommand: return command.global.flags
        case let command as PickCommand: return command.global.flags
        case let command as SearchCommand: return command.global.flags
        case let command as ShowCommand: return command.global.flags
        case let command as DownloadCommand: return command.global.flags
        case let command as ServeCommand: return command.global.flags
        case let command as DoctorCommand: return command.global.flags
        default: throw ValidationError("no global options in \(type(of: command))")
        }
    }

    private static let globals = [
        "--offline", "--source", "folder:/srv/photos", "--api-url", "http://127.0.0.1:9", "--config", "/etc/pt.toml",
        "--log-level", "debug", "--no-color", "--cache-dir", "/tmp/c", "--disk-cache-mb", "64",
    ]

    @Test(arguments: [["search", "sea"], ["show", "abc"], ["download", "abc"], ["pick", "sea"], ["browse"], ["serve"], ["doctor"]])
    func everyGlobalOptionMeansTheSameBeforeTheSubcommandAsAfterIt(_ command: [String]) throws {
        let after = try globalFlags(command + Self.globals)
        let before = try globalFlags(Self.globals + command)
        #expect(before == after)
        var expected = ConfigurationFlags(
            configFile: "/etc/pt.toml", apiURL: "http://127.0.0.1:9", logLevel: .debug, noColor: true,
            cacheDirectory: "/tmp/c", diskCacheMegabytes: 64, offline: true)
        expected.folderPaths = ["/srv/photos"]
        #expect(before == expected)
    }

    @Test func theSubcommandKeepsItsOwnArgumentsWhenGlobalsComeFirst() throws {
        let search = try #require(try PhotoTUICommand.parseAsRoot(["--offline", "search", "sea", "--per-page", "3"]) as? SearchCommand)
        #expect(search.query == ["sea"] && search.perPage == 3 && search.global.offline)
        let show = try #require(try PhotoTUICommand.parseAsRoot(["--source", "openverse", "show", "abc", "--json"]) as? ShowCommand)
        #expect(show.id == "abc" && show.json && show.global.source == .openverse)
        // Some before and some after.
        let download = try #require(
            try PhotoTUICommand.parseAsRoot(["--no-color", "download", "abc", "--log-level", "info", "-o", "x.jpg"]) as? DownloadCommand)
        #expect(download.global.noColor && download.global.logLevel == .info && download.output == "x.jpg")
    }

    @Test func globalsBeforeTheDefaultBrowserAndItsFolder() throws {
        let browse = try #require(try PhotoTUICommand.parseAsRoot(["--offline", "/home/ada/Pictures"]) as? BrowseCommand)
        #expect(browse.global.offline && browse.folder == "/home/ada/Pictures")
        let bare = try #require(try PhotoTUICommand.parseAsRoot(["--log-level", "debug"]) as? BrowseCommand)
        #expect(bare.global.logLevel == .debug && bare.folder == nil)
    }

    @Test func globalsBeforeTheSubcommandAreValidatedAsAfterIt() {
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["--source", "flickr", "search", "sea"]) }
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["--disk-cache-mb", "0", "show", "abc"]) }
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["--source"]) }
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["--bogus", "search", "sea"]) }
        // A subcommand's own option is still refused where no command takes it.
        #expect(throws: (any Error).self) { try PhotoTUICommand.parseAsRoot(["--per-page", "3", "show", "abc"]) }
    }

    @Test func theHelpListsTheGlobalOptionsAndSaysTheyGoEitherSide() {
        let help = PhotoTUICommand.helpMessage(columns: 200)
        #expect(help.contains("GLOBAL OPTIONS:"))
        #expect(help.contains("--offline") && help.contains("--source <source>") && help.contains("--api-url <url>"))
        #expect(help.contains("Global options go before or after the subcommand."))
    }
}
