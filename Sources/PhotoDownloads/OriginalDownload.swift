import EventStream
import Foundation
import PhotoModel

/// The one way an original is saved, used by `photo-tui download` and the browser's `d`:
/// download tracking, then the bytes into a registered temporary file beside the destination,
/// then ``DownloadPlacement`` (no-clobber). Nothing the server says names the file.
///
/// ```swift
/// OriginalDownload(service: client, downloader: downloader)
///     .start(photo, requestedName: "Dwu85P9SOIk", to: .path(URL(fileURLWithPath: "a.jpg")))
///     .subscribe(onNext: { event in … })
/// ```
public struct OriginalDownload {
    private let service: PhotoService
    private let downloader: PhotoDownloading

    /// Creates the downloader of originals.
    /// - Parameters:
    ///   - service: tracks the download and says where the original is.
    ///   - downloader: streams a URL into a new file.
    public init(service: PhotoService, downloader: PhotoDownloading) {
        self.service = service
        self.downloader = downloader
    }

    /// The path `destination` resolves to for `requestedName`; a folder is created when missing.
    /// - Parameter size: the size saved; a file named in a folder says it (`NAME-2400w.jpg`), so
    ///   a smaller copy never takes the original's name.
    public static func resolve(
        _ destination: DownloadDestination, requestedName: String, size: DownloadSize = .original
    ) throws(DownloadPlacementError) -> URL {
        let name = DownloadFileName.make(from: requestedName, suffix: size.fileNameSuffix + ".jpg")
        switch destination {
        case .folder(let folder):
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw .fileSystem(path: folder.path, message: "cannot create the folder")
            }
            return folder.appendingPathComponent(name)
        case .path(let path):
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder), isFolder.boolValue,
               DownloadPlacement.kind(at: path.path) != "symbolic link" || path.path.hasSuffix("/") {
                return path.appendingPathComponent(name)
            }
            return path
        }
    }

    /// Saves `photo`'s original, or a copy `size` pixels wide where the provider resizes (see
    /// ``DownloadPlan``). Fails before any transfer when the destination exists and `policy`
    /// refuses it; fails with ``DownloadPlacementError`` or ``PhotoServiceError``. Disposing
    /// cancels and removes the temporary file.
    ///
    /// - Parameters:
    ///   - requestedName: what the person asked for (the id typed, or the browser's
    ///     `author-id`); sanitized into the file name.
    ///   - size: the size asked for; download tracking is asked either way, as Unsplash requires.
    public func start(
        _ photo: Photo, requestedName: String, to destination: DownloadDestination, policy: ExistingFilePolicy = .refuse,
        size: DownloadSize = .original
    ) -> Observable<DownloadEvent> {
        let service = self.service
        let downloader = self.downloader
        let plan = DownloadPlan(photo: photo, size: size)
        return Observable<DownloadEvent>.deferred { () throws -> Observable<DownloadEvent> in
            let target = try Self.resolve(destination, requestedName: requestedName, size: plan.size)
            try Self.checkFree(target, policy: policy)
            let folder = target.deletingLastPathComponent()
            PartialFiles.sweep(folder)
            let temporary = PartialFiles.temporaryURL(in: folder)
            let removeTemporary = {
                unlink(temporary.path)
                PartialFiles.unregister(temporary)
            }
            return service.trackDownload(of: photo).asObservable()
                .flatMap { link -> Observable<DownloadEvent> in
                    PartialFiles.register(temporary)
                    return downloader.download(plan.url(tracked: link.url), to: temporary)
                        .map { DownloadEvent.progress($0) }
                        .concat(Observable<DownloadEvent>.deferred { () throws -> Observable<DownloadEvent> in
                            try DownloadPlacement.place(temporary, at: target, policy: policy)
                            PartialFiles.unregister(temporary)
                            // The credit a Creative Commons licence asks for travels with the file.
                            try? CreditSidecar.write(for: photo, beside: target)
                            return .just(.saved(target))
                        })
                }
                .do(onError: { _ in removeTemporary() }, onDispose: removeTemporary)
        }
    }

    private static func checkFree(_ target: URL, policy: ExistingFilePolicy) throws(DownloadPlacementError) {
        guard let kind = DownloadPlacement.kind(at: target.path) else { return }
        guard kind == "regular file" else { throw .notRegularFile(path: target.path, kind: kind) }
        if policy == .refuse { throw .exists(path: target.path) }
    }
}
