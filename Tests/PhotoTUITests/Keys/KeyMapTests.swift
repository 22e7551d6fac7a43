import Foundation
import Terminal
import Testing
@testable import PhotoTUI

@Suite("Key map")
struct KeyMapTests {
    private let keys = KeyTable.standard
    private let search = BrowserMode(focus: .search)
    private let list = BrowserMode(focus: .list)
    private let detail = BrowserMode(focus: .list, isShowingDetail: true)

    @Test func theBrowserStartsInTheList() {
        #expect(BrowserMode().focus == .list)
        #expect(KeyContext(BrowserMode()) == .list)
    }

    @Test func searchBoxTakesTypingIncludingCommandLetters() {
        for character in "qdoyfr?/jk바" {
            #expect(keys.command(for: .character(character), in: search) == .edit(.character(character)))
        }
        #expect(keys.command(for: .enter, in: search) == .submitSearch)
        #expect(keys.command(for: .escape, in: search) == .focusList)
        #expect(keys.command(for: .ctrl("u"), in: search) == .clearSearch)
        #expect(keys.command(for: .backspace, in: search) == .edit(.backspace))
        #expect(keys.command(for: .paste("quiet night"), in: search) == .edit(.paste("quiet night")))
    }

    /// "quiet night" typed into an empty box used to quit at its first letter: no letter acts in
    /// a text field, an empty one included, and Esc leaves the box when picking too.
    @Test func anEmptySearchBoxTypesEveryLetterAndEscLeavesIt() {
        #expect(keys.command(for: .character("q"), in: .search) == .edit(.character("q")))
        #expect(keys.command(for: .character("?"), in: .search) == .edit(.character("?")))
        #expect(keys.command(for: .character("r"), in: .search) == .edit(.character("r")))
        #expect(keys.command(for: .escape, in: .search) == .focusList)
        #expect(keys.command(for: .escape, in: .search, picking: true) == .focusList)
        #expect(keys.command(for: .escape, in: .list, picking: true) == .cancelPick)
    }

    @Test func listKeys() {
        let expected: [(Key, BrowserCommand)] = [
            (.enter, .openDetail), (.character("q"), .quit), (.character("/"), .focusSearch),
            (.character("d"), .download), (.character("o"), .openInBrowser), (.character("y"), .copyLink),
            (.character("f"), .showFilters), (.character("r"), .retry), (.character("?"), .showHelp),
            (.escape, .back), (.backspace, .back), (.character("a"), .openPhotographer), (.character("m"), .openRelated),
            (.character("t"), .openTopics), (.character("c"), .openCollections),
        ]
        for (key, command) in expected { #expect(keys.command(for: key, in: list) == command) }
        let moves: [(Key, ListMove)] = [
            (.up, .up), (.down, .down), (.pageUp, .pageUp), (.pageDown, .pageDown), (.home, .first), (.end, .last),
            (.character("k"), .up), (.character("j"), .down), (.character("g"), .first), (.character("G"), .last),
            (.ctrl("u"), .pageUp), (.ctrl("d"), .pageDown), (.character("h"), .left), (.character("l"), .right),
            (.left, .left), (.right, .right),
        ]
        for (key, move) in moves { #expect(keys.command(for: key, in: list) == .move(move), "\(key)") }
        let wheel = MouseEvent(kind: .wheelDown, x: 3, y: 5)
        #expect(keys.command(for: .mouse(wheel), in: list) == .pointer(wheel))
    }

    @Test func detailKeys() {
        #expect(keys.command(for: .escape, in: detail) == .closeDetail)
        #expect(keys.command(for: .character("q"), in: detail) == .quit)
        #expect(keys.command(for: .character("/"), in: detail) == .focusSearch)
        #expect(keys.command(for: .enter, in: detail) == BrowserCommand.none)
        #expect(keys.command(for: .character("j"), in: detail) == .move(.down))
    }

    @Test func ctrlCQuitsFromEverywhere() {
        for mode in [search, list, detail, BrowserMode(focus: .list, overlay: .help), BrowserMode(focus: .list, overlay: .filters)] {
            #expect(keys.command(for: .ctrl("c"), in: mode) == .quitNow)
        }
    }

    @Test func overlaysTakeEveryKey() {
        let help = BrowserMode(focus: .list, overlay: .help)
        #expect(keys.command(for: .character("q"), in: help) == .dismissOverlay)
        // The moving keys scroll the help.
        #expect(keys.command(for: .character("j"), in: help) == .move(.down))
        #expect(keys.command(for: .pageDown, in: help) == .move(.pageDown))
        let filters = BrowserMode(focus: .list, overlay: .filters)
        #expect(keys.command(for: .right, in: filters) == .move(.right))
        #expect(keys.command(for: .character(" "), in: filters) == .move(.right))
        #expect(keys.command(for: .tab, in: filters) == .move(.down))
        #expect(keys.command(for: .character("k"), in: filters) == .move(.up))
        #expect(keys.command(for: .escape, in: filters) == .dismissOverlay)
        #expect(keys.command(for: .character("x"), in: filters) == BrowserCommand.none)
    }

    /// The help at 80×24, browsing and picking: it fits (no scrolling needed), in more than one
    /// column, and nothing is cut.
    @Test(arguments: [false, true])
    func helpFitsAn80x24Terminal(picking: Bool) {
        var state = BrowserState()
        state.size = Size(width: 80, height: 24)
        state.mode.overlay = .help
        if picking { state.picker = PickerState() }
        let view = HelpOverlayView(state: state, keys: keys, theme: .standard)
        var buffer = CellBuffer(width: 80, height: 24)
        view.render(in: buffer.area, into: &buffer)
        let page = view.page(in: buffer.area)
        #expect(page.fits && page.columns >= 2)
        let text = buffer.lines.joined(separator: "\n")
        #expect(text.contains("any key closes"))
        #expect(!text.contains("…"), "a line was cut:\n\(text)")
        for entry in view.sections.flatMap(\.entries) {
            for word in (entry.keys + " " + entry.text).split(separator: " ") {
                #expect(text.contains(word), "missing \(word) of \(entry.text)")
            }
        }
    }

    @Test func helpListsEveryCommandKey() {
        let entries = keys.help().flatMap(\.entries)
        let shown = Set(entries.flatMap { $0.keys.split(separator: " ").map(String.init) })
        for key in ["Enter", "Ctrl-U", "Esc", "↓", "k", "j", "PgUp", "PgDn", "Ctrl-D", "g", "G", "Home", "End", "/", "d", "o",
                    "y", "f", "r", "?", "q", "Ctrl-C", "Ctrl-A/E", "Ctrl-W/K", "Tab", "Ctrl-Z", "wheel", "click"] {
            #expect(shown.contains(key), "help lacks \(key)")
        }
        #expect(entries.contains(HelpSection.Entry(keys: "↑ ↓ k j", text: "move")))
        #expect(entries.contains(HelpSection.Entry(keys: "PgUp PgDn Ctrl-U Ctrl-D", text: "page")))
        #expect(entries.contains(HelpSection.Entry(keys: "Home End g G", text: "first, last")))
    }
}
