/// A photo's id together with its provider, written `provider:id` (`openverse:e9d97a98-…`).
///
/// Unsplash ids stay unprefixed when written, so ids people already have keep working; parsing
/// text without a known prefix gives the default provider.
public struct PhotoID: Hashable, Sendable, Codable, CustomStringConvertible {
    public var provider: PhotoProvider
    /// The id as the provider knows it.
    public var value: String

    /// Creates an id.
    public init(provider: PhotoProvider, value: String) {
        self.provider = provider
        self.value = value
    }

    /// Parses `openverse:ID`, `unsplash:ID` or a bare `ID` (which belongs to `defaultProvider`).
    public init(parsing text: String, defaultProvider: PhotoProvider = .unsplash) {
        if let colon = text.firstIndex(of: ":"), let provider = PhotoProvider(rawValue: String(text[..<colon]).lowercased()) {
            self.init(provider: provider, value: String(text[text.index(after: colon)...]))
        } else {
            self.init(provider: defaultProvider, value: text)
        }
    }

    public var description: String { provider == .unsplash ? value : "\(provider.rawValue):\(value)" }
}
