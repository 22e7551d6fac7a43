import Foundation
import Testing

/// A bad setting in each layer, given to the real binary: one clear line naming where it came
/// from, and a failing exit, before anything is drawn.
@Suite("Settings errors end to end", .enabled(if: photoTUIBinary != nil, "SKIPPED: PHOTO_TUI_BIN is not set (make test sets it)"))
struct SettingsEndToEndTests {
    @Test func aBadFlagIsNamedWithEveryValue() throws {
        let run = try PhotoTUIRun(["--graphics", "kity"])
        #expect(run.status == 64)
        #expect(run.stderr.hasPrefix("Error: The value 'kity' is invalid for '--graphics <mode>'. "
            + "Please provide one of 'auto', 'kitty', 'sixel', 'iterm2' or 'symbols'.\nDid you mean 'kitty'?\nHelp:"), "\(run.stderr)")
        let bogus = try PhotoTUIRun(["--graphics", "bogus"])
        #expect(bogus.status == 64 && bogus.stderr.contains("'bogus' is invalid for '--graphics <mode>'") && !bogus.stderr.contains("Did you mean"))
    }

    @Test func aBadVariableIsNamedWithASuggestion() throws {
        let run = try PhotoTUIRun(["search", "sea"], environment: ["PHOTO_TUI_GRAPHICS": "kity"])
        #expect(run.status != 0 && run.stdout.isEmpty)
        #expect(run.stderr == "Error: $PHOTO_TUI_GRAPHICS: 'kity' is not a graphics mode: did you mean kitty? "
            + "(expected one of: auto, kitty, sixel, iterm2, symbols)\n")
    }

    @Test func aBadFileValueIsNamedWithItsFileLineAndKey() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-settings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: config.appendingPathComponent("photo-tui"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: config) }
        let file = config.appendingPathComponent("photo-tui/config.toml")
        try "# display\ncolor = \"256\"\nsymbols = \"sextant\"\n".write(to: file, atomically: true, encoding: .utf8)
        let run = try PhotoTUIRun(["search", "sea"], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(run.status != 0 && run.stdout.isEmpty)
        #expect(run.stderr == "Error: \(file.path):3: key 'symbols': 'sextant' is not a symbol set: did you mean sextants? "
            + "(expected one of: blocks, sextants)\n")
        // The variable wins over the file, and the flag over both.
        let fixed = try PhotoTUIRun(["search", "sea", "--per-page", "1"], environment: ["XDG_CONFIG_HOME": config.path, "PHOTO_TUI_SYMBOLS": "blocks"])
        #expect(fixed.status == 0, "\(fixed.stderr)")
    }

    @Test func theHelpListsEachChoiceOnce() throws {
        let run = try PhotoTUIRun(["browse", "--help"])
        #expect(run.status == 0)
        for value in ["auto", "kitty", "sixel", "iterm2", "symbols"] {
            #expect(run.stdout.contains("\n        \(value) "), "\(value)")
        }
    }
}
