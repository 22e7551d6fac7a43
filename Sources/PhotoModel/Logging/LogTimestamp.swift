import Foundation

/// A log line's time, as ISO 8601 with milliseconds in the local time zone
/// (`2026-11-29T03:27:29.264Z`, `2026-11-29T12:27:29.264+09:00`).
///
/// Written by hand from the C library's calendar rather than by `ISO8601DateFormatter`, which
/// makes an ICU date formatter for every line: the first one alone cost launch 2–3 ms, on the
/// main thread, before the screen opened.
public enum LogTimestamp {
    /// `date` in the process's time zone.
    public static func string(from date: Date = Date()) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        localtime_r(&seconds, &parts)
        return string(from: date, offsetSeconds: Int(parts.tm_gmtoff))
    }

    /// `date` at `offsetSeconds` east of UTC.
    public static func string(from date: Date, offsetSeconds: Int) -> String {
        let since1970 = date.timeIntervalSince1970
        let whole = since1970.rounded(.down)
        let milliseconds = min(999, Int(((since1970 - whole) * 1000).rounded(.down)))
        var local = time_t(whole) + time_t(offsetSeconds)
        var parts = tm()
        gmtime_r(&local, &parts)
        var text = "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))"
        text += "T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)).\(three(milliseconds))"
        if offsetSeconds == 0 { return text + "Z" }
        let minutes = abs(offsetSeconds) / 60
        return text + (offsetSeconds < 0 ? "-" : "+") + "\(two(Int32(minutes / 60))):\(two(Int32(minutes % 60)))"
    }

    private static func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }

    private static func three(_ value: Int) -> String { value < 10 ? "00\(value)" : value < 100 ? "0\(value)" : "\(value)" }
}
