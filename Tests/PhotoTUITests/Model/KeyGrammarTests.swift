import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// The key grammar, headless: the browser starts in the list; `/` goes to the search box, where
/// every printable key types; every hint on screen does what it says where it is shown, with the
/// default keys and with keys moved by `[keys]`.
@Suite("Key grammar, headless")
struct KeyGrammarTests {
    /// All of printable ASCII, then Hangul, accents and emoji (one grapheme each).
    static let printable = String((0x20...0x7E).map { Character(Unicode.Scalar($0)!) }) + "바다한글éñ🌊👩‍👩‍👧"

    @Test func everyPrintableCharacterTypedAfterSlashLandsInTheBox() {
        let browser = BrowserHarness()
        browser.advance(by: 100)
        #expect(browser.state.mode.focus == .list)
        browser.press(.character("/"))
        var typed = ""
        for character in Self.printable {
            browser.press(.character(character))
            typed.append(character)
            #expect(browser.state.query.text == typed, "after \(character)")
            #expect(browser.state.mode == BrowserMode(focus: .search), "after \(character)")
        }
        #expect(!browser.quitCalled)
        #expect((try? browser.library.favorites().photos.isEmpty) == true)
    }

    /// The same in `pick`, and with every letter of the list's commands moved by `[keys]`.
    @Test(arguments: [false, true])
    func printableKeysTypeWhateverTheKeysAndThePurpose(picking: Bool) {
        let browser = BrowserHarness(picking: picking, keys: Self.remapped)
        browser.advance(by: 100)
        browser.press(.character("."))  // `search` moved to `.`
        #expect(browser.state.mode.focus == .search)
        browser.type(Self.printable)
        #expect(browser.state.query.text == Self.printable)
        #expect(!browser.quitCalled && browser.model.pickedPhotos == nil)
    }

    /// Keys moved to letters, capitals and punctuation.
    static let remapped = [
        KeyRemap(name: "star", key: .character("S")), KeyRemap(name: "quit", key: .character("Q")),
        KeyRemap(name: "help", key: .character("H")), KeyRemap(name: "search", key: .character(".")),
        KeyRemap(name: "filters", key: .character("F")), KeyRemap(name: "down", key: .character("n")),
        KeyRemap(name: "download", key: .character("W")), KeyRemap(name: "topics", key: .character("T")),
        KeyRemap(name: "open", key: .character("o")), KeyRemap(name: "browser", key: .character("O")),
    ]

    // MARK: Hints

    /// Where the hints are read: a browser in one focus, its home feed or a search loaded.
    enum Place: String, CaseIterable, CustomTestStringConvertible {
        case list, search, detail, help, filters, screen, pickingList, pickingSearch
        var testDescription: String { rawValue }
    }

    private func browser(at place: Place, keys: [KeyRemap]) -> BrowserHarness {
        let picking = place == .pickingList || place == .pickingSearch
        // 120 columns: the narrowest that shows every hint.
        let browser = BrowserHarness(size: Size(width: 120, height: 24), picking: picking, keys: keys) { $0.topicTitles = ["Nature", "City"] }
        browser.advance(by: 100)
        let table = try? KeyTable(remapping: keys)
        func press(_ command: BrowserCommand, in context: KeyContext = .list) {
            guard let label = table?.key(for: command, in: context, picking: picking), let key = Self.key(named: label) else {
                Issue.record("no key for \(command)")
                return
            }
            browser.press(key)
        }
        switch place {
        case .list, .pickingList: break
        case .search, .pickingSearch:
            press(.focusSearch)
            browser.type("sea")
            browser.advance(by: 400)
        case .detail: press(.openDetail)
        case .help: press(.showHelp)
        case .filters: press(.showFilters)
        case .screen:
            press(.openTopics)
            browser.advance(by: 100)
        }
        return browser
    }

    /// A hint's key as the status line writes it.
    static func key(named label: String) -> Key? {
        switch label {
        case "⏎", "Enter": return .enter
        case "Esc": return .escape
        case "Tab": return .tab
        case "↑↓", "↑": return .up
        case "←→", "←": return .left
        case "any": return .character("x")
        default:
            if label.hasPrefix("^") || label.hasPrefix("Ctrl-"), let letter = label.last { return .ctrl(Character(letter.lowercased())) }
            return label.count == 1 ? .character(label.first!) : KeyName.key(label)
        }
    }

    /// The hints at the right of the status line, as shown.
    private func shownHints(_ browser: BrowserHarness) -> [String] {
        let right = browser.lines[browser.lines.count - 1].components(separatedBy: "   ").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
        return right.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").filter { !$0.isEmpty }
    }

    /// Whether the hint `words` did what it says, from `before`.
    private func didWhatItSays(_ words: String, _ browser: BrowserHarness, before: BrowserState) -> Bool {
        let state = browser.state
        switch words {
        case "search" where before.mode.focus == .search: return state.mode.focus == .list && browser.service.searches.last?.text == "sea"
        case "search": return state.mode.focus == .search
        case "clear": return state.query.text.isEmpty
        case "list": return state.mode.focus == .list
        case "open": return state.mode.isShowingDetail || state.screens.count > before.screens.count
        case "star": return before.list.selectedPhoto.map(browser.library.isFavorite) == true
        case "download": return state.notice?.text.hasPrefix("Downloading") == true
        case "filters": return state.mode.overlay == .filters
        case "topics": return state.screens.last == .topics
        case "help": return state.mode.overlay == .help
        case "quit": return browser.quitCalled
        case "back": return before.mode.isShowingDetail ? !state.mode.isShowingDetail : state.screens.count == before.screens.count - 1
        case "choose": return state.filterEditor?.row != before.filterEditor?.row
        case "change": return state.filterEditor?.draft != before.filterEditor?.draft
        case "cancel" where before.mode.overlay == .filters: return state.mode.overlay == nil && state.filters == before.filters
        case "cancel": return browser.quitCalled && browser.model.pickedPhotos == nil
        case "apply": return state.mode.overlay == nil
        case "scroll": return state.mode.overlay == .help
        case "other key closes": return state.mode.overlay == nil
        case "pick": return browser.model.pickedPhotos?.isEmpty == false && browser.quitCalled
        case "mark": return state.culling.marks.count == 1
        default:
            Issue.record("no check for the hint “\(words)”")
            return false
        }
    }

    /// For each place, each hint's key, pressed in a browser in that place, does what its words
    /// say; with the default keys and with moved ones.
    @Test(arguments: Place.allCases, [false, true])
    func everyHintShownWorksWhereItIsShown(place: Place, remapped: Bool) {
        let keys = remapped ? Self.remapped : []
        let hints = shownHints(browser(at: place, keys: keys))
        #expect(!hints.isEmpty, "no hints at \(place)")
        for hint in hints {
            let parts = hint.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2, let key = Self.key(named: parts[0]) else {
                Issue.record("cannot read the hint “\(hint)” at \(place)")
                continue
            }
            let browser = browser(at: place, keys: keys)
            let before = browser.state
            browser.press(key)
            browser.advance(by: 100)
            #expect(didWhatItSays(parts[1], browser, before: before), "“\(hint)” at \(place) did not do what it says")
        }
    }

    /// The hints in the text of the screen: the box's placeholder, the topics heading, the
    /// detail's title, the retry of an error; from the search box the way out comes first.
    @Test func hintsInTheScreensTextWork() throws {
        let browser = BrowserHarness { $0.topicTitles = ["Nature"] }
        browser.advance(by: 100)
        #expect(browser.lines[0].contains("press / to search"))
        #expect(browser.lines[1].contains("Topics: press t"))
        browser.press(.character("t"))
        browser.advance(by: 100)
        #expect(browser.state.screens == [.topics])
        browser.press(.escape)
        browser.press(.enter)
        #expect(browser.text.contains("Esc to go back"))
        browser.press(.escape)
        #expect(!browser.state.mode.isShowingDetail)
        browser.press(.character("/"))
        #expect(browser.state.mode.focus == .search)
        browser.service.failures = 1
        browser.type("sea")
        browser.run(for: 400)
        #expect(browser.lines[47].contains("press Esc, then r to retry"))
        browser.press(.escape)
        #expect(browser.lines[47].contains("press r to retry"))
        browser.press(.character("r"))
        browser.run(for: 100)
        #expect(browser.state.error == nil)
        #expect(browser.state.list.selectedID == "sea-0")
    }

    @Test func movedKeysAreTheOnesTheScreenNames() {
        let browser = BrowserHarness(keys: [KeyRemap(name: "search", key: .character(".")), KeyRemap(name: "retry", key: .character("R"))]) {
            $0.failures = 1
        }
        browser.run(for: 200)
        #expect(browser.lines[0].contains("press . to search"))
        #expect(browser.lines[47].contains("press R to retry"))
        #expect(browser.text.contains("Nothing to show — press R to retry"))
        browser.press(.character("R"))
        browser.run(for: 100)
        #expect(browser.state.error == nil)
    }
}
