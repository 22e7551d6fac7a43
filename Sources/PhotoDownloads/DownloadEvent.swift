import Foundation
import PhotoHTTP

/// What a download of an original reports.
public enum DownloadEvent: Sendable, Equatable {
    /// Bytes so far.
    case progress(DownloadProgress)
    /// The file is complete at this path (the last event before completion).
    case saved(URL)
}
