import EventStream
import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

@Suite("Switching sources from the filters overlay")
struct SourceSwitchingTests {
    @Test func theSourceRowSwitchesWithoutRestartKeepingTheQuery() throws {
        let other = ServiceSlot()
        var asked: [SourceOption] = []
        let switcher = SourceSwitcher(available: [.source(.openverse), .source(.offline)]) { option in
            asked.append(option)
            guard let service = other.value else { throw CommandFailure("not ready") }
            // Openverse's traits: licence filters, not order or colour.
            service.traits = SourceTraits(
                id: .openverse, name: "Openverse at test", locality: .remote, extent: .openEnded, orders: [.relevant],
                filters: [.orientation, .license], navigation: [.photographer, .related], quota: .day, credit: .creativeCommons,
                homeFeed: .everything, maxPageSize: 20)
            return service
        }
        let browser = BrowserHarness(query: "sea", sourceSwitcher: switcher)
        other.value = CatalogPhotoService(scheduler: browser.scheduler)
        browser.advance(by: 400)
        #expect(browser.service.searches.count == 1)
        browser.press(.escape)
        browser.press(.character("f"))
        // Unsplash-shaped rows, then the Source row on the source in use (the catalog states Unsplash).
        #expect(browser.text.contains("Order") && browser.text.contains("‹ unsplash ›"))
        for _ in 0..<3 { browser.press(.down) }
        browser.press(.right)
        #expect(browser.text.contains("‹ openverse ›"))
        browser.press(.enter)
        browser.advance(by: 400)
        #expect(asked == [.source(.openverse)])
        #expect(browser.state.source == "Openverse at test")
        #expect(browser.lines.last?.contains("Openverse at test") == true)
        #expect(other.value?.searches.map(\.text) == ["sea"])
        // Openverse has licence filters, not order or colour.
        browser.press(.character("f"))
        #expect(browser.text.contains("Licence     ‹ any ›") && !browser.text.contains("Colour      ‹"))
    }
}

/// The service a switch will hand over, set once the harness's scheduler exists.
private final class ServiceSlot {
    var value: CatalogPhotoService?
}
