/// "Did you mean star?": the known name closest to one that is not known, by edit distance
/// (a swapped pair of letters counts as one edit), when it is close enough to be a typo.
enum ClosestName {
    /// The closest of `names` to `name`, or nil when none is within a typo's reach.
    static func suggestion(for name: String, among names: [String]) -> String? {
        let lowered = name.lowercased()
        let scored = names.map { ($0, distance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }) else { return nil }
        let reach = max(1, min(3, best.0.count / 3))
        return best.1 <= reach && best.1 < best.0.count ? best.0 : nil
    }

    /// Edits (insert, delete, replace, swap two neighbours) from `a` to `b`.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
