import Foundation
import PhotoCore
import Terminal
import Testing
@testable import PhotoTUI

/// `[` `]` `{` `}` on a folder's timeline in the whole browser: the source says where a jump
/// lands among all the photos; the list selects it, loading the pages up to it when needed.
@Suite("Timeline jump keys in the browser")
struct TimelineJumpsTests {
    /// 2,000 photos in days of 50, months of 10 days.
    private func timeline() -> BrowserHarness {
        let browser = BrowserHarness { service in
            service.traits = CatalogPhotoService.folderTraits
            service.traits.orders = [.dateTaken, .name, .size]  // the timeline is a folder's default
            service.searchTotal = 2000
            service.photosPerDay = 50
        }
        browser.advance(by: 60)
        return browser
    }

    @Test func nextDayLandsOnTheFirstPhotoOfADayNotYetLoadedLoadingOnlyThePagesUpToIt() {
        let browser = timeline()
        #expect(browser.state.list.photoCount == 30)
        browser.press(.character("]"))
        browser.run(for: 500)
        #expect(browser.service.jumps.map(\.from) == [0])
        #expect(browser.service.jumps.map(\.jump) == [.nextDay])
        #expect(browser.state.list.selectedPhoto?.id == "-50")
        #expect(browser.state.pendingJump == nil)
        // Pages 1 and 2 hold photos 0…59: photo 50 is on page 2; the list asks ahead as usual,
        // but never pages to the end.
        #expect(browser.service.searches.map(\.page).prefix(2) == [1, 2])
        #expect(browser.service.searches.count < 6)
        // The heading of that day is on screen, right above the selection.
        let selected = browser.state.list.position.selected ?? 0
        #expect(browser.state.list.rows[selected - 1] == .section(title: "Day 1"))
    }

    @Test func monthsForwardAndDaysBackLandWhereTheSourceSays() {
        let browser = timeline()
        browser.press(.character("}"))
        browser.run(for: 2000)
        #expect(browser.state.list.selectedPhoto?.id == "-500")
        // Back a day from the first photo of a day: the first photo of the day before.
        browser.press(.character("["))
        browser.run(for: 200)
        #expect(browser.state.list.selectedPhoto?.id == "-450")
        // Within a day, back goes to its first photo first.
        browser.press(.character("j"))
        browser.press(.character("j"))
        #expect(browser.state.list.selectedPhoto?.id == "-452")
        browser.press(.character("["))
        browser.run(for: 200)
        #expect(browser.state.list.selectedPhoto?.id == "-450")
        browser.press(.character("{"))
        browser.run(for: 200)
        #expect(browser.state.list.selectedPhoto?.id == "-0")
        #expect(browser.service.jumps.map(\.jump) == [.nextMonth, .previousDay, .previousDay, .previousMonth])
        #expect(browser.service.jumps.map(\.from) == [0, 500, 452, 450])
    }

    @Test func noEarlierDaySaysSoAndKeepsTheSelection() {
        let browser = timeline()
        browser.press(.character("["))
        browser.run(for: 200)
        #expect(browser.state.list.selectedPhoto?.id == "-0")
        #expect(browser.state.notice?.text == "No earlier day in this list")
    }

    @Test func aMoveWhileAJumpWaitsForItsPageCancelsIt() {
        let browser = timeline()
        browser.press(.character("}"))
        browser.advance(by: 60)  // the answer: photo 500, far past the 30 loaded
        #expect(browser.state.pendingJump == 500)
        browser.press(.character("k"))
        #expect(browser.state.pendingJump == nil)
        browser.run(for: 2000)
        #expect(browser.state.list.selectedPhoto?.id != "-500")
        #expect(browser.state.list.photoCount < 500)
    }

    @Test func aSourceWithoutATimelineSaysWhereTheKeysWork() {
        let browser = BrowserHarness()
        browser.advance(by: 60)
        browser.press(.character("]"))
        #expect(browser.service.jumps.isEmpty)
        #expect(browser.state.notice?.text == "[ ] { } jump by day and month on a folder's timeline (by first letter and folder in name order)")
    }

    @Test func inNameOrderTheNoticeNamesFirstLetters() {
        let browser = timeline()
        browser.model.perform(.jumpTimeline(.previousMonth))
        browser.advance(by: 60)
        #expect(browser.state.notice?.text == "No earlier month in this list")
        browser.press(.character("f"))
        browser.press(.right)  // the order row: date taken, then name
        browser.press(.enter)
        browser.advance(by: 60)
        browser.press(.character("["))
        browser.advance(by: 60)
        #expect(browser.state.notice?.text == "No earlier first letter in this list")
    }

    @Test func theHelpListsTheJumpKeys() {
        let browser = timeline()
        browser.press(.character("?"))
        #expect(browser.text.contains("[ ] { }") && browser.text.contains("jump by day, month"))
    }
}
