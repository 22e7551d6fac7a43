import Foundation
import Testing
@testable import PhotoTUI

/// Where each setting came from, as `doctor` lists it: the same layers `resolve` reads.
@Suite("Setting origins")
struct ConfigurationOriginsTests {
    private static let configPath = "/home/ada/.config/photo-tui/config.toml"

    private func resolve(_ flags: ConfigurationFlags = ConfigurationFlags(), env: [String: String] = [:], file: String? = nil) throws
        -> Configuration
    {
        try Configuration.resolve(flags: flags, environment: ["HOME": "/home/ada"].merging(env) { $1 }) { _ in file }
    }

    @Test func nothingSetIsEveryDefault() throws {
        #expect(try resolve().origins == [:])
    }

    @Test func eachSettingNamesTheLayerItsValueCameFrom() throws {
        var flags = ConfigurationFlags()
        flags.graphics = .sixel
        flags.diskCacheMegabytes = 64
        let file = """
            log_level = "debug"
            graphics = "kitty"
            color = "16"

            [cache]
            directory = "/srv/cache"
            [downloads]
            size = 2400
            """
        let configuration = try resolve(flags, env: ["PHOTO_TUI_COLOR": "256", "PHOTO_TUI_PLAIN": "1"], file: file)
        #expect(configuration.origins == [
            "graphics": .flag("--graphics"),
            "cache.disk_mb": .flag("--disk-cache-mb"),
            "color": .environment("PHOTO_TUI_COLOR"),
            "plain": .environment("PHOTO_TUI_PLAIN"),
            "log_level": .file(path: Self.configPath, key: "log_level", line: 1),
            "downloads.size": .file(path: Self.configPath, key: "downloads.size", line: 8),
            "cache.directory": .file(path: Self.configPath, key: "cache.directory", line: nil),
        ])
    }

    @Test func noColorAndTheOfflineFlagWinAsResolveLetsThem() throws {
        var flags = ConfigurationFlags()
        flags.offline = true
        let configuration = try resolve(flags, env: ["NO_COLOR": "1", "PHOTO_TUI_COLOR": "256", "PHOTO_TUI_SOURCE": "openverse"])
        #expect(configuration.color == .none)
        #expect(configuration.origins == ["color": .environment("NO_COLOR"), "source": .flag("--offline")])
        flags = ConfigurationFlags()
        flags.noColor = true
        flags.folderPaths = ["/photos"]
        #expect(try resolve(flags, env: ["NO_COLOR": "1"]).origins == [
            "color": .flag("--no-color"), "source": .flag("a folder on the command line"),
        ])
    }

    @Test func theOrderFlagIsNamedWhenItOrdersAFolder() throws {
        var flags = ConfigurationFlags()
        flags.folderPaths = ["/photos"]
        var configuration = try resolve(flags, file: "[folder]\norder = \"size\"\n")
        #expect(configuration.origins["folder.order"] == .file(path: Self.configPath, key: "folder.order", line: 2))
        try FolderOrderFlag.parse(["--order", "name"]).apply(to: &configuration)
        #expect(configuration.folderOrder == .name)
        #expect(configuration.origins["folder.order"] == .flag("--order"))
    }
}
