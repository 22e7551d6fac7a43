import Foundation

extension LocalPhotoFile {
    /// The file as a photo the browser shows: the name as its title, the folder as its
    /// "author", EXIF camera settings (the lens in `exif.name`), the GPS position as its
    /// location, keywords as tags, and `file://` addresses (with the modification time, so a
    /// changed file is a new image to every cache).
    public var photo: Photo {
        let url = fileURL
        let folderName = folder.isEmpty ? "." : folder
        let location = metadata.flatMap { metadata in
            metadata.locationLine.map { Location(name: $0, latitude: metadata.latitude, longitude: metadata.longitude) }
        }
        var photo = Photo(
            id: id, createdAt: date, updatedAt: Date(timeIntervalSince1970: TimeInterval(modified)),
            width: pixelSize.width, height: pixelSize.height,
            description: name, altDescription: metadata?.imageDescription,
            urls: PhotoURLs(raw: url, full: url, regular: url, small: url, thumb: url),
            links: PhotoLinks(html: URL(fileURLWithPath: path), download: URL(fileURLWithPath: path)),
            user: User(id: "folder:" + folderName, username: folderName, name: folderName),
            exif: metadata.map { metadata in
                var exif = metadata.exif
                exif.name = metadata.lens
                return exif
            }, location: location,
            tags: metadata.map { $0.keywords.map { Tag(title: $0) } },
            downloads: nil)
        photo.provider = .folder
        return photo
    }

    /// `file:///path?v=MTIME`: the image address the loader asks for.
    public var fileURL: URL {
        var components = URLComponents(url: URL(fileURLWithPath: path), resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "v", value: String(modified))]
        return components?.url ?? URL(fileURLWithPath: path)
    }
}
