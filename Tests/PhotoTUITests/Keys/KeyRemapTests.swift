import Foundation
import Terminal
import Testing
@testable import PhotoTUI

/// `[keys]` in the config file: a command answers to another key, the help and the hints say
/// so, and a key two commands would share stops the program before it starts.
@Suite("Remapped keys")
struct KeyRemapTests {
    /// A line of the help (or any line) showing `keys` and then `text`.
    private func shows(_ browser: BrowserHarness, _ keys: String, _ text: String) -> Bool {
        let pattern = "(^|\\s)" + NSRegularExpression.escapedPattern(for: keys) + "\\s+" + NSRegularExpression.escapedPattern(for: text)
        return browser.lines.contains { $0.range(of: pattern, options: .regularExpression) != nil }
    }

    @Test func aRemappedKeyDoesTheCommandAndTheOldOneNoLonger() throws {
        let browser = BrowserHarness(query: "sea", keys: [KeyRemap(name: "star", key: .character("S")), KeyRemap(name: "quit", key: .ctrl("q"))])
        browser.advance(by: 100)
        let photo = try #require(browser.state.list.selectedPhoto)
        browser.press(.character("s"))
        #expect(!browser.library.isFavorite(photo))
        browser.press(.character("S"))
        #expect(browser.library.isFavorite(photo))
        #expect(browser.lines[47].contains("S star"))
        browser.press(.character("?"))
        #expect(shows(browser, "S", "star it (favourites)"))
        #expect(shows(browser, "Ctrl-Q", "quit"))
    }

    @Test func aKeyThatSharesAHelpLineGetsItsOwnWhenMoved() throws {
        let table = try KeyTable(remapping: [KeyRemap(name: "related", key: .character("R"))])
        #expect(table.command(for: .character("R"), in: .list) == .openRelated)
        #expect(table.command(for: .character("m"), in: .list) == BrowserCommand.none)
        let help = table.help().flatMap(\.entries)
        #expect(help.contains(HelpSection.Entry(keys: "R", text: "similar photos")))
        #expect(help.contains(HelpSection.Entry(keys: "a", text: "the photographer's photos")))
        #expect(!help.contains { $0.keys == "a m" })
        // Untouched pairs keep their shared line.
        #expect(help.contains(HelpSection.Entry(keys: "t c", text: "topics, collections")))
    }

    /// What a source cannot do is hidden by command, so a moved key goes with it: a folder has
    /// no photographer however `[keys]` spells it, and the first list has nothing to go back to.
    @Test func aMovedKeyIsHiddenWhereItsCommandMeansNothing() throws {
        let table = try KeyTable(remapping: [KeyRemap(name: "photographer", key: .character("p")),
                                             KeyRemap(name: "previous", key: .character("X"))])
        let noNavigation: [BrowserCommand] = [.openPhotographer, .openRelated, .openTopics, .openCollections]
        let help = table.help(hidingCommands: noNavigation).flatMap(\.entries).map(\.text)
        #expect(!help.contains("the photographer's photos") && !help.contains("similar photos"))
        #expect(!help.contains("topics, collections"))
        #expect(table.help().flatMap(\.entries).contains(HelpSection.Entry(keys: "p", text: "the photographer's photos")))
        #expect(table.hints(for: .list, essentialOnly: true).contains("X back"))
        #expect(!table.hints(for: .list, essentialOnly: true, hidingCommands: [.back]).contains("back"))
        // A shared line stays while either of its two commands still means something.
        let onlyTopics = KeyTable.standard.help(hidingCommands: [.openCollections]).flatMap(\.entries)
        #expect(onlyTopics.contains(HelpSection.Entry(keys: "t c", text: "topics, collections")))
    }

    /// `download = "s"` alone would leave `s` meaning download and star: refused. Moved both ways,
    /// the keys swap; the search box still types `s`.
    @Test func aRemapTakesAKeyAnotherCommandHadOnlyWhenThatOneMovesToo() throws {
        #expect(throws: KeyConflict.self) { try KeyTable(remapping: [KeyRemap(name: "download", key: .character("s"))]) }
        let table = try KeyTable(remapping: [KeyRemap(name: "download", key: .character("s")), KeyRemap(name: "star", key: .character("S"))])
        #expect(table.command(for: .character("s"), in: .list) == .download)
        #expect(table.command(for: .character("d"), in: .list) == BrowserCommand.none)
        #expect(table.command(for: .character("s"), in: .search) == .edit(.character("s")))
    }

    /// Navigation is a command like any other: `down = "n"` moves the list, the grid and the
    /// filters with `n`; `j` no longer moves, ↓ still does; the help says so.
    @Test func remappedNavigationMovesTheListTheGridAndTheFilters() {
        let browser = BrowserHarness(query: "sea", keys: [KeyRemap(name: "down", key: .character("n")), KeyRemap(name: "up", key: .character("e")),
                                                          KeyRemap(name: "last", key: .character("E"))])
        browser.advance(by: 100)
        #expect(browser.state.list.selectedID == "sea-0")
        browser.press(.character("n"))
        #expect(browser.state.list.selectedID == "sea-1")
        browser.press(.character("j"))
        #expect(browser.state.list.selectedID == "sea-1")
        browser.press(.down)
        #expect(browser.state.list.selectedID == "sea-2")
        browser.press(.character("e"))
        #expect(browser.state.list.selectedID == "sea-1")
        browser.press(.character("E"))
        #expect(browser.state.list.selectedID == "sea-29")
        browser.run(for: 800)
        #expect(browser.state.list.selectedID == "sea-74")
        browser.press(.character("v"))
        browser.press(.character("g"))
        browser.press(.character("n"))
        let columns = PhotoGridView.columns(in: browser.state.layout.list)
        #expect(browser.state.list.selectedPhotoIndex == columns)
        browser.press(.character("v"))
        browser.press(.character("f"))
        browser.press(.character("n"))
        #expect(browser.text.contains("› Orientation"))
        browser.press(.escape)
        browser.press(.character("?"))
        #expect(shows(browser, "↑ ↓ e n", "move"))
        #expect(shows(browser, "Home End g E", "first, last"))
    }

    @Test func keyNames() {
        #expect(KeyName.key("S") == .character("S"))
        #expect(KeyName.key("ctrl-r") == .ctrl("r"))
        #expect(KeyName.key("F5") == .function(5))
        #expect(KeyName.key("space") == .character(" "))
        #expect(KeyName.key("PageDown") == .pageDown)
        #expect(KeyName.key("ctrl-") == nil && KeyName.key("f13") == nil && KeyName.key("") == nil && KeyName.key("hyper") == nil)
        #expect(KeyName.label(.ctrl("q")) == "Ctrl-Q")
        #expect(KeyName.configName(.pageDown) == "pagedown" && KeyName.configName(.escape) == "esc" && KeyName.configName(.ctrl("q")) == "ctrl-q")
    }

    private func resolve(_ file: String) throws -> Configuration {
        try Configuration.resolve(flags: ConfigurationFlags(), environment: ["HOME": "/home/ada"]) { _ in file }
    }

    @Test func theConfigFileRemaps() throws {
        #expect(try resolve("[keys]\nstar = \"S\"\nquit = \"ctrl-q\"\n").keyRemaps
            == [KeyRemap(name: "quit", key: .ctrl("q"), line: 3), KeyRemap(name: "star", key: .character("S"), line: 2)])
        #expect(try resolve("[keys]\ndown = \"n\"\npage_up = \"ctrl-b\"\nfirst = \"^\"\n").keyRemaps.map(\.name) == ["down", "first", "page_up"])
    }

    @Test(arguments: [
        MalformedConfigEntry(file: "[keys]\nstar = \"hyper-s\"\n", line: 2, key: "keys.star", message: "'hyper-s' is not a key"),
        MalformedConfigEntry(file: "[keys]\nhelp = \"x\"\nstar = \"x\"\n", line: 3, key: "keys.star",
                             message: "'x' is already the key of help in the list (line 2)"),
        // A key a command already has is refused, naming both, rather than silently taken over.
        MalformedConfigEntry(file: "# mine\n[keys]\nstar = \"q\"\n", line: 3, key: "keys.star",
                             message: "'q' is already the key of quit in the list: give star another key, or move quit too"),
        MalformedConfigEntry(file: "[keys]\nopen = \"j\"\n", line: 2, key: "keys.open", message: "'j' is already the key of down in the list"),
        MalformedConfigEntry(file: "[keys]\nstra = \"S\"\n", line: 2, key: "keys.stra", message: "unknown key: did you mean star?"),
        MalformedConfigEntry(file: "[keys]\npage-down = \"n\"\n", line: 2, key: "keys.page-down", message: "unknown key: did you mean page_down?"),
        MalformedConfigEntry(file: "colr = \"none\"\n", line: 1, key: "colr", message: "unknown key: did you mean color?"),
    ])
    func aMalformedEntryNamesFileLineAndKey(_ entry: MalformedConfigEntry) { entry.check() }

    @Test func anUnknownCommandIsReported() {
        #expect(throws: ConfigurationError.self) { try resolve("[keys]\nfly = \"x\"\n") }
    }
}
