import Testing
@testable import PhotoTUI

@Suite("Image memory budget")
struct ImageMemoryBudgetTests {
    @Test(arguments: [0, 1, 64 << 20, 256 << 20, 4_096 << 20])
    func theSharesTogetherStayWithinTheSetting(total: Int) {
        let budget = ImageMemoryBudget(totalBytes: total)
        let shares = [budget.decodedBytes, budget.previewBytes, budget.thumbnailBytes, budget.cellBytes]
        #expect(shares.reduce(0, +) <= total)
        #expect(shares.allSatisfy { $0 >= 0 })
        if total >= 64 << 20 { #expect(budget.decodedBytes > total / 2) }
    }

    @Test func theSettingIsNeverNegative() {
        #expect(ImageMemoryBudget(totalBytes: -5).totalBytes == 0)
    }
}
