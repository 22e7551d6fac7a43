import Foundation
import PhotoCore
import Terminal

/// Routing a photo named on the command line (``PhotoReference``) to the source that has it:
/// the configured one when it has the reference's photos, else the reference's own.
extension PhotoServiceFactory {
    /// The source to ask for `reference`: the configured source when it holds photos of the
    /// reference's provider (a shelf holds every provider's; the offline library answers
    /// Unsplash's ids too, as its server speaks Unsplash's API), else that provider's own.
    static func source(for reference: PhotoReference, configuration: Configuration) throws -> Made {
        let configured = configuration.source
        guard let provider = reference.provider, !configured.holds(provider, id: reference.id) else {
            return try make(configuration)
        }
        switch provider {
        case .unsplash:
            guard let key = configuration.unsplashAccessKey else {
                throw CommandFailure("""
                    \(reference.id) is an Unsplash photo: set UNSPLASH_ACCESS_KEY to look it up on Unsplash \
                    (or --source offline for the offline library's photos, whose ids look the same).
                    """)
            }
            return try make(source: .unsplash(apiURL: PhotoSourceSetting.unsplashAPI, accessKey: key), configuration: configuration)
        case .openverse:
            return try make(source: .openverse(apiURL: OpenverseClient.publicAPI, credentials: configuration.openverseCredentials),
                            configuration: configuration)
        case .offline:
            return try make(source: .offline, configuration: configuration)
        case .folder:
            // A file outside the configured folders: read it alone, with no scan of its folder.
            let folder = URL(fileURLWithPath: reference.id).deletingLastPathComponent()
            return Made(service: FolderPhotoService(roots: [folder], order: configuration.folderOrder, scans: false), source: .folder(paths: [folder.path]))
                .withDiskCache(root: configuration.cacheDirectory, byteLimit: configuration.diskCacheBytes)
        }
    }

    /// The id to ask `made`'s source for: a shelf finds `provider:id`, the others their own id.
    static func id(of reference: PhotoReference, in made: Made) -> String {
        made.service.traits.id == .library && reference.provider != nil ? reference.description : reference.id
    }

    /// `error` with what the person can do about it, when the photo was not found.
    static func explain(_ error: Error, reference: PhotoReference, in made: Made) -> Error {
        guard let error = error as? PhotoServiceError, case .notFound = error else { return error }
        let traits = made.service.traits
        let hint: String
        switch traits.id {
        case .offline:
            hint = "no photo \(reference.id) in the offline library, whose photos are synthetic; set UNSPLASH_ACCESS_KEY to look real Unsplash photos up"
        case .library:
            hint = "no photo \(reference.description) on \(traits.name)"
        case .folder:
            hint = "no photo at \(reference.id) in \(traits.name): give a JPEG or PNG file inside it"
        default:
            return error
        }
        return CommandFailure(Sanitizer.sanitize("\(error.userMessage): \(hint)."))
    }
}

extension PhotoServiceFactory.Made {
    /// Itself with the process's one disk cache for `root`.
    func withDiskCache(root: String, byteLimit: Int) -> Self {
        var made = self
        made.useDiskCache(root: root, byteLimit: byteLimit)
        return made
    }
}

extension PhotoSourceSetting {
    /// Whether this source has the photos of `provider` (the file at `id`, for a folder).
    func holds(_ provider: PhotoProvider, id: String) -> Bool {
        switch (self, provider) {
        case (.library, _): return true
        case (.unsplash, .unsplash), (.server, .unsplash), (.openverse, .openverse), (.offline, .offline), (.offline, .unsplash):
            return true
        case (.folder(let paths), .folder):
            return FolderPhotoService.relativePath(of: id, in: paths.map { URL(fileURLWithPath: $0, isDirectory: true) }) != nil
        default:
            return false
        }
    }
}
