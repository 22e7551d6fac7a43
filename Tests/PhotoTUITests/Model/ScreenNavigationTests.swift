import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// Screens over the list (a photographer's photos, topics, a topic, collections) and the back
/// key, headless: what opens, what the heading says, and that going back returns to the same
/// photo in the same place.
@Suite("Screens and the back stack")
struct ScreenNavigationTests {
    /// The list of the home feed (where the browser starts), after its first page came.
    private func homeList(configure: (CatalogPhotoService) -> Void = { _ in }) -> BrowserHarness {
        let browser = BrowserHarness(configure: configure)
        browser.run(for: 200)
        #expect(browser.state.mode.focus == .list)
        return browser
    }

    @Test func aPhotographersPhotosOpenAndEscComesBackToTheSamePhoto() throws {
        let browser = homeList()
        for _ in 0..<7 { browser.press(.character("j")) }
        let selected = try #require(browser.state.list.selectedPhoto?.id)
        let offset = browser.state.list.position.offset
        browser.press(.character("a"))
        browser.run(for: 200)
        #expect(browser.state.screens == [.photographer(username: "adapark", name: "Ada Park")])
        #expect(browser.lines[1].contains("Home › Photos by Ada Park"))
        #expect(browser.state.list.selectedPhoto?.id == "adapark-0")
        #expect(browser.lines[0].contains("45 photos"))
        #expect(browser.lines[47].contains("Esc back"))

        browser.press(.escape)
        browser.run(for: 100)
        #expect(browser.state.screens.isEmpty)
        #expect(browser.state.list.selectedPhoto?.id == selected)
        #expect(browser.state.list.position.offset == offset)
        #expect(!browser.lines[47].contains("Esc back"))
        #expect(browser.service.requestLog.filter { $0 == "/photos" }.count == 1)  // the list came back without a request
    }

    @Test func aScreenPagesLikeASearch() {
        let browser = homeList()
        browser.press(.character("a"))
        browser.run(for: 200)
        for _ in 0..<40 { browser.press(.character("j")) }
        browser.run(for: 300)
        #expect(browser.state.list.photoCount == 45)
        #expect(browser.service.requestLog.filter { $0 == "/users/:username/photos" }.count == 2)
    }

    @Test func topicsOpenATopicAndBackspaceWalksBackThroughBoth() throws {
        let browser = homeList { $0.topicTitles = ["Nature", "City", "Travel"] }
        browser.press(.character("t"))
        browser.run(for: 200)
        #expect(browser.state.list.rows.compactMap(\.group).map(\.title) == ["Nature", "City", "Travel"])
        #expect(browser.text.contains("▸ City"))
        #expect(browser.lines[0].contains("3 topics"))
        #expect(browser.text.contains("⏎ shows its photos"))  // the pane describes the topic
        browser.press(.character("j"))
        browser.press(.enter)
        browser.run(for: 200)
        #expect(browser.state.screens == [.topics, .topic(slug: "city", title: "City")])
        #expect(browser.lines[1].contains("Home › Topics › Topic · City"))
        #expect(browser.state.list.selectedPhoto?.id == "city-0")

        browser.press(.backspace)
        browser.run(for: 50)
        #expect(browser.state.list.selectedGroup?.title == "City")
        browser.press(.backspace)
        browser.run(for: 50)
        #expect(browser.state.screens.isEmpty)
        #expect(browser.state.list.selectedPhoto?.id == "e0")
    }

    @Test func collectionsMatchTheSearchInTheBox() throws {
        let browser = BrowserHarness(query: "sea")
        browser.run(for: 200)
        browser.press(.character("c"))
        browser.run(for: 200)
        #expect(browser.state.screens == [.collections(query: "sea")])
        #expect(browser.lines[1].contains("“sea” › Collections matching “sea”"))
        #expect(browser.state.list.rows.compactMap(\.group).map(\.title) == ["Seaside"])
        browser.press(.enter)
        browser.run(for: 200)
        #expect(browser.state.list.selectedPhoto?.id == "seaside-0")
        // Topics and collections are a list; a collection's photos may be a grid.
        browser.press(.character("v"))
        #expect(browser.state.mode.isGrid)
    }

    @Test func searchingLeavesTheScreensForTheFirstList() {
        let browser = homeList()
        browser.press(.character("a"))
        browser.run(for: 200)
        browser.press(.character("/"))
        #expect(browser.state.screens.isEmpty)
        #expect(browser.state.mode.focus == .search)
        browser.type("sea")
        browser.run(for: 500)
        #expect(browser.state.list.selectedPhoto?.id == "sea-0")
    }

    @Test func aSourceWithoutTopicsSaysSoAndHidesTheKeys() {
        let browser = homeList { $0.navigation = [] }
        browser.press(.character("t"))
        #expect(browser.state.screens.isEmpty)
        #expect(browser.state.notice?.text == "offline library has no topics")
        #expect(!browser.lines[47].contains("t topics"))
        #expect(!browser.lines[1].contains("Topics"))
        browser.press(.character("?"))
        #expect(!browser.text.contains("topics, collections"))
    }

    @Test func thereIsNoGridOfTopics() {
        let browser = homeList { $0.topicTitles = ["Nature"] }
        browser.press(.character("t"))
        browser.run(for: 200)
        browser.press(.character("v"))
        #expect(!browser.state.mode.isGrid)
        #expect(browser.state.notice?.text == "Topics and collections show as a list")
    }

    @Test func photosLikeOneAreASearchForItsWordsWithoutARelatedEndpoint() {
        let browser = homeList()
        browser.press(.character("m"))
        browser.run(for: 200)
        // The test photos have no tags: the words of "Editorial photo 0" worth searching for.
        #expect(browser.state.screens == [.related(photoID: "e0", title: "Editorial photo 0", query: "editorial")])
        #expect(browser.service.searches.last?.text == "editorial")
        #expect(browser.state.list.selectedPhoto?.id == "editorial-0")
    }

    @Test func openingTheSameScreenAgainIsRefused() {
        let browser = homeList()
        browser.press(.character("a"))
        browser.run(for: 200)
        browser.press(.character("a"))
        #expect(browser.state.screens.count == 1)
        #expect(browser.state.notice?.text == "Already showing Photos by Ada Park")
    }

    @Test func pickingEscGoesBackFirstThenCancels() {
        let browser = BrowserHarness(picking: true)
        browser.run(for: 200)
        browser.press(.tab)
        browser.press(.character("a"))
        browser.run(for: 200)
        browser.press(.escape)
        #expect(browser.state.screens.isEmpty)
        #expect(browser.state.picker != nil)
        browser.press(.enter)
        #expect(browser.model.pickedPhotos?.map(\.id) == ["e0"])
    }
}
