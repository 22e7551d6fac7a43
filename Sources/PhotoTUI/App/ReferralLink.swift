import Foundation
import PhotoCore

/// Links back to Unsplash carry its referral parameters, as the API guidelines ask.
enum ReferralLink {
    static let source = "photo_tui"

    /// The photo's page with `utm_source=photo_tui&utm_medium=referral` (others kept).
    static func photoPage(of photo: Photo) -> URL? {
        let page = photo.links.html ?? URL(string: "https://unsplash.com/photos/\(photo.id)")
        return page.map(withReferral)
    }

    /// `url` with the referral parameters set, replacing any already there.
    static func withReferral(_ url: URL) -> URL {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return url }
        var items = (components.queryItems ?? []).filter { $0.name != "utm_source" && $0.name != "utm_medium" }
        items += [URLQueryItem(name: "utm_source", value: source), URLQueryItem(name: "utm_medium", value: "referral")]
        components.queryItems = items
        return components.url ?? url
    }
}
