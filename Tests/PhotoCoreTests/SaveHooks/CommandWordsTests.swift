import Testing
@testable import PhotoCore
@testable import SaveHooks

/// `CommandWords`: a shell's quotes and backslashes, and nothing a shell would expand or run.
@Suite struct CommandWordsTests {
    static let home = "/home/ada"

    static func split(_ text: String) throws -> [String] { try CommandWords.split(text, home: home) }

    @Test(arguments: [
        ("swww img {}", ["swww", "img", "{}"]),
        ("  feh\t--bg-fill   {}  ", ["feh", "--bg-fill", "{}"]),
        ("feh --bg-fill 'My Pictures/{}'", ["feh", "--bg-fill", "My Pictures/{}"]),
        (#"notify-send "Saved \"it\"" {}"#, ["notify-send", #"Saved "it""#, "{}"]),
        (#"echo "\$HOME \` \\ \n""#, ["echo", #"$HOME ` \ \n"#]),
        (#"echo a\ b \' \"c\""#, ["echo", "a b", "'", #""c""#]),
        ("a'b'\"c\"d", ["abcd"]),
        ("printf '%s' '' \"\"", ["printf", "%s", "", ""]),
        ("swww img \\\n  {}", ["swww", "img", "{}"]),
        (#"sh -c 'feh --bg-fill "$1" | tee /tmp/log' sh {}"#, ["sh", "-c", #"feh --bg-fill "$1" | tee /tmp/log"#, "sh", "{}"]),
        ("convert {} *.png ?x [ab]", ["convert", "{}", "*.png", "?x", "[ab]"]),
        ("wall --file={}", ["wall", "--file={}"]),
        ("사진 {}", ["사진", "{}"]),
    ])
    func splitsAsAShellWouldForQuotesAndBackslashes(command: String, words: [String]) throws {
        #expect(try Self.split(command) == words)
    }

    @Test func aLeadingTildeIsTheHomeFolderOnlyUnquotedAndAlone() throws {
        #expect(try Self.split("~/bin/setwall {}") == ["/home/ada/bin/setwall", "{}"])
        #expect(try Self.split("cd ~ x") == ["cd", "/home/ada", "x"])
        #expect(try Self.split("'~/bin/x' a~b ~ada/x") == ["~/bin/x", "a~b", "~ada/x"])
        #expect(try CommandWords.split("~/bin/x") == ["~/bin/x"])
    }

    @Test(arguments: [
        ("", CommandWordsError.empty),
        ("  \t ", .empty),
        ("'' {}", .empty),
        ("swww img '{}", .unclosedQuote("'")),
        (#"notify-send "saved {}"#, .unclosedQuote("\"")),
        (#"swww img {}\"#, .trailingBackslash),
        ("swww img {} && notify-send ok", .needsShell("&")),
        ("swww img {} | tee log", .needsShell("|")),
        ("swww img {}; echo", .needsShell(";")),
        ("swww img {} > /dev/null", .needsShell(">")),
        ("$HOME/bin/set {}", .needsShell("$")),
        ("echo `date`", .needsShell("`")),
        ("(swww img {})", .needsShell("(")),
    ])
    func refusesWhatItCannotRunAsWritten(command: String, error: CommandWordsError) {
        #expect(throws: error) { try Self.split(command) }
    }

    @Test func errorsSayWhatToFix() {
        #expect(CommandWordsError.unclosedQuote("'").message == "a single quote (') is not closed")
        #expect(CommandWordsError.needsShell("|").message.contains("sh -c"))
        #expect(CommandWordsError.empty.message == "the command is empty")
    }

    @Test func escapedShellCharactersAreText() throws {
        #expect(try Self.split(#"echo \$HOME \| '&&' ";""#) == ["echo", "$HOME", "|", "&&", ";"])
    }
}
