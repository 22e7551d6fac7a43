import Foundation

/// Where an original goes.
public enum DownloadDestination: Sendable, Equatable {
    /// Into this folder (created when missing), named by ``DownloadFileName`` from the request.
    case folder(URL)
    /// Exactly this path; an existing folder here means "into that folder".
    case path(URL)
}
