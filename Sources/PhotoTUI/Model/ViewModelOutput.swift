import PhotoCore

/// One value from a view model's outputs, as the model receives it (it is their only subscriber).
enum ViewModelOutput: Equatable {
    case rows(RowsUpdate)
    case totalCount(Int?)
    case loading(LoadingState)
    case error(String?)
    case rateLimit(RateLimit?)
    /// Whether the list may still grow.
    case canLoadMore(Bool)
    case detail(PhotoDetail?)
    case detailLoading(Bool)
    case detailError(String?)
    case download(DownloadStatus?)
    /// The home feed's topics, for the bar.
    case topics([Topic])
    /// A folder source's scan: photos found, what was skipped.
    case folderScan(FolderScanProgress)
}
