import PhotoCore

/// Downloads: `d` on one photo, and each status the download's view model reports (a finished
/// file is recorded in the library; the status line tells the file's or the batch's progress).
extension BrowserReducer {
    /// `d` without marks: the selected photo's original; a local file is already on disk.
    static func download(in state: inout BrowserState) -> [BrowserEffect] {
        guard let photo = state.list.selectedPhoto else { return [] }
        if let file = photo.file { return notice("\(file.name) is already a file on this computer", isTransient: true, in: &state) }
        return [.download(photo)]
    }

    /// A download's status changed.
    static func downloadChanged(_ status: DownloadStatus?, in state: inout BrowserState, _ context: BrowserContext) -> [BrowserEffect] {
        var effects: [BrowserEffect] = []
        switch status {
        case .inProgress(let photo, _)?: state.downloadingPhoto = photo
        case .failed?:
            state.downloadingPhoto = nil
            state.isConfirmingQuit = false
        case .finished(let url)?:
            if let photo = state.downloadingPhoto { effects = write(.recordDownload(photo, path: url.path), context) }
            state.downloadingPhoto = nil
            state.isConfirmingQuit = false
        default: break
        }
        guard let text = downloadNotice(for: status, in: &state) else { return effects }
        return effects + notice(text, isTransient: false, in: &state)
    }

    /// The status line for a download's `status`: the batch's line while its files download and
    /// once they are done, else the file's own.
    static func downloadNotice(for status: DownloadStatus?, in state: inout BrowserState) -> String? {
        if let status, var batch = state.culling.downloads, let text = batch.notice(for: status) {
            state.culling.downloads = batch
            return text
        }
        return DownloadNotice.text(for: status)
    }
}
