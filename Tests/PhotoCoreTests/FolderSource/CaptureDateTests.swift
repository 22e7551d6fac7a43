import Foundation
import Testing
@testable import PhotoCore
@testable import FolderSource
@testable import ImagePipeline
@testable import PhotoModel

@Suite struct CaptureDateTests {
    @Test func aMissingInvalidOrFutureEXIFDateFallsBackToTheFileTimeAndSaysSo() {
        let now = Date(timeIntervalSince1970: 1_750_000_000)
        let good = CaptureDate(metadata: ExifMetadata(dateTaken: "2024:06:14 10:00:00"), modified: 0, now: now)
        #expect(good.note == nil && CaptureDate.searchText(good.date) == "2024-06-14 10:00:00")
        #expect(CaptureDate(metadata: nil, modified: 0, now: now).note == "file time (no EXIF date)")
        #expect(CaptureDate(metadata: ExifMetadata(dateTaken: "0000:00:00 00:00:00"), modified: 0, now: now).note
                == "file time (the EXIF date “0000:00:00 00:00:00” is not a date)")
        #expect(CaptureDate(metadata: ExifMetadata(dateTaken: "2031:01:01 09:00:00"), modified: 0, now: now).note
                == "file time (the EXIF date 2031-01-01 is in the future)")
    }

    @Test func theSearchTextPadsEveryField() {
        func text(_ year: Int, _ month: Int, _ day: Int, _ h: Int, _ m: Int, _ s: Int) -> String {
            let seconds = CalendarDay(year: year, month: month, day: day).daysSince1970 * 86_400 + h * 3600 + m * 60 + s
            return CaptureDate.searchText(Date(timeIntervalSince1970: TimeInterval(seconds)))
        }
        #expect(text(1970, 1, 1, 0, 0, 0) == "1970-01-01 00:00:00")
        #expect(text(2024, 7, 4, 5, 6, 7) == "2024-07-04 05:06:07")
        #expect(text(987, 3, 4, 23, 59, 59) == "0987-03-04 23:59:59")
        #expect(text(12_345, 12, 31, 12, 0, 0) == "12345-12-31 12:00:00")
        #expect(CaptureDate.searchText(Date(timeIntervalSince1970: 1_718_359_200.75)) == "2024-06-14 10:00:00")
    }
}
