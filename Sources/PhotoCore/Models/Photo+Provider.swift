import Foundation

/// The provider-neutral view of a photo: its id with provider, its image sizes, licence and
/// credit, whatever the provider. Unsplash photos get Unsplash's values.
extension Photo {
    /// The id with its provider (`openverse:…`; Unsplash ids are written bare).
    public var photoID: PhotoID { PhotoID(provider: provider, value: id) }

    /// The sizes to fetch the image at.
    public var images: ImageSet { imageSet ?? .imgix(raw: urls.raw) }

    /// Whether width and height are known (Openverse often leaves them out until the image arrives).
    public var hasKnownSize: Bool { width > 0 && height > 0 }

    /// The licence: the provider's, or the Unsplash License.
    public var effectiveLicense: PhotoLicense { license ?? credit?.license ?? .unsplash }

    /// Who to credit, and how.
    public var effectiveCredit: PhotoCredit {
        credit ?? PhotoCredit(
            title: description ?? altDescription, creator: user.name, creatorURL: user.html, source: "unsplash",
            landingURL: links.html, license: effectiveLicense)
    }

    /// The exact credit line to show, copy and write beside a download.
    public var creditLine: String { effectiveCredit.line }

    /// The extension a downloaded original gets: Unsplash serves JPEG; an Openverse original keeps
    /// its own (`png`, `gif` …) when its address names a known image type.
    public var originalFileExtension: String {
        guard provider != .unsplash else { return "jpg" }
        let ext = images.original.pathExtension.lowercased()
        return ["jpg", "jpeg", "png", "gif", "webp", "tif", "tiff", "bmp", "svg"].contains(ext) ? ext : "jpg"
    }
}
