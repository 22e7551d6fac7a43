import PhotoCore

/// One photo of `library export --format json`: the search output's photo fields
/// (``PhotoJSON/PhotoOutput``: `id`, `photo_id`, `provider`, `license`, `credit`, `file`…) and
/// the marks the library holds for it: `favourite` (true or false), `rating` (0–5), `rejected`
/// (true or false), and `path`, the file's path for a local photo (`null` otherwise).
struct LibraryExportRecord: Encodable {
    let photo: PhotoJSON.PhotoOutput
    let favourite: Bool
    let rating: Int
    let rejected: Bool
    let path: String?

    init(_ marked: PhotoLibrary.MarkedPhoto) {
        photo = PhotoJSON.PhotoOutput(marked.photo, detailed: false)
        favourite = marked.isFavorite
        rating = marked.rating.stars
        rejected = marked.rating.isRejected
        path = marked.photo.file?.path
    }

    enum CodingKeys: String, CodingKey { case favourite, rating, rejected, path }

    func encode(to encoder: Encoder) throws {
        // The photo's fields and the marks in one object: JSONEncoder merges keyed containers.
        try photo.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(favourite, forKey: .favourite)
        try c.encode(rating, forKey: .rating)
        try c.encode(rejected, forKey: .rejected)
        try c.encode(path, forKey: .path)
    }
}
