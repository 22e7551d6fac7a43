import Foundation

/// Who to credit for a photo and how: the work, its creator, where it lives, its licence, and the
/// rule (its provider's) that turns these into one line.
///
/// ``line`` is the exact sentence to show and copy: the provider's own attribution text when it
/// sent one (Openverse's `attribution`), otherwise one built in the form the rule asks for:
/// - Unsplash: "Photo by NAME on Unsplash";
/// - Creative Commons: `"TITLE" by CREATOR is licensed under CC BY 2.0.`;
/// - the offline library: `"TITLE" is a synthetic photo from photo-tui's offline library.`;
/// - a person's own file: `IMG_0001.jpg by Jane Doe`, or the file's name alone.
public struct PhotoCredit: Codable, Sendable, Equatable, Hashable {
    /// Whose rules make the line.
    public var rule: CreditRule
    /// The work's title; `nil` when it has none.
    public var title: String?
    /// The creator's name; `nil` when unknown (or, for a file, when its EXIF names no one).
    public var creator: String?
    public var creatorURL: URL?
    /// Where the work is published, e.g. `flickr`, `wikimedia`, `unsplash`.
    public var source: String?
    /// The work's page at its source.
    public var landingURL: URL?
    /// The licence; `nil` when the photo has none (synthetic, a person's own file) or when it was
    /// not recorded.
    public var license: PhotoLicense?
    /// The provider's ready-made attribution, used as is when present.
    public var attribution: String?

    /// Creates a credit.
    public init(
        rule: CreditRule, title: String?, creator: String?, creatorURL: URL? = nil, source: String? = nil, landingURL: URL? = nil,
        license: PhotoLicense?, attribution: String? = nil
    ) {
        self.rule = rule
        self.title = title
        self.creator = creator
        self.creatorURL = creatorURL
        self.source = source
        self.landingURL = landingURL
        self.license = license
        self.attribution = attribution
    }

    /// The one credit line to show and to copy.
    public var line: String {
        if let attribution = Self.nonEmpty(attribution) { return attribution }
        let creator = Self.nonEmpty(self.creator)
        switch rule {
        case .unsplash:
            return "Photo by \(creator ?? "an unknown photographer") on Unsplash"
        case .synthetic:
            return "\(work) is a synthetic photo from photo-tui's offline library."
        case .ownFile:
            let name = Self.nonEmpty(title) ?? "This photo"
            return creator.map { "\(name) by \($0)" } ?? name
        case .creativeCommons, .perPhoto:
            let by = creator.map { " by \($0)" } ?? ""
            guard let license else { return "\(work)\(by): licence not recorded, see its page." }
            let verb = license.isPublicDomain ? "is marked with" : "is licensed under"
            return "\(work)\(by) \(verb) \(license.name)."
        }
    }

    /// `"TITLE"`, or "This work" without one.
    private var work: String { Self.nonEmpty(title).map { "\"\($0)\"" } ?? "This work" }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return text
    }

    private enum CodingKeys: String, CodingKey {
        case rule, title, creator, creatorURL, source, landingURL, license, attribution
    }

    /// Lenient: a record written by a later version (an unknown rule) reads as a Creative
    /// Commons credit rather than not at all.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        rule = (try? c.decodeIfPresent(CreditRule.self, forKey: .rule)) ?? .creativeCommons
        title = try c.decodeIfPresent(String.self, forKey: .title)
        creator = try c.decodeIfPresent(String.self, forKey: .creator)
        creatorURL = try? c.decodeIfPresent(URL.self, forKey: .creatorURL)
        source = try c.decodeIfPresent(String.self, forKey: .source)
        landingURL = try? c.decodeIfPresent(URL.self, forKey: .landingURL)
        license = try? c.decodeIfPresent(PhotoLicense.self, forKey: .license)
        attribution = try c.decodeIfPresent(String.self, forKey: .attribution)
    }
}
