import ArgumentParser
import Foundation
import Logging
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// Every layered setting: the flag beats the environment, which beats the file, which beats the
/// default; a bad value is refused naming the flag, the variable, or the file, line and key.
@Suite("Layered settings: order and origin")
struct SettingLayersTests {
    private func resolve(_ flags: ConfigurationFlags = ConfigurationFlags(), env: [String: String] = [:], file: String? = nil) throws
        -> Configuration
    {
        try Configuration.resolve(flags: flags, environment: ["HOME": "/home/ada"].merging(env) { $1 }) { _ in file }
    }

    private static let configPath = "/home/ada/.config/photo-tui/config.toml"

    /// One setting's value in each layer (flag, variable, file), the default, and how to read it.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let setFlag: @Sendable (inout ConfigurationFlags) -> Void
        let variable: String
        let envValue: String
        let fileLine: String
        let read: @Sendable (Configuration) -> String
        let flagResult: String, envResult: String, fileResult: String, defaultResult: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "log level", setFlag: { $0.logLevel = .trace }, variable: "PHOTO_TUI_LOG_LEVEL", envValue: "DEBUG",
             fileLine: "log_level = \"error\"", read: { $0.logLevel.rawValue },
             flagResult: "trace", envResult: "debug", fileResult: "error", defaultResult: "info"),
        Case(name: "colour", setFlag: { $0.color = .palette256 }, variable: "PHOTO_TUI_COLOR", envValue: "16",
             fileLine: "color = \"truecolor\"", read: { $0.color.rawValue },
             flagResult: "256", envResult: "16", fileResult: "truecolor", defaultResult: "auto"),
        Case(name: "symbols", setFlag: { $0.symbols = .blocks }, variable: "PHOTO_TUI_SYMBOLS", envValue: "sextants",
             fileLine: "symbols = \"sextants\"", read: { $0.imageSymbols.rawValue },
             flagResult: "blocks", envResult: "sextants", fileResult: "sextants", defaultResult: "blocks"),
        Case(name: "graphics", setFlag: { $0.graphics = .iterm2 }, variable: "PHOTO_TUI_GRAPHICS", envValue: "Sixel",
             fileLine: "graphics = \"kitty\"", read: { $0.graphics.rawValue },
             flagResult: "iterm2", envResult: "sixel", fileResult: "kitty", defaultResult: "auto"),
        Case(name: "source", setFlag: { $0.source = .library(.recent) }, variable: "PHOTO_TUI_SOURCE", envValue: "openverse",
             fileLine: "source = \"library:downloads\"", read: { "\($0.source.id)" },
             flagResult: "library", envResult: "openverse", fileResult: "library", defaultResult: "offline"),
        Case(name: "download size", setFlag: { $0.downloadSize = "640" }, variable: "PHOTO_TUI_DOWNLOAD_SIZE", envValue: "screen",
             fileLine: "[downloads]\nsize = 2400", read: { "\($0.downloadSize)" },
             flagResult: "640", envResult: "screen", fileResult: "2400", defaultResult: "original"),
        Case(name: "api url", setFlag: { $0.apiURL = "http://flag.example" }, variable: "PHOTO_TUI_API_URL", envValue: "http://env.example",
             fileLine: "api_url = \"http://file.example\"", read: { $0.apiURLOverride?.host ?? "none" },
             flagResult: "flag.example", envResult: "env.example", fileResult: "file.example", defaultResult: "none"),
        Case(name: "plain", setFlag: { $0.plain = true }, variable: "PHOTO_TUI_PLAIN", envValue: "0",
             fileLine: "plain = true", read: { "\($0.plain)" },
             flagResult: "true", envResult: "false", fileResult: "true", defaultResult: "false"),
        Case(name: "tmux passthrough", setFlag: { _ in }, variable: "PHOTO_TUI_TMUX_PASSTHROUGH", envValue: "off",
             fileLine: "tmux_passthrough = true", read: { "\($0.tmuxPassthrough)" },
             flagResult: "false", envResult: "false", fileResult: "true", defaultResult: "false"),
    ]

    @Test(arguments: cases)
    func eachLayerBeatsTheOnesBelowIt(_ setting: Case) throws {
        var flags = ConfigurationFlags()
        setting.setFlag(&flags)
        let env = [setting.variable: setting.envValue]
        #expect(setting.read(try resolve()) == setting.defaultResult)
        #expect(setting.read(try resolve(file: setting.fileLine)) == setting.fileResult)
        #expect(setting.read(try resolve(env: env, file: setting.fileLine)) == setting.envResult)
        if setting.name != "tmux passthrough" {
            #expect(setting.read(try resolve(flags, env: env, file: setting.fileLine)) == setting.flagResult)
        }
    }

    /// A bad value in each layer: the flag or variable by name, or the file with line and key.
    @Test(arguments: [
        ("PHOTO_TUI_GRAPHICS", "kity", "graphics", "'kity' is not a graphics mode: did you mean kitty? (expected one of: auto, kitty, sixel, iterm2, symbols)"),
        ("PHOTO_TUI_COLOR", "rainbow", "color", "'rainbow' is not a colour setting (expected one of: auto, truecolor, 256, 16, none)"),
        ("PHOTO_TUI_SYMBOLS", "sextant", "symbols", "'sextant' is not a symbol set: did you mean sextants? (expected one of: blocks, sextants)"),
        ("PHOTO_TUI_LOG_LEVEL", "deubg", "log_level", "'deubg' is not a log level: did you mean debug? (expected one of: trace, debug, info, notice, warning, error, critical)"),
        ("PHOTO_TUI_SOURCE", "opnverse", "source", "'opnverse' is not a source: did you mean openverse? (expected one of: unsplash, openverse, offline, folder:PATH, library, library:favourites, library:recent, library:downloads)"),
    ])
    func aBadValueNamesItsVariableOrItsFileLineAndKey(variable: String, value: String, key: String, message: String) throws {
        let fromEnv = try #require(#expect(throws: ConfigurationError.self) { try resolve(env: [variable: value]) })
        #expect(fromEnv.description == "$\(variable): \(message)")
        #expect(fromEnv.key == key && fromEnv.file == nil)
        let fromFile = try #require(#expect(throws: ConfigurationError.self) { try resolve(file: "# mine\n\(key) = \"\(value)\"\n") })
        #expect(fromFile.description == "\(Self.configPath):2: key '\(key)': \(message)")
        // The variable wins over the file: its bad value is the one named.
        let both = try #require(#expect(throws: ConfigurationError.self) { try resolve(env: [variable: value], file: "\(key) = \"\(value)\"") })
        #expect(both.file == nil)
    }

    @Test func aBadFlagGivenAsTextNamesTheFlag() throws {
        var flags = ConfigurationFlags()
        flags.downloadSize = "huge"
        let size = try #require(#expect(throws: ConfigurationError.self) { try resolve(flags) })
        #expect(size.description == "--size: 'huge' is not a size (use \(DownloadSizeSetting.accepted))")
        flags = ConfigurationFlags()
        flags.apiURL = "ftp://x"
        let url = try #require(#expect(throws: ConfigurationError.self) { try resolve(flags, env: ["PHOTO_TUI_API_URL": "http://ok"]) })
        #expect(url.description == "--api-url: 'ftp://x' is not an http(s) URL")
        let folder = try #require(#expect(throws: ConfigurationError.self) { try resolve(file: "[folder]\norder = \"dat\"\n") })
        #expect(folder.description == "\(Self.configPath):2: key 'folder.order': 'dat' is not a folder's order: did you mean date? "
            + "(expected one of: name, date, size)")
    }

    @Test func aLaterCheckNamesWhereTheSourceWasChosen() throws {
        var flags = ConfigurationFlags()
        flags.source = .unsplash
        let flag = try #require(#expect(throws: ConfigurationError.self) { try resolve(flags) })
        #expect(flag.description.hasPrefix("--source: Unsplash needs an access key"))
        let file = try #require(#expect(throws: ConfigurationError.self) { try resolve(file: "\n\nsource = \"unsplash\"\n") })
        #expect(file.description.hasPrefix("\(Self.configPath):3: key 'source': Unsplash needs an access key"))
    }

    @Test func emptyVariablesAreUnsetAndOldSpellingsStillWork() throws {
        #expect(try resolve(env: ["PHOTO_TUI_GRAPHICS": ""], file: "graphics = \"sixel\"").graphics == .sixel)
        #expect(try resolve(env: ["PHOTO_TUI_COLOR": "24bit"]).color == .truecolor)
        #expect(try resolve(file: "color = false").color == ColorSetting.none)
        #expect(try resolve(env: ["PHOTO_TUI_PLAIN": "yes"]).plain)
    }

    @Test func aHugeValueGetsNoSuggestionAndIsCut() throws {
        let value = "kitty" + String(repeating: "y", count: 100_000)
        let error = try #require(#expect(throws: ConfigurationError.self) { try resolve(env: ["PHOTO_TUI_GRAPHICS": value]) })
        #expect(!error.description.contains("did you mean"))
        #expect(error.description.count < 300)
    }

    @Test func everySettingHasADistinctNameInEachLayer() {
        for layer in [\Setting.flag, \Setting.variable, \Setting.key] {
            let names = Setting.all.compactMap { $0[keyPath: layer] }
            #expect(Set(names).count == names.count)
        }
        #expect(Setting.all.allSatisfy { $0.variable?.hasPrefix("PHOTO_TUI_") ?? true || $0.variable == "UNSPLASH_ACCESS_KEY" })
    }
}
