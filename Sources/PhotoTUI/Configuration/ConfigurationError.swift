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
    /// The flag (`--api-url`) or environment variable (`$PHOTO_TUI_API_URL`) the bad value came
    /// from, when it came from one; the message then starts with it instead of the key.
    var setting: String?

    init(file: String? = nil, line: Int? = nil, key: String? = nil, message: String, setting: String? = nil) {
        self.file = file
        self.line = line
        self.key = key
        self.message = message
        self.setting = setting
    }

    /// A problem with a value that came from `origin`, about the setting `key`.
    init(origin: SettingOrigin, key: String?, message: String) {
        switch origin {
        case .file(let path, let fileKey, let line): self.init(file: path, line: line, key: fileKey, message: message)
        case .flag, .environment: self.init(key: key, message: message, setting: origin.description)
        case .defaultValue: self.init(key: key, message: message)
        }
    }

    /// The path, the key (the file's own spelling, which may be anything) or the flag or variable,
    /// and the message, with control characters shown (``EchoedValue``): the values the message
    /// quotes are cut already.
    var description: String {
        var location = ""
        if let file { location = EchoedValue.text(file, limit: EchoedValue.pathLimit) + (line.map { ":\($0)" } ?? "") + ": " }
        let keyPart = setting.map { "\($0): " } ?? key.map { "key '\(EchoedValue.text($0))': " } ?? ""
        return location + keyPart + EchoedValue.escapingControls(message)
    }
}
