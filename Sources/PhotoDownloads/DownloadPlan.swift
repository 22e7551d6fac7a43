import Foundation
import PhotoModel

/// What a download of one photo fetches and what its file is called, decided before any
/// transfer from the size asked for and what the photo's provider can serve.
///
/// Unsplash (and the offline library) resize on the server through imgix parameters on
/// `urls.raw`; Openverse and a folder have one file, so they give the original, and say so.
/// A width at or above the photo's own gives the original too, rather than an enlarged copy.
///
/// ```swift
/// let plan = DownloadPlan(photo: photo, size: .width(2400))
/// plan.size         // .width(2400)
/// plan.url(tracked: link.url)  // urls.raw?…&w=2400&fm=jpg&q=85
/// ```
public struct DownloadPlan: Sendable, Equatable {
    /// The size asked for.
    public let requested: DownloadSize
    /// The size saved: `requested`, or the original when nothing smaller can be had.
    public let size: DownloadSize
    /// Why the original is saved instead of the size asked for, for the status line and stderr;
    /// `nil` when the download is what was asked.
    public let note: String?
    private let images: ImageSet

    /// JPEG quality asked of imgix for a sized download.
    public static let sizedQuality = 85

    /// Plans the download of `photo` at `size`.
    public init(photo: Photo, size requested: DownloadSize) {
        self.requested = requested
        images = photo.images
        switch requested {
        case .original:
            size = .original
            note = nil
        case .width(let width):
            if photo.provider == .folder {
                size = .original
                note = "original only: files in a folder are not resized"
            } else if !photo.images.isResizable {
                size = .original
                note = "original only: \(photo.provider.displayName) has one size"
            } else if photo.width > 0, width >= photo.width {
                size = .original
                note = "the original: it is only \(photo.width) px wide"
            } else {
                size = requested
                note = nil
            }
        }
    }

    /// The address to fetch, given the one download tracking answered with (the original's).
    public func url(tracked: URL) -> URL {
        guard case .width(let width) = size, case .imgix(let raw) = images else { return tracked }
        return Self.sized(raw, width: width)
    }

    /// The file name for `requestedName` (sanitized by ``DownloadFileName``), with the size in
    /// it when it is not the original: `author-id-unsplash-2400w.jpg`.
    public func fileName(for requestedName: String) -> String {
        DownloadFileName.make(from: requestedName, suffix: size.fileNameSuffix + ".jpg")
    }

    /// `raw` asking imgix for a JPEG `width` pixels wide (`w`, `fm=jpg`, `q`); the address's
    /// other parameters (`ixid`, `ixlib`) are kept and any sizing ones replaced.
    public static func sized(_ raw: URL, width: Int, quality: Int = sizedQuality) -> URL {
        guard var components = URLComponents(url: raw, resolvingAgainstBaseURL: false) else { return raw }
        let replaced: Set<String> = ["w", "h", "fit", "fm", "q", "crop", "dpr", "rect"]
        var items = (components.queryItems ?? []).filter { !replaced.contains($0.name) }
        items += [
            URLQueryItem(name: "w", value: String(width)),
            URLQueryItem(name: "fm", value: "jpg"),
            URLQueryItem(name: "q", value: String(quality)),
        ]
        components.queryItems = items
        return components.url ?? raw
    }
}
