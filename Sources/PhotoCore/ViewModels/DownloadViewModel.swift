import EventStream
import Foundation

/// `d`: downloads the selected photo's original into a directory.
///
/// Tracks the download with the service first (Unsplash's guidelines ask for the GET of
/// `links.download_location`), then fetches the original it points at through a
/// ``PhotoDownloading`` into a hidden partial file, and renames it into place, so the directory
/// never holds half a photo. Downloads run one at a time in the order asked; asking again for a
/// photo already queued does nothing.
public final class DownloadViewModel {
    /// Input: the photo to download.
    public let download: PublishRelay<Photo>
    /// Where the latest download stands; `nil` before the first.
    public let status: Driver<DownloadStatus?>

    private let bag = DisposeBag()

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - service: tracks downloads and says where each original is.
    ///   - downloader: fetches the original into a file.
    ///   - directory: where originals go (created when missing).
    ///   - scheduler: the main loop, where progress is delivered.
    public init(service: PhotoService, downloader: PhotoDownloading, directory: URL, scheduler: Scheduler = MainScheduler.instance) {
        let download = PublishRelay<Photo>()
        self.download = download
        let statusState = BehaviorRelay<DownloadStatus?>(value: nil)
        var queued: Set<String> = []

        download.asObservable()
            .filter { queued.insert($0.id).inserted }
            .concatMap { photo in
                Self.run(photo, service: service, downloader: downloader, directory: directory, scheduler: scheduler)
                    .do(onDispose: { queued.remove(photo.id) })
            }
            .subscribe(onNext: { statusState.accept($0) })
            .disposed(by: bag)
        status = statusState.asDriver()
    }

    /// The file name for `photo`'s original: Unsplash's `author-id-unsplash.jpg`, from characters
    /// that are safe in any file system (the name and id come from the network).
    static func fileName(for photo: Photo) -> String {
        func safe(_ text: String) -> String {
            let kept = text.lowercased().unicodeScalars.map { scalar -> Character in
                (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "_")) ? Character(scalar) : "-"
            }
            return String(kept).split(separator: "-").joined(separator: "-")
        }
        let parts = [safe(photo.user.username), safe(photo.id)].filter { !$0.isEmpty }
        return (parts.isEmpty ? "photo" : parts.joined(separator: "-")) + "-\(photo.provider.rawValue).\(photo.originalFileExtension)"
    }

    private static func run(
        _ photo: Photo, service: PhotoService, downloader: PhotoDownloading, directory: URL, scheduler: Scheduler
    ) -> Observable<DownloadStatus> {
        let name = fileName(for: photo)
        let destination = directory.appendingPathComponent(name)
        let partial = directory.appendingPathComponent(".\(name).partial")
        let failed: (Error) -> Observable<DownloadStatus> = { error in
            try? FileManager.default.removeItem(at: partial)
            return .just(.failed("Download failed: " + ErrorMessage.line(for: error, retryHint: "press d to try again")))
        }
        let transfer = Observable<DownloadLink>.deferred {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw PhotoServiceError.fileSystem(message: "cannot create \(directory.path)")
            }
            return service.trackDownload(of: photo).asObservable()
        }
        .flatMapLatest { link -> Observable<DownloadStatus> in
            downloader.download(link.url, to: partial)
                .map { DownloadStatus.inProgress(photo, fraction: $0.fraction) }
                .concat(Observable.deferred { () throws -> Observable<DownloadStatus> in
                    try Self.moveIntoPlace(partial, destination)
                    try CreditSidecar.write(for: photo, beside: destination)
                    return .just(.finished(destination))
                })
        }
        return transfer
            .observe(on: scheduler)
            .catch { error in failed(error) }
            .startWith(.inProgress(photo, fraction: nil))
            .distinctUntilChanged()
            .do(onDispose: { try? FileManager.default.removeItem(at: partial) })
    }

    /// Renames `partial` over `destination` in one step (rename(2) replaces atomically).
    private static func moveIntoPlace(_ partial: URL, _ destination: URL) throws {
        guard rename(partial.path, destination.path) == 0 else {
            throw PhotoServiceError.fileSystem(message: String(cString: strerror(errno)))
        }
    }
}
