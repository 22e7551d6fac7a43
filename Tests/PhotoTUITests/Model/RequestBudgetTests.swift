import Foundation
import PhotoCore
import Testing
@testable import PhotoTUI

@Suite("Request budget")
struct RequestBudgetTests {
    private let utc = TimeZone(identifier: "UTC")!

    @Test func frugalWithTenLeftOfFiftyAndSaysWhenTheHourResets() {
        var budget = RequestBudget()
        let start = Date(timeIntervalSince1970: 20 * 3600 + 5 * 60)  // 20:05 UTC
        budget.update(RateLimit(limit: 50, remaining: 49), at: start)
        #expect(!budget.isFrugal)
        #expect(budget.statusText(timeZone: utc) == "49/50 left")
        budget.update(RateLimit(limit: 50, remaining: 11), at: start.addingTimeInterval(600))
        #expect(!budget.isFrugal)
        budget.update(RateLimit(limit: 50, remaining: 10), at: start.addingTimeInterval(700))
        #expect(budget.isFrugal)
        #expect(budget.statusText(timeZone: utc) == "frugal: 10/50 left, resets by 21:05")
    }

    @Test func aNewWindowIsSeenWhenMoreAreLeftNotWhenAnswersCrossOnTheWay() {
        var budget = RequestBudget()
        let start = Date(timeIntervalSince1970: 0)
        budget.update(RateLimit(limit: 50, remaining: 30), at: start)
        budget.update(RateLimit(limit: 50, remaining: 31), at: start.addingTimeInterval(60))  // out of order
        #expect(budget.windowStart == start)
        budget.update(RateLimit(limit: 50, remaining: 49), at: start.addingTimeInterval(3000))  // the hour turned
        #expect(budget.windowStart == start.addingTimeInterval(3000))
    }

    @Test func largeQuotasAreFrugalAtATenthAndUnknownWindowsShowNoReset() {
        var budget = RequestBudget(window: nil)
        budget.update(RateLimit(limit: 5000, remaining: 500), at: Date(timeIntervalSince1970: 0))
        #expect(budget.isFrugal)
        #expect(budget.statusText(timeZone: utc) == "frugal: 500/5,000 left")
    }
}
