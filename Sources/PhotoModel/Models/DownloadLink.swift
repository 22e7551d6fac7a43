import Foundation

/// The answer of download tracking (`GET links.download_location`): where the original is.
public struct DownloadLink: Codable, Sendable, Equatable {
    public var url: URL

    /// Creates the answer.
    public init(url: URL) { self.url = url }
}
