import Foundation
import PhotoModel

/// Where a download of an original stands, for the status bar.
public enum DownloadStatus: Equatable, Sendable {
    /// Downloading `photo`; `fraction` is 0...1, or `nil` while the size is unknown.
    case inProgress(Photo, fraction: Double?)
    /// The original is complete at `path`.
    case finished(URL)
    /// After `finished`, when a size was asked for or a hook runs: the file's pixels, any note,
    /// and the hook's outcome (sent again once the hook has ended).
    case saved(DownloadReport)
    /// The download failed; one line for the user.
    case failed(String)
}
