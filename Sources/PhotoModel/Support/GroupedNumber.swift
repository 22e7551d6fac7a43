/// Whole numbers with thousands separators, as every screen prints counts.
public enum GroupedNumber {
    /// 1234567 → "1,234,567" (fixed separator, so screens and tests do not depend on the locale).
    public static func text(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return (value < 0 ? "-" : "") + groups.joined(separator: ",")
    }

    /// A count and its noun, agreeing: `count(1, "photo")` → "1 photo", `count(1234, "photo")`
    /// → "1,234 photos", `count(2, "reply", plural: "replies")` → "2 replies". Every count a
    /// screen or a command prints goes through here, so none says "1 photos".
    public static func count(_ value: Int, _ singular: String, plural: String? = nil) -> String {
        "\(text(value)) \(noun(for: value, singular, plural: plural))"
    }

    /// The noun alone, for a count printed apart ("90 of 192 photos").
    public static func noun(for value: Int, _ singular: String, plural: String? = nil) -> String {
        value == 1 ? singular : plural ?? singular + "s"
    }
}
