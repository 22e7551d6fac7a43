import Foundation

/// A `Retry-After` header (RFC 9110 §10.2.3): a number of seconds, or an HTTP date in any of the
/// three forms a recipient must accept (IMF-fixdate, RFC 850, asctime).
///
/// ```swift
/// RetryAfter.seconds("120", now: now)                             // 120
/// RetryAfter.seconds("Wed, 21 Oct 2015 07:28:00 GMT", now: now)   // until then, 0 if past
/// ```
public enum RetryAfter {
    /// Seconds to wait from `now`, never negative; `nil` when `header` is missing or neither form.
    public static func seconds(_ header: String?, now: Date) -> Int? {
        guard let text = header?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        if text.allSatisfy(\.isASCII), let seconds = Int(text) { return max(0, seconds) }
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: text) {
                return max(0, Int(date.timeIntervalSince(now).rounded(.up)))
            }
        }
        return nil
    }

    /// IMF-fixdate, RFC 850 and asctime.
    private static let formats = ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"]
}
