import PhotoModel

/// A search over a folder's index, read from what a person types: words that must all be in a
/// photo's text (name, folder, camera, lens, keywords, place), and dates the photo must be
/// taken within, all combined with AND.
///
/// Dates: `2024` (the year), `2024-06` (a month), `2024-06-14` (a day), `jun 2024` or
/// `june 2024` (a month), and ranges of any of these with `..`: `2024-06-01..2024-06-14`,
/// `2023..2024`, `2024-05..`, `..2019`. Anything else is a word.
///
/// ```swift
/// FolderQuery("harbour jun 2024").terms       // ["harbour"]
/// FolderQuery("harbour jun 2024").dates       // [2024-06-01 ..< 2024-07-01]
/// ```
public struct FolderQuery: Sendable, Equatable {
    /// Lowercased words, each of which a photo's text must contain.
    public var terms: [String]
    /// Ranges of capture time (wall clock as UTC seconds, as ``CalendarDay``), each of which the
    /// photo's date must fall in.
    public var dates: [Range<Int>]

    /// Reads `text`.
    public init(_ text: String) {
        var words = text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        var terms: [String] = []
        var dates: [Range<Int>] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if let month = Self.monthNumber(word), index + 1 < words.count, let year = Int(words[index + 1]), Self.years.contains(year) {
                dates.append(Self.span(CalendarDay(year: year, month: month, day: 1), months: 1))
                index += 2
                continue
            }
            if let range = Self.dateRange(word) {
                dates.append(range)
            } else {
                terms.append(word)
            }
            index += 1
        }
        words.removeAll()
        self.terms = terms
        self.dates = dates
    }

    /// Whether nothing narrows the search.
    public var isEmpty: Bool { terms.isEmpty && dates.isEmpty }

    /// The range one token stands for: a date, or two (either side may be left open) around `..`.
    static func dateRange(_ word: String) -> Range<Int>? {
        if let dots = word.range(of: "..") {
            let from = String(word[..<dots.lowerBound]), to = String(word[dots.upperBound...])
            guard !(from.isEmpty && to.isEmpty) else { return nil }
            let start = from.isEmpty ? Int.min / 2 : date(from)?.lowerBound
            let end = to.isEmpty ? Int.max / 2 : date(to)?.upperBound
            guard let start, let end, start < end else { return nil }
            return start..<end
        }
        return date(word)
    }

    /// `2024`, `2024-06`, `2024-06-14` (also with `/` or `.` between).
    static func date(_ word: String) -> Range<Int>? {
        let parts = word.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == "/" || $0 == "." })
        guard (1...3).contains(parts.count), parts.allSatisfy({ part in !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber } }),
              parts[0].count == 4, let year = Int(parts[0]), years.contains(year) else { return nil }
        guard parts.count > 1 else { return span(CalendarDay(year: year, month: 1, day: 1), months: 12) }
        guard parts[1].count <= 2, let month = Int(parts[1]), (1...12).contains(month) else { return nil }
        guard parts.count > 2 else { return span(CalendarDay(year: year, month: month, day: 1), months: 1) }
        guard parts[2].count <= 2, let day = Int(parts[2]) else { return nil }
        let date = CalendarDay(year: year, month: month, day: day)
        guard date.isValid else { return nil }
        return date.startSeconds..<(date.startSeconds + 86_400)
    }

    /// `months` months from `first`.
    private static func span(_ first: CalendarDay, months: Int) -> Range<Int> {
        let total = first.year * 12 + first.month - 1 + months
        let end = CalendarDay(year: total / 12, month: total % 12 + 1, day: 1)
        return first.startSeconds..<end.startSeconds
    }

    /// `jan`, `january`, `sept` … as 1…12.
    static func monthNumber(_ word: String) -> Int? {
        let names = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"]
        guard word.count >= 3 else { return nil }
        return names.firstIndex { $0.hasPrefix(word) }.map { $0 + 1 }
    }

    /// Years a token is read as a date in (a four-digit number outside is a word).
    static let years = 1826...2200
}
