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
}
