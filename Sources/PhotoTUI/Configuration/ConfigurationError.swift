/// A configuration problem, phrased so the user knows what to fix and where.
struct ConfigurationError: Error, Equatable, CustomStringConvertible {
    /// The file at fault, if the problem is in a file.
    var file: String?
    /// The 1-based line in `file`, when known.
    var line: Int?
    /// The dotted key at fault, when known (`cache.disk_mb`).
    var key: String?
    /// What is wrong and how to fix it.
    var message: String

    var description: String {
        var location = ""
        if let file { location = file + (line.map { ":\($0)" } ?? "") + ": " }
        let keyPart = key.map { "key '\($0)': " } ?? ""
        return location + keyPart + message
    }
}
