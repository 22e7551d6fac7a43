import Foundation

/// Decoding helpers for fields whose type Unsplash has changed over the years.
extension KeyedDecodingContainer {
    /// A URL, or `nil` when the value is missing, `null` or not a usable URL.
    package func decodeLenientURL(forKey key: Key) throws -> URL? {
        guard let text = try decodeIfPresent(String.self, forKey: key), !text.isEmpty else { return nil }
        return URL(string: text)
    }

    /// A string that may have been sent as a number.
    package func decodeStringOrNumber(forKey key: Key) throws -> String? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let text = try? decode(String.self, forKey: key) { return text }
        if let int = try? decode(Int.self, forKey: key) { return String(int) }
        return String(try decode(Double.self, forKey: key))
    }

    /// An integer that may have been sent as a string.
    package func decodeIntOrString(forKey key: Key) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let int = try? decode(Int.self, forKey: key) { return int }
        if let double = try? decode(Double.self, forKey: key) { return Int(double) }
        let text = try decode(String.self, forKey: key)
        return Int(text.trimmingCharacters(in: .whitespaces))
    }
}
