import Foundation

/// A photographer, as embedded in photos and topics.
public struct User: Codable, Sendable, Equatable {
    public var id: String
    public var username: String
    public var name: String
    public var firstName: String?
    public var lastName: String?
    public var bio: String?
    public var location: String?
    public var portfolioURL: URL?
    public var profileImage: ProfileImage?
    public var html: URL?
    public var totalPhotos: Int?
    public var totalLikes: Int?

    /// Creates a user; used by the offline library and by tests.
    public init(
        id: String, username: String, name: String, firstName: String? = nil, lastName: String? = nil,
        bio: String? = nil, location: String? = nil, portfolioURL: URL? = nil, profileImage: ProfileImage? = nil,
        html: URL? = nil, totalPhotos: Int? = nil, totalLikes: Int? = nil
    ) {
        self.id = id
        self.username = username
        self.name = name
        self.firstName = firstName
        self.lastName = lastName
        self.bio = bio
        self.location = location
        self.portfolioURL = portfolioURL
        self.profileImage = profileImage
        self.html = html
        self.totalPhotos = totalPhotos
        self.totalLikes = totalLikes
    }

    private enum CodingKeys: String, CodingKey {
        case id, username, name, bio, location, links
        case firstName = "first_name", lastName = "last_name", portfolioURL = "portfolio_url"
        case profileImage = "profile_image", totalPhotos = "total_photos", totalLikes = "total_likes"
    }

    private enum LinkKeys: String, CodingKey { case html }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = TextLimits.cap(try c.decode(String.self, forKey: .id), TextLimits.shortText)
        username = TextLimits.cap(try c.decode(String.self, forKey: .username), TextLimits.shortText)
        name = TextLimits.cap(try c.decodeIfPresent(String.self, forKey: .name) ?? username, TextLimits.shortText)
        firstName = TextLimits.cap(try c.decodeIfPresent(String.self, forKey: .firstName), TextLimits.shortText)
        lastName = TextLimits.cap(try c.decodeIfPresent(String.self, forKey: .lastName), TextLimits.shortText)
        bio = TextLimits.cap(try c.decodeIfPresent(String.self, forKey: .bio), TextLimits.longText)
        location = TextLimits.cap(try c.decodeIfPresent(String.self, forKey: .location), TextLimits.shortText)
        // Users type anything here ("wechat:owenii"); an unusable value is simply not a URL.
        portfolioURL = try c.decodeLenientURL(forKey: .portfolioURL)
        profileImage = try c.decodeIfPresent(ProfileImage.self, forKey: .profileImage)
        if c.contains(.links), try !c.decodeNil(forKey: .links) {
            let links = try c.nestedContainer(keyedBy: LinkKeys.self, forKey: .links)
            html = try links.decodeLenientURL(forKey: .html)
        } else {
            html = nil
        }
        totalPhotos = try c.decodeIfPresent(Int.self, forKey: .totalPhotos)
        totalLikes = try c.decodeIfPresent(Int.self, forKey: .totalLikes)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(username, forKey: .username)
        try c.encode(name, forKey: .name)
        try c.encode(firstName, forKey: .firstName)
        try c.encode(lastName, forKey: .lastName)
        try c.encode(bio, forKey: .bio)
        try c.encode(location, forKey: .location)
        try c.encode(portfolioURL, forKey: .portfolioURL)
        try c.encodeIfPresent(profileImage, forKey: .profileImage)
        var links = c.nestedContainer(keyedBy: LinkKeys.self, forKey: .links)
        try links.encode(html, forKey: .html)
        try c.encodeIfPresent(totalPhotos, forKey: .totalPhotos)
        try c.encodeIfPresent(totalLikes, forKey: .totalLikes)
    }
}
