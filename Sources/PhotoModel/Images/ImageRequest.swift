import Foundation

/// One image at one size: a photo's `urls.raw` and the pixels the cells need. Its ``url`` asks
/// imgix for exactly that (`w`, `h`, `fit=crop`, `fm=jpg`, `q`), so no more bytes are
/// downloaded than the cells can show.
public struct ImageRequest: Hashable, Sendable, CustomStringConvertible {
    /// The photo's `urls.raw`.
    public var rawURL: URL
    /// The size the caller wants, exactly.
    public var size: PixelSize
    /// JPEG quality asked of the server (imgix `q`).
    public var quality: Int
    /// Whether `rawURL` takes imgix sizing; a fixed file (an Openverse original or thumbnail) is
    /// fetched as is and resampled here.
    public var isResizable: Bool = true

    /// Creates a request.
    /// - Parameters:
    ///   - rawURL: the photo's `urls.raw`.
    ///   - size: the pixel size wanted (e.g. 40×40 for a 40×20-cell half-block thumbnail).
    ///   - quality: 1–100; 75 is imgix's default and plenty for terminal cells.
    public init(rawURL: URL, size: PixelSize, quality: Int = 75) {
        self.rawURL = rawURL
        self.size = size
        self.quality = min(max(quality, 1), 100)
    }

    /// The request for `size` pixels of a photo's images: imgix sizing where the provider has it,
    /// else the smallest fixed file that covers the size.
    public init(images: ImageSet, size: PixelSize, quality: Int = 75) {
        switch images {
        case .imgix(let raw):
            self.init(rawURL: raw, size: size, quality: quality)
        case .fixed:
            self.init(rawURL: images.url(width: size.width, height: size.height), size: size, quality: quality)
            isResizable = false
        }
    }

    /// `rawURL` with `w`, `h`, `fit=crop`, `fm=jpg` and `q` set (replacing any already there);
    /// the other parameters (`ixid`, `ixlib`) are kept. A fixed file's address is used as is.
    public var url: URL {
        guard isResizable else { return rawURL }
        guard var components = URLComponents(url: rawURL, resolvingAgainstBaseURL: false) else { return rawURL }
        let replaced: Set<String> = ["w", "h", "fit", "fm", "q", "crop"]
        var items = (components.queryItems ?? []).filter { !replaced.contains($0.name) }
        items += [
            URLQueryItem(name: "w", value: String(size.width)),
            URLQueryItem(name: "h", value: String(size.height)),
            URLQueryItem(name: "fit", value: "crop"),
            URLQueryItem(name: "fm", value: "jpg"),
            URLQueryItem(name: "q", value: String(quality)),
        ]
        components.queryItems = items
        return components.url ?? rawURL
    }

    /// The key the memory cache and the in-flight table use.
    package var key: String {
        // One fixed file serves several sizes, each decoded and kept on its own.
        isResizable ? url.absoluteString : url.absoluteString + "#\(size.width)x\(size.height)"
    }

    public var description: String { "\(size) of \(rawURL.lastPathComponent)" }
}
