/// Whether a source knows how many photos it has and where they end.
public enum SourceExtent: String, Sendable, Hashable {
    /// Exact counts and a real last page (a folder, a shelf, the offline library's catalog):
    /// `G` may go to the last photo, counts are shown as they are.
    case finite
    /// Counts are estimates or capped and the feed goes on (Unsplash's ~10,000, Openverse's 20
    /// pages): the end is where the source stops answering.
    case openEnded
}
