import Testing
@testable import PhotoTUI

/// The browser's common launches read without ArgumentParser mean exactly what ArgumentParser
/// reads from them; anything else is left to ArgumentParser.
@Suite("The browser's fast path reads as ArgumentParser does")
struct BrowseFastPathTests {
    /// What ArgumentParser makes of `arguments`: a browse launch, or nil for anything else.
    private func parsed(_ arguments: [String]) throws -> BrowseLaunch? {
        (try PhotoTUICommand.parseAsRoot(arguments) as? BrowseCommand).map(BrowseLaunch.init)
    }

    @Test(arguments: [
        [],
        ["-q", "sea", "--graphics", "symbols"],
        ["--query", "sea fog", "--color", "256", "--symbols", "sextants"],
        ["--query=sea", "--graphics=KITTY", "--no-color", "--plain"],
        ["-q", ""],
        ["--offline", "/home/ada/Pictures", "--order", "name", "--follow-links"],
        ["./photos", "--source", "folder:/srv/photos"],
        ["--source", "folder:/srv/photos"],
        ["--source", "openverse", "--api-url", "http://127.0.0.1:9", "--log-level", "debug"],
        ["--source=library:recent", "--cache-dir", "/tmp/c", "--config", "/etc/pt.toml"],
        ["--graphics-trace", "/tmp/trace.log", "--color", "true", "-q", "sea"],
    ])
    func aCommonLaunchMeansWhatArgumentParserReads(_ arguments: [String]) throws {
        let fast = try #require(BrowseFastPath.launch(arguments))
        #expect(try fast == parsed(arguments))
    }

    @Test func theSubcommandNamesAreTheCommandsOwn() {
        let names = PhotoTUICommand.configuration.subcommands.map { $0.configuration.commandName ?? "" }
        #expect(BrowseFastPath.subcommandNames == Set(names + ["help"]))
    }

    @Test func noArgumentsIsTheDefaultLaunch() {
        #expect(BrowseFastPath.launch([]) == BrowseLaunch())
    }

    @Test(arguments: [
        ["search", "sea"], ["browse"], ["doctor"], ["help"], ["--help"], ["-h"], ["--version"],
        ["Pictures"],                                  // a word: could be a subcommand's name
        ["/a", "/b"],                                  // two folders
        ["-q", "sea", "-q", "fog"], ["-q", "sea", "--query", "fog"],
        ["--offline", "--offline"], ["--offline=true"],
        ["-q"], ["-q", "--offline"], ["-qsea"], ["-q=sea"],
        ["--graphics", "pixels"], ["--color", "purple"], ["--source", "flickr"], ["--log-level", "loud"], ["--order", "relevant"],
        ["--disk-cache-mb", "64"], ["--size", "800"], ["--exec", "echo"],
        ["--bogus"], ["--"], ["-"], ["--query="],
        ["-q", "search"], ["--config", "doctor"], ["--query=help"],  // values ArgumentParser may take for a subcommand
    ])
    func anythingElseGoesToArgumentParser(_ arguments: [String]) {
        #expect(BrowseFastPath.launch(arguments) == nil)
    }
}
