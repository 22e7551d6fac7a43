import EventStream
import EventStreamTesting
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

@Suite("Browser screen")
struct BrowserScreenTests {
    private func makeScreen(photos: Int = 3) -> (BrowserScreen, TestScheduler) {
        let scheduler = TestScheduler(initialClock: 0)
        let screen = BrowserScreen(scheduler: scheduler)
        screen.list.setItems([.section(title: "Editorial")] + (0..<photos).map { .photo(TestPhotos.photo("p\($0)", title: "Photo \($0)")) }, reset: true)
        return (screen, scheduler)
    }

    private func type(_ text: String, into screen: BrowserScreen) {
        for character in text { screen.handle(.character(character)) }
    }

    @Test func startsInTheSearchBoxTypingSearchesEnterMovesToTheList() {
        let (screen, _) = makeScreen()
        var submits = 0
        let bag = DisposeBag()
        screen.searchBar.rx.submit.subscribe(onNext: { submits += 1 }).disposed(by: bag)
        #expect(screen.mode.focus == .search)
        type("sea q", into: screen)
        #expect(screen.searchBar.text == "sea q")
        screen.handle(.enter)
        #expect(submits == 1)
        #expect(screen.mode.focus == .list)
        #expect(!screen.searchBar.isFocused && screen.list.isFocused)
    }

    @Test func slashKeepsTheTextCtrlUClearsEscGoesToTheList() {
        let (screen, _) = makeScreen()
        type("forest", into: screen)
        screen.handle(.escape)
        #expect(screen.mode.focus == .list)
        screen.handle(.character("/"))
        #expect(screen.mode.focus == .search)
        #expect(screen.searchBar.text == "forest")
        screen.handle(.ctrl("u"))
        #expect(screen.searchBar.text == "")
    }

    @Test func detailOpensOnPhotosAndEscReturnsToTheSamePlace() {
        let (screen, _) = makeScreen(photos: 12)
        var shown: [Bool] = []
        let bag = DisposeBag()
        screen.detailShownRelay.subscribe(onNext: { shown.append($0) }).disposed(by: bag)
        screen.handle(.escape)
        #expect(screen.list.state.selected == 1)  // the section header is skipped
        screen.handle(.character("k"))
        #expect(screen.list.state.selected == 1)
        for _ in 0..<7 { screen.handle(.character("j")) }
        var buffer = CellBuffer(width: 80, height: 24)
        screen.render(into: &buffer)
        let before = screen.list.state
        screen.handle(.enter)
        #expect(screen.mode.isShowingDetail)
        screen.render(into: &buffer)
        screen.handle(.escape)
        #expect(!screen.mode.isShowingDetail)
        #expect(screen.list.state == before)
        #expect(shown == [true, false])
    }

    @Test func appActionsGoOutQuitFromListNotFromSearch() {
        let (screen, _) = makeScreen()
        var actions: [BrowserCommand] = []
        let bag = DisposeBag()
        screen.actionRelay.subscribe(onNext: { actions.append($0) }).disposed(by: bag)
        screen.handle(.character("q"))  // typed into the search box
        screen.handle(.escape)
        for key in "doyrq" { screen.handle(.character(key)) }
        screen.handle(.ctrl("c"))
        #expect(actions == [.download, .openInBrowser, .copyLink, .retry, .quit, .quit])
    }

    @Test func filtersOverlayAppliesOnEnterOnly() {
        let (screen, _) = makeScreen()
        var applied: [FilterChoice] = []
        let bag = DisposeBag()
        screen.filtersPanel.rx.applied.subscribe(onNext: { applied.append($0) }).disposed(by: bag)
        screen.handle(.escape)
        screen.handle(.character("f"))
        #expect(screen.mode.overlay == .filters)
        screen.handle(.right)          // order: latest
        screen.handle(.down)
        screen.handle(.right)          // orientation: landscape
        screen.handle(.escape)         // cancelled
        #expect(applied.isEmpty)
        #expect(screen.mode.overlay == nil)
        screen.handle(.character("f"))
        screen.handle(.down)
        screen.handle(.down)
        screen.handle(.left)           // colour: blue (wraps)
        screen.handle(.enter)
        #expect(applied == [FilterChoice(order: "relevant", orientation: nil, color: "blue")])
        #expect(screen.filters.color == "blue")
    }

    @Test func layoutAt80x24() {
        let (screen, _) = makeScreen(photos: 2)
        screen.detail.show(screen.list.selectedItem?.photo, isComplete: false)
        screen.statusLine.shortHints = "? help  q quit"
        var buffer = CellBuffer(width: 80, height: 24)
        screen.render(into: &buffer)
        let lines = buffer.lines
        #expect(lines[0].hasPrefix(" Search: type to search"))
        #expect(lines[1] == String(repeating: "─", count: 28) + " 1 of 2 loaded ─ ┌ Photo " + String(repeating: "─", count: 26) + "┐")
        #expect(lines[3] == "── Editorial " + String(repeating: "─", count: 31) + " │" + String(repeating: " ", count: 33) + "│")
        #expect(lines[5].hasPrefix("▌           Photo 0"))
        #expect(lines[6].hasPrefix("▌           by Ada Park"))
        #expect(lines[23] == "offline library" + String(repeating: " ", count: 51) + "? help  q quit")
        #expect(lines.contains { $0.contains("Photo by Ada Park on Unsplash") })
    }

    @Test func narrowTerminalDropsTheSidePane() {
        let (screen, _) = makeScreen(photos: 2)
        var buffer = CellBuffer(width: 60, height: 20)
        screen.render(into: &buffer)
        #expect(screen.layout.detail == nil)
        #expect(!buffer.lines.joined().contains("┌"))
        #expect(buffer.lines[1] == String(repeating: "─", count: 44) + " 1 of 2 loaded ─")
    }

    @Test func fullScreenDetailShowsAttributionAndMetadata() {
        let (screen, _) = makeScreen(photos: 2)
        screen.handle(.escape)
        screen.detail.show(TestPhotos.photo("p0", title: "Photo 0"), isComplete: true)
        screen.handle(.enter)
        var buffer = CellBuffer(width: 120, height: 40)
        screen.render(into: &buffer)
        let text = buffer.lines.joined(separator: "\n")
        #expect(text.contains("Photo · Esc to go back"))
        #expect(text.contains("Photo by Ada Park on Unsplash"))
        #expect(text.contains("Author    Ada Park (@adapark)"))
        #expect(text.contains("Size      6000×4000"))
    }
}

@Suite("Browser screen mouse")
struct BrowserScreenMouseTests {
    @Test func clickInTheListFocusesItSelectsTheRowAndASecondClickOpens() {
        let screen = BrowserScreen(scheduler: TestScheduler(initialClock: 0))
        screen.list.setItems((0..<5).map { .photo(TestPhotos.photo("p\($0)")) }, reset: true)
        var buffer = CellBuffer(width: 100, height: 30)
        screen.render(into: &buffer)
        // Rows are three lines from y = 2: row 2 spans y 8...10.
        let click = Key.mouse(MouseEvent(kind: .press(.left), x: 20, y: 9))
        screen.handle(click)
        #expect(screen.mode.focus == .list)
        #expect(screen.list.state.selected == 2)
        var opened = 0
        let bag = DisposeBag()
        screen.list.rx.activate.subscribe(onNext: { opened += 1 }).disposed(by: bag)
        screen.handle(.mouse(MouseEvent(kind: .wheelDown, x: 20, y: 9)))
        #expect(screen.list.state.selected == 4)
        screen.handle(.mouse(MouseEvent(kind: .press(.left), x: 20, y: 15)))  // row 4 is now at y 14...16
        #expect(opened == 1)
        #expect(screen.mode.isShowingDetail)
    }
}
