import Foundation
import Testing
@testable import PhotoCore

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
}
