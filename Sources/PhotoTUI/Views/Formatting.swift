import Foundation
import PhotoCore

/// Numbers and sizes the way the screens print them.
enum Formatting {
    /// 1234567 → "1,234,567" (``GroupedNumber``, shared with the view models).
    static func grouped(_ value: Int) -> String { GroupedNumber.text(value) }

    /// 1 → "1 photo", 1234 → "1,234 photos" (``GroupedNumber/count(_:_:plural:)``).
    static func count(_ value: Int, _ singular: String, plural: String? = nil) -> String {
        GroupedNumber.count(value, singular, plural: plural)
    }

    /// 12_300 → "12.3k", 999 → "999".
    static func compact(_ value: Int) -> String {
        switch value {
        case ..<1000: return String(value)
        case ..<1_000_000: return String(format: "%.1fk", Double(value) / 1000).replacingOccurrences(of: ".0k", with: "k")
        default: return String(format: "%.1fM", Double(value) / 1_000_000).replacingOccurrences(of: ".0M", with: "M")
        }
    }

    /// Bytes as "512 B", "3.4 MB".
    static func bytes(_ count: Int) -> String {
        let units = ["B", "kB", "MB", "GB"]
        var value = Double(count)
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        return unit == 0 ? "\(count) B" : String(format: value < 10 ? "%.1f %@" : "%.0f %@", value, units[unit])
    }
}
