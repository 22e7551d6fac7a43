import PhotoModel

/// How a folder's photos are listed.
public enum FolderOrder: String, Sendable, CaseIterable {
    /// Folder by folder, files by name, as the scan finds them: pages arrive while it walks.
    case name
    /// Newest taken first (EXIF date, else the file's time): pages wait for the whole scan.
    case date
    /// Largest file first: pages wait for the whole scan.
    case size

    /// The search order it is (a source's traits list these).
    public var searchOrder: SearchOrder {
        switch self {
        case .name: return .name
        case .date: return .dateTaken
        case .size: return .size
        }
    }

    /// The folder order for a search order; `nil` for one a folder does not take (relevance).
    public init?(_ order: SearchOrder) {
        switch order {
        case .name: self = .name
        // Unsplash's "newest first" is a folder's newest taken first.
        case .dateTaken, .latest: self = .date
        case .size: self = .size
        case .relevant: return nil
        }
    }
}
