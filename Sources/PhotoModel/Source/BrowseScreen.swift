/// A list the browser can show besides a search and the home feed: one photographer's photos,
/// photos like one, the topics, a topic, collections, a collection. Each is a screen on the same
/// list and detail, pushed on a back stack.
public enum BrowseScreen: Equatable, Sendable {
    /// `username`'s photos, newest first.
    case photographer(username: String, name: String)
    /// Photos like the one with `photoID`: the source's related photos, or (with `query`) a search
    /// for its tags where the API has no related endpoint.
    case related(photoID: String, title: String, query: String?)
    /// The topic list.
    case topics
    /// One topic's photos.
    case topic(slug: String, title: String)
    /// Featured collections (`query` nil) or those matching `query`.
    case collections(query: String?)
    /// One collection's photos.
    case collection(id: String, title: String)

    /// The list's heading: "Photos by Ansel Adams", "Topic · Nature".
    public var title: String {
        switch self {
        case .photographer(_, let name): return "Photos by \(name)"
        case .related(_, let title, _): return "Like “\(title)”"
        case .topics: return "Topics"
        case .topic(_, let title): return "Topic · \(title)"
        case .collections(let query?): return "Collections matching “\(query)”"
        case .collections(nil): return "Featured collections"
        case .collection(_, let title): return "Collection · \(title)"
        }
    }

    /// What kind of screen this is, whatever it shows.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case photographer, related, topics, topic, collections, collection
    }

    /// Its kind.
    public var kind: Kind {
        switch self {
        case .photographer: return .photographer
        case .related: return .related
        case .topics: return .topics
        case .topic: return .topic
        case .collections: return .collections
        case .collection: return .collection
        }
    }

    /// The rows are topics or collections to open, not photos.
    public var listsGroups: Bool {
        switch self {
        case .topics, .collections: return true
        default: return false
        }
    }
}
