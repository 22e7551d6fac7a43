import Foundation
import PhotoModel

extension LocalPhotoFile {
    /// The file as a photo the browser shows: the name as its title, EXIF camera settings (the
    /// lens in `exif.name`), the GPS position as its location, keywords as tags, `file://`
    /// addresses (with the modification time, so a changed file is a new image to every cache),
    /// and the person's own credit: the EXIF Artist (else the Copyright notice) when the file
    /// names one, no one otherwise, and no licence. The folder is where the file is, never its
    /// author.
    public var photo: Photo {
        let url = fileURL
        let location = metadata.flatMap { metadata in
            // The coordinates as the name; the nearest town (``PlaceTable``) as the city.
            metadata.locationLine.map { Location(name: $0, city: place, latitude: metadata.latitude, longitude: metadata.longitude) }
        }
        let credit = self.credit
        var photo = Photo(
            id: id, createdAt: date, updatedAt: Date(timeIntervalSince1970: TimeInterval(modified)),
            width: pixelSize.width, height: pixelSize.height,
            description: FileNameBytes.display(name), altDescription: metadata?.imageDescription,
            urls: PhotoURLs(raw: url, full: url, regular: url, small: url, thumb: url),
            links: PhotoLinks(html: LocalFileURL.make(path: path), download: LocalFileURL.make(path: path)),
            user: User(id: "", username: "", name: credit.creator ?? ""),
            exif: metadata.map { metadata in
                var exif = metadata.exif
                exif.name = metadata.lens
                return exif
            }, location: location,
            tags: metadata.map { $0.keywords.map { Tag(title: $0) } },
            downloads: nil, provider: .folder)
        photo.credit = credit
        photo.file = PhotoFile(path: path, relativePath: relativePath, byteCount: byteCount, dateNote: dateNote)
        return photo
    }

    /// The file's credit: `IMG_0001.jpg by Jane Doe` (EXIF Artist), `IMG_0001.jpg, © 2024 Jane
    /// Doe` (Copyright alone), else the name alone.
    var credit: PhotoCredit {
        let artist = Self.clean(metadata?.artist), copyright = Self.clean(metadata?.copyright)
        var line: String?
        if artist == nil, let copyright {
            let marked = ["©", "(c)", "copyright"].contains { copyright.lowercased().hasPrefix($0) }
            line = "\(FileNameBytes.display(name)), \(marked ? "" : "© ")\(copyright)"
        }
        return PhotoCredit(rule: .ownFile, title: FileNameBytes.display(name), creator: artist ?? copyright, license: nil, attribution: line)
    }

    /// `file:///path?v=MTIME&t=OFFSET-LENGTH-ORIENTATION`: the image address the loader asks
    /// for, with the modification time (a changed file is a new image to every cache) and where
    /// the EXIF thumbnail lies and how the photo is turned (``LocalImageFetcher`` reads those bytes for a list row). The path's bytes
    /// are kept (``LocalFileURL``).
    public var fileURL: URL {
        var query = [URLQueryItem(name: "v", value: String(modified))]
        if let thumbnail = exifThumbnail {
            let turn = metadata?.orientation.rawValue ?? 1
            query.append(URLQueryItem(name: "t", value: "\(thumbnail.lowerBound)-\(thumbnail.count)-\(turn)"))
        }
        return LocalFileURL.make(path: path, query: query)
    }

    private static func clean(_ text: String?) -> String? {
        guard let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else { return nil }
        return String(text.prefix(TextLimits.shortText))
    }
}
