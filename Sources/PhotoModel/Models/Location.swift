import Foundation

/// Where a full photo was taken. Every field may be `null`; a position of `0.0/0.0` means unknown.
public struct Location: Codable, Sendable, Equatable {
    public var title: String?
    public var name: String?
    public var city: String?
    public var country: String?
    public var latitude: Double?
    public var longitude: Double?

    /// Creates a location.
    public init(
        title: String? = nil, name: String? = nil, city: String? = nil, country: String? = nil,
        latitude: Double? = nil, longitude: Double? = nil
    ) {
        self.title = title
        self.name = name
        self.city = city
        self.country = country
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The best human description: the name, else "city, country", else `nil`.
    public var displayName: String? {
        if let name = name ?? title, !name.isEmpty { return name }
        let parts = [city, country].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// The coordinates, unless missing or the `0.0/0.0` that stands for unknown.
    public var coordinates: (latitude: Double, longitude: Double)? {
        guard let latitude, let longitude, latitude != 0 || longitude != 0 else { return nil }
        return (latitude, longitude)
    }

    private enum CodingKeys: String, CodingKey { case title, name, city, country, position }
    private enum PositionKeys: String, CodingKey { case latitude, longitude }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        title = try c.decodeIfPresent(String.self, forKey: .title)
        name = try c.decodeIfPresent(String.self, forKey: .name)
        city = try c.decodeIfPresent(String.self, forKey: .city)
        country = try c.decodeIfPresent(String.self, forKey: .country)
        if c.contains(.position), try !c.decodeNil(forKey: .position) {
            let position = try c.nestedContainer(keyedBy: PositionKeys.self, forKey: .position)
            latitude = try position.decodeIfPresent(Double.self, forKey: .latitude)
            longitude = try position.decodeIfPresent(Double.self, forKey: .longitude)
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(title, forKey: .title)
        try c.encode(name, forKey: .name)
        try c.encode(city, forKey: .city)
        try c.encode(country, forKey: .country)
        var position = c.nestedContainer(keyedBy: PositionKeys.self, forKey: .position)
        try position.encode(latitude, forKey: .latitude)
        try position.encode(longitude, forKey: .longitude)
    }
}
