import EventStream
import Foundation
import PhotoDownloads
import PhotoModel

/// `d`: downloads the selected photo's original into a directory.
///
/// Tracks the download with the service first (Unsplash's guidelines ask for the GET of
/// `links.download_location`), then fetches the original through ``OriginalDownload``, the same
/// path as `photo-tui download`: a hidden temporary file put in place without replacing anything
/// (an existing file is refused with a message). Downloads run one at a time in the order asked; asking again for a
/// photo already queued does nothing. Save hooks run one at a time too, in the order the files
/// were saved, but on a queue of their own: a slow hook never holds the next download.
public final class DownloadViewModel {
    /// Input: the photo to download.
    public let download: PublishRelay<Photo>
    /// Where the latest download stands; `nil` before the first. A new subscriber gets the
    /// current status, then its changes, on `scheduler`.
    public let status: Observable<DownloadStatus?>

    private let bag = DisposeBag()

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - service: tracks downloads and says where each original is.
    ///   - downloader: fetches the original into a file.
    ///   - directory: where originals go (created when missing).
    ///   - scheduler: the main loop, where progress is delivered.
    ///   - options: the size to save at and the hook to run with each file (``DownloadFollowUp``).
    public init(service: PhotoService, downloader: PhotoDownloading, directory: URL, scheduler: Scheduler = MainScheduler.instance,
                options: DownloadOptions = DownloadOptions()) {
        let download = PublishRelay<Photo>()
        self.download = download
        let statusState = BehaviorRelay<DownloadStatus?>(value: nil)
        let hookRuns = PublishRelay<Observable<DownloadStatus>>()
        var queued: Set<String> = []

        download.asObservable()
            .filter { queued.insert($0.id).inserted }
            .concatMap { photo in
                Self.run(photo, service: service, downloader: downloader, directory: directory, options: options,
                         scheduler: scheduler, hookRuns: hookRuns)
                    .do(onDispose: { queued.remove(photo.id) })
            }
            .subscribe(onNext: { statusState.accept($0) })
            .disposed(by: bag)
        hookRuns.asObservable()
            .concatMap { $0 }
            .observe(on: scheduler)
            .subscribe(onNext: { statusState.accept($0) })
            .disposed(by: bag)
        status = statusState.asObservable().observe(on: scheduler)
    }

    /// What the browser asks for when `d` is pressed on `photo`: `author-id-provider`
    /// (`ana-lee-Dwu85P9SOIk-unsplash`, `…-openverse`, `…-offline`), sanitized by
    /// ``DownloadFileName`` into the file name.
    static func requestedName(for photo: Photo) -> String {
        "\(photo.user.username.lowercased())-\(photo.id)-\(photo.provider.rawValue)"
    }

    /// The file name for `photo`'s original.
    static func fileName(for photo: Photo) -> String {
        DownloadFileName.make(from: requestedName(for: photo))
    }

    /// One download, to its last status; its hook, if any, goes to `hookRuns` once the file's
    /// statuses are out.
    private static func run(
        _ photo: Photo, service: PhotoService, downloader: PhotoDownloading, directory: URL, options: DownloadOptions,
        scheduler: Scheduler, hookRuns: PublishRelay<Observable<DownloadStatus>>
    ) -> Observable<DownloadStatus> {
        let plan = DownloadPlan(photo: photo, size: options.size())
        return OriginalDownload(service: service, downloader: downloader)
            .start(photo, requestedName: requestedName(for: photo), to: .folder(directory), size: plan.requested)
            .concatMap { event -> Observable<DownloadStatus> in
                switch event {
                case .progress(let progress): return .just(.inProgress(photo, fraction: progress.fraction))
                case .saved(let path):
                    let report = DownloadFollowUp.report(path: path, plan: plan, options: options)
                    let saved = Observable.from(DownloadFollowUp.statuses(path: path, report: report))
                    guard let hookRun = DownloadFollowUp.hookRun(report, options: options) else { return saved }
                    return saved.do(onCompleted: { hookRuns.accept(hookRun) })
                }
            }
            .observe(on: scheduler)
            .catch { error in
                let line = error is DownloadPlacementError
                    ? "Not downloaded: " + ErrorMessage.line(for: error)
                    : "Download failed: " + ErrorMessage.line(for: error, retryHint: "press d to try again")
                return .just(.failed(line))
            }
            .startWith(.inProgress(photo, fraction: nil))
            .distinctUntilChanged()
    }
}
