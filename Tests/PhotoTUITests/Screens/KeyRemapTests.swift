import Foundation
import Terminal
import Testing
@testable import PhotoTUI

/// `[keys]` in the config file: a command of the list and the detail answers to another key, and
/// the help and the hints say so.
@Suite("Remapped keys")
struct KeyRemapTests {
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
        #expect(browser.text.contains("S         star it (favourites)"))
        #expect(browser.text.contains("Ctrl-Q    quit"))
    }

    @Test func aKeyThatSharesAHelpLineGetsItsOwnWhenMoved() {
        let table = KeyMap.table(remapping: [KeyRemap(name: "related", key: .character("R"))])
        #expect(KeyMap.command(for: .character("R"), in: .list, table: table) == .openRelated)
        #expect(KeyMap.command(for: .character("m"), in: .list, table: table) == BrowserCommand.none)
        let help = KeyMap.help(hiding: [], table: table).joined(separator: "\n")
        #expect(help.contains("R         similar photos"))
        #expect(help.contains("a         the photographer's photos"))
        #expect(!help.contains("a m"))
        // Untouched pairs keep their shared line.
        #expect(help.contains("t c       topics, collections"))
    }

    /// What a source cannot do is hidden by command, so a moved key goes with it: a folder has
    /// no photographer however `[keys]` spells it, and the first list has nothing to go back to.
    @Test func aMovedKeyIsHiddenWhereItsCommandMeansNothing() {
        let table = KeyMap.table(remapping: [KeyRemap(name: "photographer", key: .character("p")),
                                             KeyRemap(name: "previous", key: .character("X"))])
        let noNavigation: [BrowserCommand] = [.openPhotographer, .openRelated, .openTopics, .openCollections]
        let help = KeyMap.help(hiding: [], hidingCommands: noNavigation, table: table).joined(separator: "\n")
        #expect(!help.contains("the photographer's photos") && !help.contains("similar photos"))
        #expect(!help.contains("topics, collections"))
        #expect(KeyMap.help(hiding: [], table: table).joined(separator: "\n").contains("p         the photographer's photos"))
        #expect(KeyMap.hints(for: .list, essentialOnly: true, table: table).contains("X back"))
        #expect(!KeyMap.hints(for: .list, essentialOnly: true, hidingCommands: [.back], table: table).contains("back"))
        // A shared line stays while either of its two commands still means something.
        let onlyTopics = KeyMap.help(hiding: [], hidingCommands: [.openCollections]).joined(separator: "\n")
        #expect(onlyTopics.contains("t c       topics, collections"))
    }

    @Test func aRemapTakesAKeyAnotherCommandHad() {
        let table = KeyMap.table(remapping: [KeyRemap(name: "download", key: .character("s"))])
        #expect(KeyMap.command(for: .character("s"), in: .list, table: table) == .download)
        #expect(KeyMap.command(for: .character("d"), in: .list, table: table) == BrowserCommand.none)
        // The search box is not moved: `s` still types there.
        #expect(KeyMap.command(for: .character("s"), in: .search, table: table) == .edit(.character("s")))
    }

    @Test func keyNames() {
        #expect(KeyName.key("S") == .character("S"))
        #expect(KeyName.key("ctrl-r") == .ctrl("r"))
        #expect(KeyName.key("F5") == .function(5))
        #expect(KeyName.key("space") == .character(" "))
        #expect(KeyName.key("PageDown") == .pageDown)
        #expect(KeyName.key("ctrl-") == nil && KeyName.key("f13") == nil && KeyName.key("") == nil && KeyName.key("hyper") == nil)
        #expect(KeyName.label(.ctrl("q")) == "Ctrl-Q")
    }

    private func resolve(_ file: String) throws -> Configuration {
        try Configuration.resolve(flags: ConfigurationFlags(), environment: ["HOME": "/home/ada"]) { _ in file }
    }

    @Test func theConfigFileRemaps() throws {
        #expect(try resolve("[keys]\nstar = \"S\"\nquit = \"ctrl-q\"\n").keyRemaps
            == [KeyRemap(name: "quit", key: .ctrl("q")), KeyRemap(name: "star", key: .character("S"))])
    }

    @Test(arguments: [
        MalformedConfigEntry(file: "[keys]\nstar = \"hyper-s\"\n", line: 2, key: "keys.star", message: "'hyper-s' is not a key"),
        MalformedConfigEntry(file: "[keys]\nhelp = \"x\"\nstar = \"x\"\n", line: 3, key: "keys.star",
                             message: "'x' is already the key of help"),
    ])
    func aMalformedEntryNamesFileLineAndKey(_ entry: MalformedConfigEntry) { entry.check() }

    @Test func anUnknownCommandIsReported() {
        #expect(throws: ConfigurationError.self) { try resolve("[keys]\nfly = \"x\"\n") }
    }
}
