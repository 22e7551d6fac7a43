import Foundation
import PhotoModel

/// Unsplash as a source: an open-ended remote feed with an editorial home, topics and
/// collections, an hourly quota, and Unsplash's credit guidelines.
extension UnsplashClient {
    public var traits: SourceTraits {
        SourceTraits(
            id: .unsplash, name: Self.name(of: configuration.baseURL), locality: .remote, extent: .openEnded,
            orders: [.relevant, .latest], filters: [.orientation, .color],
            // Every screen; photos like one are a search for its tags (the API has no related
            // endpoint), so they take the filters; the other screens' endpoints are not asked to.
            navigation: .all, filteredScreens: [.related],
            quota: .hour, credit: .unsplash, homeFeed: .editorial(heading: "Editorial"), maxPageSize: 30)
    }

    /// The access key going to another host over plain http.
    public var warning: String? { insecureKeyWarning }

    /// "Unsplash" for its API, the host for another server that speaks it.
    static func name(of baseURL: URL) -> String {
        baseURL.host == "api.unsplash.com" ? "Unsplash" : (baseURL.host ?? baseURL.absoluteString)
    }
}
