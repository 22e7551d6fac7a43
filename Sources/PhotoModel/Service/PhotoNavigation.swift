/// The ways past a search a source offers: a photographer's photos, photos like one, topics,
/// collections. The browser offers only these keys for it.
public struct PhotoNavigation: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `GET /users/:username/photos`.
    public static let photographer = PhotoNavigation(rawValue: 1 << 0)
    /// Photos like one (``PhotoService/relatedPhotos(of:)``, else a search by its tags).
    public static let related = PhotoNavigation(rawValue: 1 << 1)
    /// `GET /topics` and a topic's photos.
    public static let topics = PhotoNavigation(rawValue: 1 << 2)
    /// `GET /collections`, `/search/collections` and a collection's photos.
    public static let collections = PhotoNavigation(rawValue: 1 << 3)
    /// Everything Unsplash's API has.
    public static let all: PhotoNavigation = [.photographer, .related, .topics, .collections]
}
