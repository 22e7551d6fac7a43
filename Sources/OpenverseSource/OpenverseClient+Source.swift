import Foundation
import PhotoModel

/// Openverse as a source: an open-ended remote search of Creative Commons works with no editorial
/// feed (its home is every work, filters applied), a creator's works and related works, a daily
/// quota, and a licence per work.
extension OpenverseClient {
    public var traits: SourceTraits {
        SourceTraits(
            id: .openverse, name: Self.name(of: configuration.baseURL), locality: .remote, extent: .openEnded,
            orders: [.relevant], filters: [.orientation, .license],
            // The related endpoint takes no filters; a creator's works are asked for unfiltered.
            navigation: [.photographer, .related], relatedByEndpoint: true, filteredScreens: [],
            quota: .day, credit: .creativeCommons, homeFeed: .everything, maxPageSize: maxPageSize)
    }

    /// "Openverse" for the public API, "Openverse at HOST" for another server that speaks it.
    static func name(of baseURL: URL) -> String {
        baseURL.host == publicAPI.host ? "Openverse" : "Openverse at \(baseURL.host ?? baseURL.absoluteString)"
    }
}
