import EventStream
import Foundation
import PhotoCore

/// The view models of one browser, bound to its screen one line each and disposed with the app.
final class BrowserBindings {
    let search: SearchViewModel
    let detail: PhotoDetailViewModel
    let downloads: DownloadViewModel

    private init(environment: AppEnvironment) {
        search = SearchViewModel(service: environment.service)
        detail = PhotoDetailViewModel(service: environment.service)
        downloads = DownloadViewModel(service: environment.service, downloader: environment.downloader,
                                      directory: environment.downloadsDirectory)
    }

    /// Builds the view models and binds them to `app`'s screen.
    @discardableResult
    static func bind(_ app: BrowserApp, to environment: AppEnvironment) -> BrowserBindings {
        let bindings = BrowserBindings(environment: environment)
        bindings.bind(app)
        return bindings
    }

    private func bind(_ app: BrowserApp) {
        let screen = app.screen
        let (searchBar, list, pane, status) = (screen.searchBar, screen.list, screen.detail, screen.statusLine)

        // Inputs: view → view model.
        app.keep(searchBar.rx.text.bind(to: search.query))
        app.keep(searchBar.rx.submit.bind(to: search.searchNow))
        app.keep(list.rx.nearEnd.bind(to: search.nearBottom))
        app.keep(list.rx.selection.bind(to: search.selection))
        app.keep(screen.filtersPanel.rx.applied.map(SearchFilters.init(choice:)).bind(to: search.filters))

        // Outputs: view model → view.
        // `rows` replays the current update to a new subscriber: the first one holds every row,
        // so it counts as a reset whatever its change says.
        var isFirstUpdate = true
        let rows = search.rows.map { update -> RowsUpdate in
            defer { isFirstUpdate = false }
            return isFirstUpdate ? RowsUpdate(rows: update.rows, change: .reset) : update
        }
        app.keep(rows.do(onNext: { [weak app] update in
            if update.change == .reset { app?.rowsWereReset() }
        }).drive(list.rx.rows))
        app.keep(search.totalCount.drive(searchBar.rx.totalCount))
        app.keep(search.loading.map { $0 != .idle }.drive(onNext: { [weak app] loading in app?.setLoading(loading) }))
        app.keep(search.errorMessage.drive(status.rx.errorMessage))
        app.keep(search.rateLimit.drive(status.rx.rateLimit))
        app.keep(search.selectedPhoto.drive(detail.photo))
        app.keep(detail.detail.map { ($0?.photo, $0?.isComplete ?? false) }.drive(pane.rx.photo))
        app.keep(detail.isLoadingDetail.drive(pane.rx.isLoading))
        app.keep(detail.errorMessage.drive(pane.rx.errorMessage))
        app.keep(downloads.status.map(Self.describe).drive(status.rx.notice))

        app.onAction = { [search, detail, downloads, weak app] command in
            switch command {
            case .retry:
                search.retry.accept(())
                detail.retry.accept(())
            case .download:
                if let photo = app?.currentPhoto { downloads.download.accept(photo) }
            default: break
            }
        }
    }

    /// The status line's words for a download.
    static func describe(_ status: DownloadStatus?) -> String? {
        switch status {
        case .inProgress(let photo, let fraction?)?: return "Downloading \(photo.id) \(Int(fraction * 100))%"
        case .inProgress(let photo, nil)?: return "Downloading \(photo.id)…"
        case .finished(let url)?: return "Saved \(url.path)"
        case .failed(let message)?: return message
        case nil: return nil
        }
    }
}
