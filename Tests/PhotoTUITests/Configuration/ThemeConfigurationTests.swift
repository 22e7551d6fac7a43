import Foundation
import Terminal
import Testing
@testable import PhotoTUI

/// `[theme]` in the config file: a base theme, colours per role, errors with file, line and key.
@Suite("Theme from the config file")
struct ThemeConfigurationTests {
    private func resolve(_ file: String, env: [String: String] = [:]) throws -> Configuration {
        try Configuration.resolve(flags: ConfigurationFlags(), environment: ["HOME": "/home/ada"].merging(env) { $1 }) { _ in file }
    }

    @Test func theDefaultIsTheStandardTheme() throws {
        #expect(try resolve("").theme == .standard)
    }

    @Test func aLightBaseWithColoursOfOnesOwn() throws {
        let theme = try resolve("[theme]\nbase = \"light\"\naccent = \"bright-magenta\"\nerror = \"#aa0000\"\n").theme
        #expect(theme[.accent].foreground == .palette(13))
        #expect(theme[.accent].attributes == Theme.light[.accent].attributes)
        #expect(theme[.error].foreground == .rgb(0xAA, 0, 0))
        #expect(theme[.dim] == Theme.light[.dim])
        #expect(Theme.light[.accent].foreground == .palette(4))  // blue reads on white
    }

    @Test func noColourStillWins() throws {
        #expect(try resolve("[theme]\nbase = \"light\"\n", env: ["NO_COLOR": "1"]).theme == .monochrome)
    }

    @Test(arguments: [
        MalformedConfigEntry(file: "[theme]\nbase = \"sepia\"\n", line: 2, key: "theme.base", message: "'sepia' is not a theme"),
        MalformedConfigEntry(file: "color = \"auto\"\n\n[theme]\naccent = \"teal\"\n", line: 4, key: "theme.accent",
                             message: "'teal' is not a colour"),
        MalformedConfigEntry(file: "[theme]\ndim = \"300\"\n", line: 2, key: "theme.dim", message: "'300' is not a colour"),
    ])
    func aMalformedEntryNamesFileLineAndKey(_ entry: MalformedConfigEntry) { entry.check() }

    @Test func anUnknownThemeKeyIsReported() {
        #expect(throws: ConfigurationError.self) { try resolve("[theme]\nbackground = \"white\"\n") }
    }

    @Test func colourNames() {
        #expect(Color(name: "red") == .palette(1))
        #expect(Color(name: "Bright-White") == .palette(15))
        #expect(Color(name: "200") == .palette(200))
        #expect(Color(name: "#0a0B0c") == .rgb(10, 11, 12))
        #expect(Color(name: "default") == .default)
        #expect(Color(name: "#12345") == nil && Color(name: "bright-") == nil && Color(name: "") == nil)
    }
}
