import EventStream
import Foundation
import ImagePipeline
import PhotoModel

/// The image loader's "network" for local files: a `file://` address is read from disk
/// (through the freedesktop thumbnail cache when the size asked for fits a thumbnail), any other
/// address goes to the fallback fetcher (curl). So local photos take the same path as remote
/// ones: memory cache, then this, then decode on the loader's pool.
///
/// Only the files `allows` vouches for are read (a folder source's, the library's kept files): a
/// server's answer naming `file:///etc/…` must never make the program read it.
public final class LocalImageFetcher: ImageDataFetching, @unchecked Sendable {
    private let thumbnails: FreedesktopThumbnails?
    private let fallback: ImageDataFetching?
    private let allows: @Sendable (String) -> Bool
    private let queue = DispatchQueue(label: "photo-tui.local-images", attributes: .concurrent)

    /// Creates the fetcher.
    /// - Parameters:
    ///   - thumbnails: the shared thumbnail cache; `nil` reads originals only.
    ///   - fallback: for addresses that are not files.
    ///   - allows: whether a file's path may be read (asked off the caller's thread); every file
    ///     by default.
    public init(thumbnails: FreedesktopThumbnails?, fallback: ImageDataFetching? = nil,
                allows: @escaping @Sendable (String) -> Bool = { _ in true }) {
        self.thumbnails = thumbnails
        self.fallback = fallback
        self.allows = allows
    }

    public func fetch(_ url: URL) -> Single<Data> {
        guard url.isFileURL else {
            guard let fallback else {
                return Single.error(PhotoServiceError.notFound(message: "only local files here"))
            }
            return fallback.fetch(url)
        }
        let allows = self.allows
        let thumbnails = self.thumbnails
        return Single.create { [queue] observer in
            let observer = CrossThreadObserver(observer)
            let cancelled = CancellationFlag()
            queue.async {
                guard !cancelled.isSet else { return }
                guard allows(LocalFileURL.path(of: url.standardizedFileURL)) else {
                    return observer.observer(.failure(PhotoServiceError.notFound(message: "not a file photo-tui was given")))
                }
                observer.observer(Result { try Self.read(url, thumbnails: thumbnails) })
            }
            return Disposables.create { cancelled.set() }
        }
    }

    /// The bytes for `url`: for a list row's size, the EXIF thumbnail (its place in the file is
    /// in the address, `t=OFFSET-LENGTH`, from the index) when it covers the size, else the
    /// freedesktop thumbnail when one of its sizes fits, else the file (the loader decodes it
    /// DCT-scaled to what the screen needs). The path's bytes come from the address
    /// (``LocalFileURL``), so a name that is not UTF-8 opens.
    static func read(_ url: URL, thumbnails: FreedesktopThumbnails?) throws -> Data {
        let path = LocalFileURL.path(of: url)
        let items = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let width = items.first { $0.name == "w" }.flatMap { $0.value.flatMap(Int.init) } ?? Int.max
        let height = items.first { $0.name == "h" }.flatMap { $0.value.flatMap(Int.init) } ?? Int.max
        if let value = items.first(where: { $0.name == "t" })?.value, width != Int.max, height != Int.max,
           let thumbnail = ExifThumbnail.read(path: path, location: value, covering: PixelSize(width: width, height: height)) {
            return thumbnail
        }
        if let thumbnails, let size = ThumbnailSize.covering(max(width, height)) {
            return try thumbnails.thumbnail(forPath: path, size: size)
        }
        do {
            return try PerceptualHash.readWhole(path)
        } catch {
            throw FileNameBytes.withCString(path, { access($0, F_OK) }) == 0 ? error : PhotoServiceError.gone
        }
    }
}
