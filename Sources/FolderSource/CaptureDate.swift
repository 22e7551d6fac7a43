import Foundation
import ImagePipeline
import PhotoModel

/// When a file's photo was taken, as the timeline orders and groups it: the EXIF date when it
/// is a real one, else the file's modification time, with a line saying why.
///
/// Both are wall-clock times kept as UTC dates (EXIF has no zone): the file's time is turned
/// into this machine's local time first, so a photo and a screenshot of the same evening fall on
/// the same day.
struct CaptureDate {
    let date: Date
    /// Why the date is the file's time; `nil` when it is the EXIF date.
    let note: String?

    /// EXIF dates more than a day ahead of now are a camera's clock set wrong.
    static let futureSlack: TimeInterval = 86_400

    init(metadata: ExifMetadata?, modified: Int, now: Date = Date()) {
        let fileTime = Self.localWallClock(seconds: modified)
        guard let written = metadata?.dateTaken else {
            date = fileTime
            note = "file time (no EXIF date)"
            return
        }
        guard let exif = metadata?.dateTakenDate, exif.timeIntervalSince1970 > -2_208_988_800 else {
            // 0000:00:00 00:00:00, blanks, nonsense: cameras write these when their clock was never set.
            date = fileTime
            note = "file time (the EXIF date “\(Self.printable(written))” is not a date)"
            return
        }
        guard exif.timeIntervalSince(Self.localWallClock(seconds: Int(now.timeIntervalSince1970))) <= Self.futureSlack else {
            date = fileTime
            note = "file time (the EXIF date \(Self.searchText(exif).prefix(10)) is in the future)"
            return
        }
        date = exif
        note = nil
    }

    /// `seconds` since 1970 as this machine's wall clock read it, kept as a UTC date.
    static func localWallClock(seconds: Int) -> Date {
        let instant = Date(timeIntervalSince1970: TimeInterval(seconds))
        return instant.addingTimeInterval(TimeInterval(TimeZone.current.secondsFromGMT(for: instant)))
    }

    /// `"2024-07-14 10:30:00"`.
    static func searchText(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let day = CalendarDay(secondsSince1970: seconds)
        let time = ((seconds % 86_400) + 86_400) % 86_400
        // Without String(format:), which cost more than the rest of a file's search text.
        func digits(_ value: Int, _ width: Int) -> String {
            guard value >= 0 else { return "-" + digits(-value, width - 1) }
            let text = String(value)
            return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
        }
        return digits(day.year, 4) + "-" + digits(day.month, 2) + "-" + digits(day.day, 2) + " "
            + digits(time / 3600, 2) + ":" + digits(time / 60 % 60, 2) + ":" + digits(time % 60, 2)
    }

    /// At most 40 characters with controls shown as `?`: EXIF text is the file's, not ours.
    private static func printable(_ text: String) -> String {
        String(text.unicodeScalars.prefix(40).map { $0.properties.generalCategory == .control ? "?" : Character($0) })
    }
}
