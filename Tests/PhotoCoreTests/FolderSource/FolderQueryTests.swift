import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import PhotoModel

@Suite struct FolderQueryTests {
    private func day(_ year: Int, _ month: Int, _ day: Int) -> Int { CalendarDay(year: year, month: month, day: day).startSeconds }

    @Test func datesAndRangesAreReadAndTheRestAreWords() {
        let query = FolderQuery("Harbour jun 2024")
        #expect(query.terms == ["harbour"] && query.dates == [day(2024, 6, 1)..<day(2024, 7, 1)])
        #expect(FolderQuery("2024").dates == [day(2024, 1, 1)..<day(2025, 1, 1)])
        #expect(FolderQuery("2024-06-14").dates == [day(2024, 6, 14)..<day(2024, 6, 15)])
        #expect(FolderQuery("2024-06-01..2024-06-14").dates == [day(2024, 6, 1)..<day(2024, 6, 15)])
        #expect(FolderQuery("2024-05..").dates.first?.lowerBound == day(2024, 5, 1))
        #expect(FolderQuery("..2019").dates.first?.upperBound == day(2020, 1, 1))
        // Not dates: a backwards range, a month with no year, a number out of the years.
        #expect(FolderQuery("2024..2023").terms == ["2024..2023"])
        #expect(FolderQuery("June Canon").terms == ["june", "canon"] && FolderQuery("IMG_0042 12345").dates.isEmpty)
        #expect(FolderQuery("  ").isEmpty)
    }
}
