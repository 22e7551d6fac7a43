/// A photo's id together with its provider, written `provider:id` (`openverse:e9d97a98-…`,
/// `offline:Dwu85P9SOIk`, `folder:/home/me/Pictures/IMG_0001.jpg`).
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

    /// Parses `openverse:ID`, `unsplash:ID`, `offline:ID`, `folder:PATH` or a bare `ID` (which
    /// belongs to `defaultProvider`). Page addresses and paths are ``PhotoReference``'s.
    public init(parsing text: String, defaultProvider: PhotoProvider = .unsplash) {
        if let colon = text.firstIndex(of: ":"), let provider = PhotoProvider(rawValue: String(text[..<colon]).lowercased()) {
            self.init(provider: provider, value: String(text[text.index(after: colon)...]))
        } else {
            self.init(provider: defaultProvider, value: text)
        }
    }

    public var description: String { provider == .unsplash ? value : "\(provider.rawValue):\(value)" }
}
