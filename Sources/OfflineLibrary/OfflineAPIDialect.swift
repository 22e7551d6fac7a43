/// Which API the offline server speaks: Unsplash's (the default) or Openverse's
/// (`photo-tui serve --api openverse`).
public enum OfflineAPIDialect: String, Sendable, CaseIterable {
    case unsplash
    case openverse
}
