import Foundation
import Testing
@testable import PhotoTUI

@Suite("Configuration precedence and config-file errors")
struct ConfigurationTests {
    let home = ["HOME": "/home/ada"]

    func resolve(
        _ flags: ConfigurationFlags = ConfigurationFlags(), env: [String: String] = [:], file: String? = nil
    ) throws -> Configuration {
        try Configuration.resolve(flags: flags, environment: home.merging(env) { $1 }) { _ in file }
    }

    @Test func defaultsUseTheOfflineLibraryAndXDGDefaults() throws {
        let config = try resolve()
        #expect(config.source == .offline)
        #expect(config.logLevel == .info)
        #expect(config.colorEnabled)
        #expect(config.configFile == "/home/ada/.config/photo-tui/config.toml")
        #expect(config.cacheDirectory == "/home/ada/.cache/photo-tui")
        #expect(config.logFile == "/home/ada/.local/state/photo-tui/photo-tui.log")
        #expect(config.downloadsDirectory == "/home/ada/Pictures/photo-tui")
        #expect(config.diskCacheBytes == 512 * 1_048_576)
    }

    @Test func xdgVariablesMoveEveryFolder() throws {
        let config = try resolve(env: [
            "XDG_CONFIG_HOME": "/c", "XDG_CACHE_HOME": "/k", "XDG_STATE_HOME": "/s", "XDG_PICTURES_DIR": "/p",
        ])
        #expect(config.configFile == "/c/photo-tui/config.toml")
        #expect(config.cacheDirectory == "/k/photo-tui")
        #expect(config.stateDirectory == "/s/photo-tui")
        #expect(config.downloadsDirectory == "/p/photo-tui")
    }

    @Test func aKeyInTheEnvironmentSelectsUnsplash() throws {
        let config = try resolve(env: ["UNSPLASH_ACCESS_KEY": "env-key"])
        #expect(config.source == .unsplash(apiURL: URL(string: "https://api.unsplash.com")!, accessKey: "env-key"))
    }

    @Test func environmentBeatsFileAndFlagsBeatEnvironment() throws {
        let file = """
            access_key = "file-key"
            api_url = "http://file.example:1"
            log_level = "error"
            color = true
            """
        let fromFile = try resolve(file: file)
        #expect(fromFile.source == .server(apiURL: URL(string: "http://file.example:1")!, accessKey: "file-key"))
        #expect(fromFile.logLevel == .error)

        let fromEnv = try resolve(
            env: ["UNSPLASH_ACCESS_KEY": "env-key", "PHOTO_TUI_API_URL": "http://env.example:2",
                  "PHOTO_TUI_LOG_LEVEL": "debug", "NO_COLOR": "1"],
            file: file)
        #expect(fromEnv.source == .server(apiURL: URL(string: "http://env.example:2")!, accessKey: "env-key"))
        #expect(fromEnv.logLevel == .debug)
        #expect(!fromEnv.colorEnabled)

        var flags = ConfigurationFlags()
        flags.apiURL = "http://flag.example:3"
        flags.logLevel = .trace
        let fromFlags = try resolve(flags, env: ["PHOTO_TUI_API_URL": "http://env.example:2", "PHOTO_TUI_LOG_LEVEL": "debug"], file: file)
        #expect(fromFlags.source == .server(apiURL: URL(string: "http://flag.example:3")!, accessKey: "file-key"))
        #expect(fromFlags.logLevel == .trace)
    }

    @Test func emptyNoColorIsIgnoredAsTheConventionSays() throws {
        #expect(try resolve(env: ["NO_COLOR": ""]).colorEnabled)
        #expect(try !resolve(file: "color = false").colorEnabled)
        var flags = ConfigurationFlags()
        flags.noColor = true
        #expect(try !resolve(flags).colorEnabled)
    }

    @Test func colourSettingFromFlagEnvironmentOrFile() throws {
        #expect(try resolve().color == .auto)
        #expect(try resolve(file: "color = 256").color == .palette256)
        #expect(try resolve(file: "color = \"truecolor\"").color == .truecolor)
        #expect(try resolve(file: "color = true").color == .auto)
        #expect(try resolve(file: "color = false").color == ColorSetting.none)
        #expect(try resolve(env: ["PHOTO_TUI_COLOR": "16"], file: "color = 256").color == .ansi16)
        var flags = ConfigurationFlags()
        flags.color = .truecolor
        #expect(try resolve(flags, env: ["PHOTO_TUI_COLOR": "16"]).color == .truecolor)
        // NO_COLOR and --no-color win over any setting.
        #expect(try resolve(flags, env: ["NO_COLOR": "1"]).color == ColorSetting.none)
        flags.noColor = true
        #expect(try !resolve(flags).colorEnabled)
    }

    @Test func aBadColourSettingNamesTheKeyAndTheChoices() throws {
        #expect {
            try resolve(file: "color = \"rainbow\"")
        } throws: { error in
            let message = "\(error)"
            return message.contains("color") && message.contains("rainbow") && message.contains("truecolor, 256, 16")
        }
    }

    @Test func graphicsAreAutomaticUnlessAFlagTheEnvironmentOrTheFileSaysOtherwise() throws {
        #expect(try resolve().graphics == .auto)
        #expect(try resolve().tmuxPassthrough == false)
        let file = "graphics = \"sixel\"\ntmux_passthrough = true"
        #expect(try resolve(file: file).graphics == .sixel)
        #expect(try resolve(file: file).tmuxPassthrough)
        #expect(try resolve(env: ["PHOTO_TUI_GRAPHICS": "Kitty"], file: file).graphics == .kitty)
        var flags = ConfigurationFlags()
        flags.graphics = .symbols
        #expect(try resolve(flags, env: ["PHOTO_TUI_GRAPHICS": "kitty"], file: file).graphics == .symbols)
        #expect(throws: ConfigurationError.self) { try resolve(file: "graphics = \"pixels\"") }
        do {
            _ = try resolve(file: "graphics = \"pixels\"")
        } catch let error as ConfigurationError {
            #expect(error.description.contains("graphics"))
            #expect(error.description.contains("iterm2"))
        }
    }

    @Test func symbolsAreBlocksUnlessSextantsAreAsked() throws {
        #expect(try resolve().imageSymbols == .blocks)
        #expect(try resolve(file: "symbols = \"sextants\"").imageSymbols == .sextants)
        var flags = ConfigurationFlags()
        flags.symbols = .blocks
        #expect(try resolve(flags, env: ["PHOTO_TUI_SYMBOLS": "sextants"]).imageSymbols == .blocks)
        #expect(throws: ConfigurationError.self) { try resolve(env: ["PHOTO_TUI_SYMBOLS": "braille"]) }
    }

    @Test func offlineFlagWinsOverAKey() throws {
        var flags = ConfigurationFlags()
        flags.offline = true
        #expect(try resolve(flags, env: ["UNSPLASH_ACCESS_KEY": "k"]).source == .offline)
    }

    @Test func cacheSettingsFromFileAndFlags() throws {
        let file = """
            [cache]
            directory = "~/cache-here"
            disk_mb = 100
            memory_mb = 32
            [downloads]
            directory = "~/Downloads/pics"
            """
        let config = try resolve(file: file)
        #expect(config.cacheDirectory == "/home/ada/cache-here")
        #expect(config.diskCacheBytes == 100 * 1_048_576)
        #expect(config.memoryCacheBytes == 32 * 1_048_576)
        #expect(config.downloadsDirectory == "/home/ada/Downloads/pics")
        var flags = ConfigurationFlags()
        flags.diskCacheMegabytes = 7
        flags.cacheDirectory = "/tmp/c"
        let overridden = try resolve(flags, file: file)
        #expect(overridden.diskCacheBytes == 7 * 1_048_576)
        #expect(overridden.cacheDirectory == "/tmp/c")
    }

    @Test func malformedTOMLNamesTheFileAndLine() throws {
        let error = #expect(throws: ConfigurationError.self) {
            try resolve(file: "log_level = \"info\"\ncolor = = true\n")
        }
        #expect(error?.file == "/home/ada/.config/photo-tui/config.toml")
        #expect(error?.line == 2)
        #expect(error?.description.hasPrefix("/home/ada/.config/photo-tui/config.toml:2: ") == true)
    }

    @Test func aValueOfTheWrongTypeNamesTheKeyAndLine() throws {
        let error = #expect(throws: ConfigurationError.self) {
            try resolve(file: "color = true\n\n[cache]\ndisk_mb = \"lots\"\n")
        }
        #expect(error?.key == "cache.disk_mb")
        #expect(error?.line == 4)
        #expect(error?.description.contains("key 'cache.disk_mb': must be a whole number") == true)
    }

    @Test func unknownKeysAreReportedNotIgnored() throws {
        let error = #expect(throws: ConfigurationError.self) {
            try resolve(file: "[cache]\ndisk_megabytes = 3\n")
        }
        #expect(error?.key == "cache.disk_megabytes")
        #expect(error?.line == 2)
    }

    /// Plain mode: `--plain`, then `PHOTO_TUI_PLAIN`, then `plain` in the file; off by default.
    @Test func plainModeFollowsThePrecedence() throws {
        #expect(try resolve().plain == false)
        #expect(try resolve(file: "plain = true\n").plain == true)
        #expect(try resolve(env: ["PHOTO_TUI_PLAIN": "1"]).plain == true)
        #expect(try resolve(env: ["PHOTO_TUI_PLAIN": "0"], file: "plain = true\n").plain == false)
        var flags = ConfigurationFlags()
        flags.plain = true
        #expect(try resolve(flags, env: ["PHOTO_TUI_PLAIN": "0"]).plain == true)
        #expect(throws: ConfigurationError(key: "plain", message: "'maybe' is not 1 or 0", setting: "$PHOTO_TUI_PLAIN")) {
            try resolve(env: ["PHOTO_TUI_PLAIN": "maybe"])
        }
        #expect(try PhotoTUICommand.parseAsRoot(["--plain"]) is BrowseCommand)
        #expect(try (PhotoTUICommand.parseAsRoot(["pick", "sea", "--plain"]) as? PickCommand)?.plain.plain == true)
    }

    @Test func badLogLevelAndURLAreExplained() throws {
        let level = #expect(throws: ConfigurationError.self) { try resolve(file: "log_level = \"loud\"") }
        #expect(level?.description.contains("'loud' is not a log level") == true)
        let url = #expect(throws: ConfigurationError.self) { try resolve(env: ["PHOTO_TUI_API_URL": "ftp://x"]) }
        #expect(url?.key == "api_url")
        #expect(url?.file == nil)
    }

    @Test func anExplicitConfigFileMustExist() throws {
        var flags = ConfigurationFlags()
        flags.configFile = "~/nope.toml"
        let error = #expect(throws: ConfigurationError.self) {
            try Configuration.resolve(flags: flags, environment: home) { _ in nil }
        }
        #expect(error?.description == "/home/ada/nope.toml: no such file")
    }

    @Test func theDescriptionNeverShowsTheKey() throws {
        let config = try resolve(env: ["UNSPLASH_ACCESS_KEY": "secret-key-123"])
        #expect(!config.description.contains("secret-key-123"))
        #expect(!"\(config.source)".contains("secret-key-123"))
    }

    /// Every message that quotes a value shows its control characters and cuts it at 80.
    @Test(arguments: [
        ("log_level = \"\\u001b]0;pwned\\u0007\"", "log_level"),
        ("api_url = \"\\u001b]52;c;aGk=\\u0007\"", "api_url"),
        ("color = \"\\u001b[2J\"", "color"),
        ("source = \"\\u009b31m\"", "source"),
        ("[keys]\nstar = \"\\u001b[31m\"", "keys.star"),
        ("[theme]\naccent = \"\\u001b[31m\"", "theme.accent"),
        ("[theme]\nbase = \"\\u007f\\u202e\"", "theme.base"),
        ("[downloads]\nsize = \"\\u001b[31m\"", "downloads.size"),
        ("[folder]\norder = \"\\u001b[31m\"", "folder.order"),
        ("\"\\u001b]0;x\\u0007\" = 1", "\u{1B}]0;x\u{07}"),
    ])
    func aValueFromTheFileIsEchoedWithItsControlCharactersShown(file: String, key: String) throws {
        let error = try #require(#expect(throws: ConfigurationError.self) { try resolve(file: file) })
        #expect(error.key == key)
        #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" },
                "\(error.description.debugDescription)")
        #expect(error.description.contains("\\u{"), "\(error.description)")
    }

    @Test func valuesFromFlagsAndTheEnvironmentAreEchoedSafelyToo() throws {
        var flags = ConfigurationFlags()
        flags.apiURL = "\u{1B}[2Jhttp"
        let flag = try #require(#expect(throws: ConfigurationError.self) { try resolve(flags) })
        #expect(flag.description == "--api-url: '\\u{1B}[2Jhttp' is not an http(s) URL")
        let env = try #require(#expect(throws: ConfigurationError.self) {
            try resolve(env: ["PHOTO_TUI_API_URL": "\u{1B}]52;c;aGk=\u{07}"])
        })
        #expect(env.description == "$PHOTO_TUI_API_URL: '\\u{1B}]52;c;aGk=\\u{7}' is not an http(s) URL")
        let level = try #require(#expect(throws: ConfigurationError.self) { try resolve(env: ["PHOTO_TUI_LOG_LEVEL": "\u{07}"]) })
        #expect(level.description.hasPrefix("$PHOTO_TUI_LOG_LEVEL: '\\u{7}' is not a log level"))
    }

    @Test func aHugeValueIsCutInTheMessage() throws {
        let value = String(repeating: "a", count: 4 << 20)
        let error = try #require(#expect(throws: ConfigurationError.self) { try resolve(env: ["PHOTO_TUI_LOG_LEVEL": value]) })
        #expect(error.description == "$PHOTO_TUI_LOG_LEVEL: '\(String(repeating: "a", count: 80))…' is not a log level "
            + "(expected one of: trace, debug, info, notice, warning, error, critical)")
    }

    @Test func aFileTheReaderRefusesIsNamedWithTheReason() throws {
        var flags = ConfigurationFlags()
        flags.configFile = "/dev/zero"
        let error = try #require(#expect(throws: ConfigurationError.self) {
            try Configuration.resolve(flags: flags, environment: home, readFile: Configuration.readFileIfPresent)
        })
        #expect(error.description == "/dev/zero: is a character device, not a regular file: give a config file")
    }
}
