import PhotoCore

/// Switching the browser to another photo source without a restart (the Source row of the
/// filters overlay): which sources there are, and how to build one. What the new source is and
/// takes comes from its traits.
struct SourceSwitcher {
    /// The sources that can be chosen (`unsplash` only with a key), in a stable order.
    var available: [SourceOption]
    /// Builds the source chosen; throws a message the status line shows.
    var make: (SourceOption) throws -> PhotoService
}
