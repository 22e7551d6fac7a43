/// Replaces secrets (the access key) with a fixed mask wherever they appear in text.
///
/// Every log line goes through one of these, so a key that slips into a URL, a header dump
/// or an error description still never reaches the log file.
///
/// A secret of ``anywhereLength`` characters or more (an Unsplash key has 43) cannot occur by
/// chance, so it is masked wherever it appears, even inside a longer word. A shorter one (a
/// test server's key, or a key mistyped as `k`) is masked only where it stands as a whole token,
/// between characters that cannot be part of a key: a one-letter key would otherwise mask
/// that letter in every word of the log. Where a key is sent (`Client-ID k`, `client_id=k`),
/// it is a token, so it is masked all the same.
public struct SecretRedactor: Sendable {
    /// The text that stands in for a secret.
    public static let mask = "[REDACTED]"
    /// Secrets at least this long are masked inside words too.
    public static let anywhereLength = 16

    private let secrets: [String]

    /// Creates a redactor for the given secrets; empty strings are ignored.
    public init(secrets: [String]) {
        self.secrets = secrets.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    }

    /// Returns `text` with every secret replaced by ``mask``, including `Client-ID` header values.
    public func redact(_ text: String) -> String {
        var result = text
        for secret in secrets where result.contains(secret) {
            result = secret.count >= Self.anywhereLength
                ? result.replacingOccurrences(of: secret, with: Self.mask) : Self.maskTokens(secret, in: result)
        }
        return Self.redactClientIDHeaders(result)
    }

    /// `text` with each occurrence of `secret` that is a whole token masked.
    private static func maskTokens(_ secret: String, in text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let range = rest.range(of: secret) {
            let before = range.lowerBound > rest.startIndex ? rest[rest.index(before: range.lowerBound)] : nil
            let after = range.upperBound < rest.endIndex ? rest[range.upperBound] : nil
            let isToken = !(before.map(isKeyCharacter) ?? false) && !(after.map(isKeyCharacter) ?? false)
            result += rest[..<range.lowerBound] + (isToken ? mask : String(rest[range]))
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// Letters, digits, `-` and `_`: what keys are made of (Unsplash's are URL-safe base64).
    private static func isKeyCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "-" || character == "_"
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
