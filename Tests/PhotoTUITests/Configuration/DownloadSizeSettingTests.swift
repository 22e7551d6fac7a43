import PhotoCore
import Testing
@testable import PhotoTUI

@Suite struct DownloadSizeSettingTests {
    @Test(arguments: [
        ("original", DownloadSizeSetting.original), ("2400", .width(2400)), ("screen", .screen), (" SCREEN", .screen),
    ])
    func parses(text: String, setting: DownloadSizeSetting) {
        #expect(DownloadSizeSetting(parsing: text) == setting)
    }

    @Test(arguments: ["", "0", "big", "screen-ish", "2400w", "-1", "16385"])
    func refuses(text: String) {
        #expect(DownloadSizeSetting(parsing: text) == nil)
    }

    @Test func screenIsAskedOnlyForScreenAndKeptWithinLimits() {
        #expect(DownloadSizeSetting.original.resolve { Issue.record("asked"); return 1 } == .original)
        #expect(DownloadSizeSetting.width(800).resolve { Issue.record("asked"); return 1 } == .width(800))
        #expect(DownloadSizeSetting.screen.resolve { 2560 } == .width(2560))
        #expect(DownloadSizeSetting.screen.resolve { 100_000 } == .width(DownloadSize.maximumWidth))
        #expect(DownloadSizeSetting.screen.resolve { 0 } == .width(1))
    }
}
