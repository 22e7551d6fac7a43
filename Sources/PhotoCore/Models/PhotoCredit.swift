import Foundation

/// Who to credit for a photo and how: the work, its creator, where it lives, and its licence.
///
/// ``line`` is the exact sentence to show and copy: the provider's own attribution text when it
/// sent one (Openverse's `attribution`), otherwise one built in the form the provider asks for
/// ("Photo by NAME on Unsplash"; `"TITLE" by CREATOR is licensed under CC BY 2.0.`).
public struct PhotoCredit: Codable, Sendable, Equatable, Hashable {
    /// The work's title; `nil` when it has none.
    public var title: String?
    /// The creator's name; `nil` when unknown.
    public var creator: String?
    public var creatorURL: URL?
    /// Where the work is published, e.g. `flickr`, `wikimedia`, `unsplash`.
    public var source: String?
    /// The work's page at its source.
    public var landingURL: URL?
    public var license: PhotoLicense
    /// The provider's ready-made attribution, used as is when present.
    public var attribution: String?

    /// Creates a credit.
    public init(
        title: String?, creator: String?, creatorURL: URL? = nil, source: String? = nil, landingURL: URL? = nil,
        license: PhotoLicense, attribution: String? = nil
    ) {
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
        if let attribution = attribution?.trimmingCharacters(in: .whitespacesAndNewlines), !attribution.isEmpty {
            return attribution
        }
        if license.code == "unsplash" {
            return "Photo by \(creator ?? "an unknown photographer") on Unsplash"
        }
        let work = title.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : "\"\($0)\"" } ?? "This work"
        let by = creator.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : " by \($0)" } ?? ""
        let verb = license.isPublicDomain ? "is marked with" : "is licensed under"
        return "\(work)\(by) \(verb) \(license.name)."
    }
}
