import Foundation
import PhotoCore

/// The page `o` opens and `y` copies. Links back to Unsplash carry its referral parameters, as
/// its API guidelines ask; a page on any other host (an Openverse work's Flickr or Wikimedia
/// page) is left exactly as its provider gave it.
enum ReferralLink {
    static let source = "photo_tui"

    /// The photo's page: with `utm_source=photo_tui&utm_medium=referral` (others kept) when it is
    /// on Unsplash; `nil` for a photo that has none (a file, or an Unsplash photo without a link
    /// and an id).
    static func photoPage(of photo: Photo) -> URL? {
        var page = photo.links.html
        if page == nil, photo.provider == .unsplash { page = URL(string: "https://unsplash.com/photos/\(photo.id)") }
        guard let page, photo.provider != .folder else { return nil }
        return isUnsplash(page) ? withReferral(page) : page
    }

    /// Whether `url` is on unsplash.com (or a subdomain of it).
    static func isUnsplash(_ url: URL) -> Bool {
        guard let host = url.host?.lowercased() else { return false }
        return host == "unsplash.com" || host.hasSuffix(".unsplash.com")
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
