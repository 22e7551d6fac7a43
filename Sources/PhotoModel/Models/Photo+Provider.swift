import Foundation

/// The provider-neutral view of a photo: its id with provider, its image sizes, licence and
/// credit, each by its provider's rules (``PhotoProvider/creditRule``).
extension Photo {
    /// The id with its provider (`openverse:…`, `folder:/home/…`; Unsplash ids are written bare).
    public var photoID: PhotoID { PhotoID(provider: provider, value: id) }

    /// The sizes to fetch the image at.
    public var images: ImageSet { imageSet ?? .imgix(raw: urls.raw) }

    /// Whether width and height are known (Openverse often leaves them out until the image arrives).
    public var hasKnownSize: Bool { width > 0 && height > 0 }

    /// The licence the photo is offered under: the Unsplash License, a Creative Commons licence,
    /// or `nil` when it has none (a synthetic photo, a person's own file) or none was recorded.
    public var effectiveLicense: PhotoLicense? {
        switch provider {
        case .unsplash: return license ?? .unsplash
        case .openverse: return license ?? credit?.license
        case .offline, .folder: return nil
        }
    }

    /// Who to credit, and how.
    public var effectiveCredit: PhotoCredit {
        switch provider {
        case .unsplash:
            return PhotoCredit(
                rule: .unsplash, title: description ?? altDescription, creator: user.name, creatorURL: user.html, source: "unsplash",
                landingURL: links.html, license: effectiveLicense)
        case .openverse:
            return credit ?? PhotoCredit(
                rule: .creativeCommons, title: description, creator: user.name, creatorURL: user.html, landingURL: links.html,
                license: license)
        case .offline:
            return PhotoCredit(
                rule: .synthetic, title: description ?? altDescription, creator: user.name, source: "photo-tui offline library",
                license: nil)
        case .folder:
            return credit ?? PhotoCredit(rule: .ownFile, title: file?.name ?? description, creator: nil, license: nil)
        }
    }

    /// The exact credit line to show, copy and write beside a download.
    public var creditLine: String { effectiveCredit.line }

    /// The extension a downloaded original gets: Unsplash and the offline library serve JPEG; an
    /// Openverse original keeps its own (`png`, `gif` …) when its address names a known image type.
    public var originalFileExtension: String {
        guard provider == .openverse || provider == .folder else { return "jpg" }
        let ext = images.original.pathExtension.lowercased()
        return ["jpg", "jpeg", "png", "gif", "webp", "tif", "tiff", "bmp", "svg"].contains(ext) ? ext : "jpg"
    }
}
