import PhotoCore

/// The status line's words for a download.
enum DownloadNotice {
    static func text(for status: DownloadStatus?) -> String? {
        switch status {
        case .inProgress(let photo, let fraction?)?: return "Downloading \(photo.id) \(Int(fraction * 100))%"
        case .inProgress(let photo, nil)?: return "Downloading \(photo.id)…"
        case .finished(let url)?: return "Saved \(url.path)"
        case .failed(let message)?: return message
        case nil: return nil
        }
    }
}
