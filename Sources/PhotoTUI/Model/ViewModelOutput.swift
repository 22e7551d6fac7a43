import PhotoCore

/// One value from the detail's or the downloads' view model, or a folder's scan, as the model
/// receives it. The lists' changes come as ``FeedEvent``s instead (``BrowserAction/list(_:screenID:)``).
enum ViewModelOutput: Equatable {
    case detail(PhotoDetail?)
    case detailLoading(Bool)
    case detailError(String?)
    case download(DownloadStatus?)
    /// A folder source's scan: photos found, what was skipped.
    case folderScan(FolderScanProgress)
}
