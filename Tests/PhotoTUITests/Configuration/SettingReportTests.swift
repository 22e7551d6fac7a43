import Foundation
import Testing
@testable import PhotoTUI

@Suite("Setting report")
struct SettingReportTests {
    private func resolve(_ flags: ConfigurationFlags = ConfigurationFlags(), env: [String: String] = [:], file: String? = nil) throws
        -> Configuration
    {
        try Configuration.resolve(
            flags: flags, environment: ["HOME": "/home/ada", "XDG_CACHE_HOME": "/home/ada/.cache"].merging(env) { $1 }) { _ in file }
    }

    @Test func everySettingWithItsValueAndOrigin() throws {
        var flags = ConfigurationFlags()
        flags.symbols = .sextants
        let report = SettingReport(try resolve(flags, env: ["PHOTO_TUI_GRAPHICS": "sixel"], file: "tmux_passthrough = true"))
        let file = SettingOrigin.file(path: "/home/ada/.config/photo-tui/config.toml", key: "tmux_passthrough", line: 1)
        #expect(report.lines == [
            .init(key: "source", value: "offline library", origin: .defaultValue),
            .init(key: "api_url", value: "(none)", origin: .defaultValue),
            .init(key: "access_key", value: "not set", origin: .defaultValue),
            .init(key: "graphics", value: "sixel", origin: .environment("PHOTO_TUI_GRAPHICS")),
            .init(key: "symbols", value: "sextants", origin: .flag("--symbols")),
            .init(key: "color", value: "auto", origin: .defaultValue),
            .init(key: "tmux_passthrough", value: "on", origin: file),
            .init(key: "plain", value: "off", origin: .defaultValue),
            .init(key: "log_level", value: "info", origin: .defaultValue),
            .init(key: "downloads.size", value: "original", origin: .defaultValue),
            .init(key: "folder.order", value: "date", origin: .defaultValue),
            .init(key: "cache.directory", value: "/home/ada/.cache/photo-tui", origin: .defaultValue),
            .init(key: "cache.disk_mb", value: "512 MiB", origin: .defaultValue),
        ])
        #expect(report.text[3] == "  graphics          sixel                       ($PHOTO_TUI_GRAPHICS)")
    }

    @Test func theKeyIsNeverShownNorAURLsPasswordNorControlCharacters() throws {
        let secret = "s3cr3t-key-value"
        let configuration = try resolve(
            env: ["UNSPLASH_ACCESS_KEY": secret, "PHOTO_TUI_API_URL": "https://me:hunter2@api.example/v1"],
            file: "[cache]\ndirectory = \"/tmp/a\\u001b[2Jb\"\n")
        let text = SettingReport(configuration).text.joined(separator: "\n")
        #expect(!text.contains(secret) && !text.contains("hunter2") && !text.contains("\u{1B}"))
        let lines = SettingReport(configuration).lines
        #expect(lines.first { $0.key == "access_key" } == .init(key: "access_key", value: "set (not shown)",
                                                                 origin: .environment("UNSPLASH_ACCESS_KEY")))
        #expect(lines.first { $0.key == "api_url" }?.value == "https://api.example/v1")
        // The source's description is logged at start too: no password there either.
        #expect(configuration.source.description == "server https://api.example/v1")
    }
}
