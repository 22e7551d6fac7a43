import Foundation
import Testing
@testable import PhotoCore
@testable import ImagePipeline

@Suite struct ExifMetadataTests {
    /// The date the Gregorian calendar gives for `text`'s fields (what `dateTakenDate` asked it
    /// for before it did the arithmetic itself).
    private func calendarDate(_ text: String) -> Date? {
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == " " || $0 == "-" || $0 == "T" }).compactMap { Int($0) }
        var components = DateComponents(year: parts[0], month: parts[1], day: parts[2])
        if parts.count >= 6 { (components.hour, components.minute, components.second) = (parts[3], parts[4], parts[5]) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: components)
    }

    @Test func theDateTakenIsTheCalendarsDateLeniencyIncluded() throws {
        let texts = ["2024:06:14 10:00:00", "2024:02:29 23:59:59", "2023:02:29 12:00:00", "2023:06:31 12:00:00",
                     "1900:01:01 00:00:00", "1969:12:31 23:00:00", "2100:03:01 00:00:00", "2024:07:14", "2024-07-14T10:30:00",
                     "2024:07:14 25:61:61", "1600:01:01 00:00:00", "9999:12:31 23:59:59"]
        for text in texts {
            let expected = try #require(calendarDate(text))
            #expect(ExifMetadata(dateTaken: text).dateTakenDate == expected, "\(text)")
        }
        #expect(ISO8601DateFormatter().string(from: try #require(ExifMetadata(dateTaken: "2023:06:31 12:00:00").dateTakenDate))
                == "2023-07-01T12:00:00Z")
        for nonsense in ["0000:00:00 00:00:00", "2024:13:01 00:00:00", "2024:00:10 00:00:00", "2024:06:32 00:00:00", "    ", "2024"] {
            #expect(ExifMetadata(dateTaken: nonsense).dateTakenDate == nil, "\(nonsense)")
        }
    }
}
