import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

/// `[downloads] size` and `on_save`, `--size` and `--exec`: precedence and the errors that name
/// the file, line and key.
@Suite struct DownloadConfigurationTests {
    func resolve(_ flags: ConfigurationFlags = ConfigurationFlags(), env: [String: String] = [:], file: String? = nil) throws -> Configuration {
        try Configuration.resolve(flags: flags, environment: ["HOME": "/home/ada"].merging(env) { $1 }) { _ in file }
    }

    @Test func theDefaultIsTheOriginalAndNoHook() throws {
        let configuration = try resolve()
        #expect(configuration.downloadSize == .original)
        #expect(configuration.onSave == nil)
    }

    @Test func theFileSetsSizeAndHook() throws {
        let configuration = try resolve(file: """
            [downloads]
            directory = "~/Wallpapers"
            size = 2400
            on_save = "swww img {} --transition-type 'grow'"
            """)
        #expect(configuration.downloadSize == .width(2400))
        #expect(configuration.onSave?.words == ["swww", "img", "{}", "--transition-type", "grow"])
        #expect(try resolve(file: "[downloads]\nsize = \"screen\"\n").downloadSize == .screen)
        #expect(try resolve(file: "[downloads]\nsize = \"1200\"\n").downloadSize == .width(1200))
        #expect(try resolve(file: "[downloads]\non_save = \"~/bin/wall\"\n").onSave?.words == ["/home/ada/bin/wall"])
    }

    @Test func theReadmesShellExampleIsOneScriptWithThePathAsAnArgument() throws {
        let configuration = try resolve(file: #"""
            [downloads]
            on_save = "sh -c 'feh --bg-fill \"$1\" && notify-send \"Wallpaper set\"' sh {}"
            """#)
        #expect(configuration.onSave?.arguments(for: "/p/a b.jpg")
            == ["sh", "-c", #"feh --bg-fill "$1" && notify-send "Wallpaper set""#, "sh", "/p/a b.jpg"])
    }

    @Test func flagsBeatTheEnvironmentWhichBeatsTheFile() throws {
        let file = "[downloads]\nsize = 2400\non_save = \"swww img {}\"\n"
        #expect(try resolve(env: ["PHOTO_TUI_DOWNLOAD_SIZE": "screen"], file: file).downloadSize == .screen)
        var flags = ConfigurationFlags()
        flags.downloadSize = "640"
        flags.exec = "feh --bg-fill"
        let configuration = try resolve(flags, env: ["PHOTO_TUI_DOWNLOAD_SIZE": "screen"], file: file)
        #expect(configuration.downloadSize == .width(640))
        #expect(configuration.onSave?.words == ["feh", "--bg-fill"])
        flags.exec = ""
        #expect(try resolve(flags, file: file).onSave == nil)
    }

    @Test func aBadFlagOrVariableIsNamed() {
        var flags = ConfigurationFlags()
        flags.exec = "swww img '{}"
        #expect(throws: ConfigurationError(message: "--exec: a single quote (') is not closed")) { try resolve(flags) }
        #expect(throws: ConfigurationError(
            key: "downloads.size", message: "'huge' is not a size (use \(DownloadSizeSetting.accepted))", setting: "$PHOTO_TUI_DOWNLOAD_SIZE")) {
            try resolve(env: ["PHOTO_TUI_DOWNLOAD_SIZE": "huge"])
        }
    }

    @Test(arguments: [
        MalformedConfigEntry(file: "[downloads]\nsize = \"huge\"\n", line: 2, key: "downloads.size", message: "'huge' is not a size"),
        MalformedConfigEntry(file: "[downloads]\ndirectory = \"~/P\"\nsize = 0\n", line: 3, key: "downloads.size", message: "'0' is not a size"),
        MalformedConfigEntry(file: "[downloads]\nsize = true\n", line: 2, key: "downloads.size", message: "must be a number or a string"),
        MalformedConfigEntry(file: "[downloads]\non_save = \"swww img '{}\"\n", line: 2, key: "downloads.on_save",
                             message: "a single quote (') is not closed"),
        MalformedConfigEntry(file: "# wallpaper\n[downloads]\n\non_save = \"\"\n", line: 4, key: "downloads.on_save",
                             message: "the command is empty"),
        MalformedConfigEntry(file: "[downloads]\non_save = 'swww img {} && notify-send ok'\n", line: 2, key: "downloads.on_save",
                             message: "“&” needs a shell"),
        MalformedConfigEntry(file: "[downloads]\non_save = \"swww img {}\\\\\"\n", line: 2, key: "downloads.on_save",
                             message: "the command ends with a backslash"),
        MalformedConfigEntry(file: "[downloads]\non_save = [\"swww\", \"img\"]\n", line: 2, key: "downloads.on_save", message: "must be a string"),
        MalformedConfigEntry(file: "[downloads]\nexec = \"swww img {}\"\n", line: 2, key: "downloads.exec", message: "unknown key"),
    ])
    func aMalformedEntryNamesFileLineAndKey(_ entry: MalformedConfigEntry) { entry.check() }

    @Test func theHooksWordsStayOutOfTheLoggedDescription() throws {
        let configuration = try resolve(file: "[downloads]\non_save = \"curl -H 'Authorization: Bearer s3cr3t' {}\"\n")
        #expect(configuration.description.contains("on_save=curl"))
        #expect(!configuration.description.contains("s3cr3t"))
    }
}
