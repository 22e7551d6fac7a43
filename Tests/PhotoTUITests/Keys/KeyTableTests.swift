import Foundation
import Terminal
import Testing
@testable import PhotoTUI

@Suite("Key table")
struct KeyTableTests {
    private let keys = KeyTable.standard

    @Test func hintsComeFromTheTableAndFollowTheContext() {
        #expect(keys.hints(for: .search, essentialOnly: false) == "⏎ search  ^U clear  Esc list")
        #expect(keys.hints(for: .list, essentialOnly: true) == "Esc back  ? help  q quit")
        // The first list has nothing to go back to: the browser hides the hint there.
        #expect(keys.hints(for: .list, essentialOnly: true, hidingCommands: [.back]) == "? help  q quit")
        #expect(keys.hints(for: .detail, essentialOnly: true) == "Esc back  ? help  q quit")
        #expect(keys.hints(for: .filters, essentialOnly: true) == "Esc cancel  ⏎ apply")
        #expect(keys.hints(for: .filters, essentialOnly: false) == "↑↓ choose  ←→ change  Esc cancel  ⏎ apply")
        #expect(keys.hints(for: .help, essentialOnly: false) == "↑↓ scroll  any other key closes")
        // `photo-tui pick` has keys of its own; its search box is the browser's.
        #expect(keys.hints(for: .list, essentialOnly: true, picking: true) == "⏎ pick  Esc cancel  ? help  q quit")
        #expect(keys.hints(for: .search, essentialOnly: false, picking: true) == "⏎ search  ^U clear  Esc list")
    }

    @Test func everyHintNamesAKeyThatDoesSomethingThere() {
        for binding in keys.bindings where binding.hint != nil {
            for context in binding.contexts {
                for key in binding.keys {
                    let command = keys.command(for: key, in: context, picking: binding.purpose == .picking)
                    #expect(command != BrowserCommand.none, "\(binding.label) in \(context)")
                }
            }
        }
    }

    /// Every printable ASCII character, and some Hangul and emoji, types in the search box:
    /// with the default keys and with every letter given to a command by `[keys]`.
    @Test func everyPrintableKeyTypesInTheSearchBox() throws {
        let remapped = try KeyTable(remapping: [KeyRemap(name: "star", key: .character("S")), KeyRemap(name: "down", key: .character("n")),
                                                KeyRemap(name: "quit", key: .character("Q"))])
        let printable = (0x20...0x7E).map { Character(Unicode.Scalar($0)!) } + Array("바다한글🌊👩‍👩‍👧é")
        for table in [keys, remapped] {
            for character in printable {
                #expect(table.command(for: .character(character), in: .search) == .edit(.character(character)), "\(character)")
                #expect(table.command(for: .character(character), in: .search, picking: true) == .edit(.character(character)))
            }
        }
    }

    /// By construction: no row binds a printable key where text is typed.
    @Test func noRowBindsAPrintableKeyInATextField() {
        for binding in keys.bindings where binding.contexts.contains(where: \.takesText) {
            let printable = binding.keys.filter(\.isPrintable)
            #expect(printable.isEmpty, "\(binding.label)")
        }
    }

    @Test func theDefaultTableHasNoConflicts() {
        #expect(keys.conflicts.isEmpty, "\(keys.conflicts.map(\.message))")
    }

    @Test func aKeyTwoCommandsWouldShareIsRefused() {
        #expect(throws: KeyConflict(key: .character("q"), context: .list, commands: [.toggleFavorite, .quit])) {
            try KeyTable(remapping: [KeyRemap(name: "star", key: .character("q"))])
        }
        #expect(throws: KeyConflict.self) { try KeyTable(remapping: [KeyRemap(name: "open", key: .character("j"))]) }
        // The arrows stay with their moves: no command takes ↓.
        #expect(throws: KeyConflict.self) { try KeyTable(remapping: [KeyRemap(name: "star", key: .down)]) }
        // Two remaps onto one key.
        #expect(throws: KeyConflict.self) {
            try KeyTable(remapping: [KeyRemap(name: "help", key: .character("x")), KeyRemap(name: "star", key: .character("x"))])
        }
    }

    /// Swapping keys is fine when both move.
    @Test func aSwapIsAccepted() throws {
        let table = try KeyTable(remapping: [KeyRemap(name: "download", key: .character("s")), KeyRemap(name: "star", key: .character("d"))])
        #expect(table.command(for: .character("s"), in: .list) == .download)
        #expect(table.command(for: .character("d"), in: .list) == .toggleFavorite)
        #expect(table.conflicts.isEmpty)
    }

    @Test func navigationMovesWithItsLettersAndKeepsTheArrows() throws {
        let table = try KeyTable(remapping: [KeyRemap(name: "down", key: .character("n")), KeyRemap(name: "up", key: .character("e")),
                                             KeyRemap(name: "page_down", key: .ctrl("f"))])
        #expect(table.command(for: .character("n"), in: .list) == .move(.down))
        #expect(table.command(for: .character("e"), in: .detail) == .move(.up))
        #expect(table.command(for: .character("n"), in: .filters) == .move(.down))
        #expect(table.command(for: .character("n"), in: .help) == .move(.down))
        #expect(table.command(for: .ctrl("f"), in: .list) == .move(.pageDown))
        #expect(table.command(for: .character("j"), in: .list) == BrowserCommand.none)
        #expect(table.command(for: .down, in: .list) == .move(.down))
        #expect(table.command(for: .pageDown, in: .search) == .move(.pageDown))
        let entries = table.help().flatMap(\.entries)
        #expect(entries.contains(HelpSection.Entry(keys: "↑ ↓ e n", text: "move")))
        #expect(entries.contains(HelpSection.Entry(keys: "PgUp PgDn Ctrl-U Ctrl-F", text: "page")))
    }

    /// Messages name the key that works where the person is: from the search box, the way out first.
    @Test func reachNamesTheWayFromWhereThePersonIs() throws {
        #expect(keys.reach(.retry, from: .list) == "r")
        #expect(keys.reach(.retry, from: .search) == "Esc, then r")
        let moved = try KeyTable(remapping: [KeyRemap(name: "retry", key: .character("R"))])
        #expect(moved.reach(.retry, from: .detail) == "R")
        #expect(keys.reach(.retry, from: .help) == nil)
    }
}
