import Testing
@testable import PhotoTUI

/// Inputs the config-file fuzzer (`make fuzz`, FuzzConfig) found crashing, kept as tests.
@Suite struct ConfigFileFuzzRegressionTests {
    /// crash-e00bea3b: `[` then U+FFFD aborted in toml++'s parse_key assertion.
    /// crash-96a3a81e: `[%` (an ASCII character that cannot start a key) aborted the same way.
    @Test(arguments: [
        "[\u{FFFD}\u{FFFD}\u{FFFD}c\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}", "[é]", "  [ \u{202E}x]", "a = 1\n[[ü]]",
        "[%\u{0}cache]\ndisk_mb = -1\nu]\n", "[.a]", "[=]", "[]",
        // crash-cba6a185: three brackets.
        "[[[[c[c[", "[a.%]", "[a.]", "[\"a\".é]",
        // crash-46ff849f: a byte-order mark before the header hid it from the check.
        "\u{FEFF}[#ache]\niks_dm= -@\n",
        // crash-14de1a7a: after "\r\n" (one Character in Swift) the header hid from a check that
        // split the text into lines by Character.
        "\n\r\n[\u{FFFD}\u{FFFD}\u{FFFD}\u{0}\u{0}", "a = 1\r\n[é]\r\n",
    ])
    func aNonASCIITableNameIsAnErrorNotACrash(_ text: String) {
        #expect(throws: ConfigurationError.self) { try ConfigFile.parse(text, path: "c.toml") }
    }

    /// crash-a70f7267: an empty quoted key forced an empty list of key parts open.
    @Test(arguments: ["''=''", "\"\" = 1", "[cache]\n'' = 2"])
    func anEmptyKeyIsReportedNotACrash(_ text: String) {
        #expect(throws: ConfigurationError.self) { try ConfigFile.parse(text, path: "c.toml") }
    }

    /// crash 6: a stray `}` in an array reached toml++'s `parse_value` assertion.
    @Test(arguments: ["unknown = [0, }}}}}{a = 21", "[cache]\ndisk_mb = [1, }]", "a = {b = [}]}"])
    func aStrayCloserInAValueIsAnErrorNotACrash(_ text: String) {
        #expect(throws: ConfigurationError.self) { try ConfigFile.parse(text, path: "c.toml") }
    }

    @Test func quotedAndASCIITableNamesStillParse() throws {
        let file = try ConfigFile.parse("[ cache ]\ndisk_mb = 5\n[\"downloads\"]\ndirectory = \"~/바다\"\n", path: "c.toml")
        #expect(file.diskCacheMegabytes == 5 && file.downloadsDirectory == "~/바다")
    }
}
