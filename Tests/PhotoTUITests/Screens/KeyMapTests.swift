import Foundation
import Terminal
import Testing
@testable import PhotoTUI

@Suite("Key map")
struct KeyMapTests {
    private let search = BrowserMode(focus: .search)
    private let list = BrowserMode(focus: .list)
    private let detail = BrowserMode(focus: .list, isShowingDetail: true)

    @Test func searchBoxTakesTypingIncludingCommandLetters() {
        for character in "qdoyfr?/jk바" {
            #expect(KeyMap.command(for: .character(character), in: search) == .edit(.character(character)))
        }
        #expect(KeyMap.command(for: .enter, in: search) == .submitSearch)
        #expect(KeyMap.command(for: .escape, in: search) == .focusList)
        #expect(KeyMap.command(for: .ctrl("u"), in: search) == .clearSearch)
        #expect(KeyMap.command(for: .backspace, in: search) == .edit(.backspace))
    }

    @Test func anEmptySearchBoxStillTakesHelpAndQuit() {
        #expect(KeyMap.command(for: .character("?"), in: .emptySearch) == .showHelp)
        #expect(KeyMap.command(for: .character("q"), in: .emptySearch) == .quit)
        #expect(KeyMap.command(for: .character("r"), in: .emptySearch) == .edit(.character("r")))
        #expect(KeyMap.command(for: .escape, in: .emptySearch) == .focusList)
        #expect(KeyMap.command(for: .character("q"), in: .search) == .edit(.character("q")))
    }

    @Test func listKeys() {
        let expected: [(Key, BrowserCommand)] = [
            (.enter, .openDetail), (.character("q"), .quit), (.character("/"), .focusSearch),
            (.character("d"), .download), (.character("o"), .openInBrowser), (.character("y"), .copyLink),
            (.character("f"), .showFilters), (.character("r"), .retry), (.character("?"), .showHelp),
            (.escape, .back), (.backspace, .back), (.character("a"), .openPhotographer), (.character("m"), .openRelated),
            (.character("t"), .openTopics), (.character("c"), .openCollections),
        ]
        for (key, command) in expected { #expect(KeyMap.command(for: key, in: list) == command) }
        for key: Key in [.up, .down, .pageUp, .pageDown, .home, .end, .character("j"), .character("k"),
                         .character("g"), .character("G"), .ctrl("u"), .ctrl("d")] {
            #expect(KeyMap.command(for: key, in: list) == .navigate(key))
        }
        let wheel = Key.mouse(MouseEvent(kind: .wheelDown, x: 3, y: 5))
        #expect(KeyMap.command(for: wheel, in: list) == .navigate(wheel))
    }

    @Test func detailKeys() {
        #expect(KeyMap.command(for: .escape, in: detail) == .closeDetail)
        #expect(KeyMap.command(for: .character("q"), in: detail) == .quit)
        #expect(KeyMap.command(for: .character("/"), in: detail) == .focusSearch)
        #expect(KeyMap.command(for: .enter, in: detail) == BrowserCommand.none)
        #expect(KeyMap.command(for: .character("j"), in: detail) == .navigate(.character("j")))
    }

    @Test func ctrlCQuitsFromEverywhere() {
        for mode in [search, list, detail, BrowserMode(focus: .list, overlay: .help), BrowserMode(focus: .list, overlay: .filters)] {
            #expect(KeyMap.command(for: .ctrl("c"), in: mode) == .quitNow)
        }
    }

    @Test func overlaysTakeEveryKey() {
        let help = BrowserMode(focus: .list, overlay: .help)
        #expect(KeyMap.command(for: .character("q"), in: help) == .dismissOverlay)
        let filters = BrowserMode(focus: .list, overlay: .filters)
        #expect(KeyMap.command(for: .right, in: filters) == .filters(.right))
        #expect(KeyMap.command(for: .escape, in: filters) == .dismissOverlay)
    }

    @Test func helpFitsAn80x24Terminal() {
        var buffer = CellBuffer(width: 80, height: 24)
        Overlay(title: " Keys ", lines: KeyMap.help, footer: "any key to close").render(in: buffer.area, into: &buffer)
        let text = buffer.lines.joined(separator: "\n")
        for line in KeyMap.help { #expect(text.contains(line.trimmingCharacters(in: .whitespaces)), "cut: \(line)") }
    }

    @Test func helpListsEveryCommandKey() {
        let text = KeyMap.help.joined(separator: "\n")
        for needle in ["Enter", "Ctrl-U", "Esc", "↓", "k j", "PgUp PgDn", "Ctrl-D", "g G", "Home End", " / ", " d ", " o ",
                       " y ", " f ", " r ", " ? ", " q ", "Ctrl-C", "wheel", "click", "Ctrl-A/E", "Ctrl-W/K",
                       "Tab", "Ctrl-Z"] {
            #expect(text.contains(needle), "help lacks \(needle)")
        }
    }
}

@Suite("Key table")
struct KeyTableTests {
    @Test func hintsComeFromTheTableAndFollowTheContext() {
        #expect(KeyMap.hints(for: .search, essentialOnly: false) == "⏎ search  ^U clear  Esc list")
        #expect(KeyMap.hints(for: .emptySearch, essentialOnly: false) == "⏎ search  ^U clear  Esc list  ? help  q quit")
        #expect(KeyMap.hints(for: .list, essentialOnly: true) == "Esc back  ? help  q quit")
        // The first list has nothing to go back to: the browser hides the hint there.
        #expect(KeyMap.hints(for: .list, essentialOnly: true, hiding: ["Esc ⌫"]) == "? help  q quit")
        #expect(KeyMap.hints(for: .detail, essentialOnly: true) == "Esc back  ? help  q quit")
        #expect(KeyMap.hints(for: .filters, essentialOnly: true) == "Esc cancel  ⏎ apply")
        // `photo-tui pick` has keys of its own.
        #expect(KeyMap.hints(for: .list, essentialOnly: true, picking: true) == "⏎ pick  Esc cancel  ? help  q quit")
        #expect(KeyMap.hints(for: .search, essentialOnly: false, picking: true) == "⏎ search  ^U clear  Esc cancel  Tab list")
    }

    @Test func everyHintNamesAKeyThatDoesSomethingThere() {
        for binding in KeyMap.table where binding.hint != nil {
            for context in binding.contexts {
                for case .key(let key) in binding.patterns {
                    let command = KeyMap.command(for: key, in: context, picking: binding.purpose == .picking)
                    #expect(command != BrowserCommand.none, "\(binding.label) in \(context)")
                }
            }
        }
    }
}
