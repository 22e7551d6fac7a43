/// A tag of an Openverse result: `{name, accuracy?, unstable__provider?}`. Machine tags carry an
/// `accuracy` (0.9…0.99) and their provider; human tags have none (absent or `null`). Names are
/// shown as sent, never un-escaped (some are mangled copies such as `lu00f3pez`).
public struct OpenverseTag: Codable, Sendable, Equatable, Hashable {
    public var name: String
    public var accuracy: Double?
    public var provider: String?

    /// Creates a tag.
    public init(name: String, accuracy: Double? = nil, provider: String? = nil) {
        self.name = name
        self.accuracy = accuracy
        self.provider = provider
    }

    private enum CodingKeys: String, CodingKey {
        case name, accuracy
        case provider = "unstable__provider"
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        accuracy = (try? c.decodeIfPresent(Double.self, forKey: .accuracy)) ?? nil
        provider = (try? c.decodeIfPresent(String.self, forKey: .provider)) ?? nil
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(accuracy, forKey: .accuracy)
        try c.encodeIfPresent(provider, forKey: .provider)
    }
}
