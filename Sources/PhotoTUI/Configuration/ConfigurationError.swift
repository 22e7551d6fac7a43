import PhotoCore

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

    /// The path, the key (the file's own spelling, which may be anything) and the message, with
    /// control characters shown (``EchoedValue``): the values the message quotes are cut already.
    var description: String {
        var location = ""
        if let file { location = EchoedValue.text(file, limit: EchoedValue.pathLimit) + (line.map { ":\($0)" } ?? "") + ": " }
        let keyPart = key.map { "key '\(EchoedValue.text($0))': " } ?? ""
        return location + keyPart + EchoedValue.escapingControls(message)
    }
}
