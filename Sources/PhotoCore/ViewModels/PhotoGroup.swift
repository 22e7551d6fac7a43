import PhotoModel

/// A row that opens a list of photos: a topic or a collection, with its cover photo.
public struct PhotoGroup: Equatable, Sendable {
    /// What Enter on it shows.
    public var screen: BrowseScreen
    /// The row's identity among its list's rows ("topic:nature").
    public var id: String
    public var title: String
    /// "1,234 photos · curated by Ana Lee".
    public var subtitle: String
    public var description: String?
    /// The thumbnail.
    public var cover: Photo?

    /// Creates a row.
    public init(screen: BrowseScreen, id: String, title: String, subtitle: String, description: String? = nil, cover: Photo? = nil) {
        self.screen = screen
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.description = description
        self.cover = cover
    }

    /// A topic's row.
    public init(_ topic: Topic) {
        self.init(screen: .topic(slug: topic.slug, title: topic.title), id: "topic:\(topic.id)", title: topic.title,
                  subtitle: Self.count(topic.totalPhotos), description: topic.description, cover: topic.coverPhoto)
    }

    /// A collection's row.
    public init(_ collection: PhotoCollection) {
        let curator = collection.user.map { " · curated by \($0.name)" } ?? ""
        self.init(screen: .collection(id: collection.id, title: collection.title), id: "collection:\(collection.id)",
                  title: collection.title, subtitle: Self.count(collection.totalPhotos) + curator,
                  description: collection.description, cover: collection.coverPhoto)
    }

    private static func count(_ photos: Int) -> String {
        GroupedNumber.count(photos, "photo")
    }
}
