/// Replaces secrets (the access key) with a fixed mask wherever they appear in text.
///
/// Every log line goes through one of these, so a key that slips into a URL, a header dump
/// or an error description still never reaches the log file.
public struct SecretRedactor: Sendable {
    /// The text that stands in for a secret.
    public static let mask = "[REDACTED]"

    private let secrets: [String]

    /// Creates a redactor for the given secrets; empty strings are ignored.
    public init(secrets: [String]) {
        self.secrets = secrets.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    }

    /// Returns `text` with every secret replaced by ``mask``, including `Client-ID` header values.
    public func redact(_ text: String) -> String {
        var result = text
        for secret in secrets where result.contains(secret) {
            result = result.replacingOccurrences(of: secret, with: Self.mask)
        }
        return Self.redactClientIDHeaders(result)
    }

    /// Masks the value after `Client-ID ` (header) or `client_id=` (query), so that a key this
    /// redactor was not told about is hidden too.
    private static func redactClientIDHeaders(_ text: String) -> String {
        ["Client-ID ", "client_id="].reduce(text) { text, marker in
            var result = ""
            var rest = Substring(text)
            while let range = rest.range(of: marker, options: .caseInsensitive) {
                result += rest[..<range.upperBound] + mask
                let value = rest[range.upperBound...]
                rest = value[(value.firstIndex { " \n\r\t\",;&".contains($0) } ?? value.endIndex)...]
            }
            return result + rest
        }
    }
}
