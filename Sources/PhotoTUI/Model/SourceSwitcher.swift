import PhotoCore

/// Switching the browser to another photo source without a restart (the Source row of the
/// filters overlay): which sources there are, and how to build one.
struct SourceSwitcher {
    /// A source ready to browse.
    struct Switched {
        let service: PhotoService
        /// The status line's name for it.
        let name: String
        /// Openverse-like: licence filters, no order or colour.
        let isLicensed: Bool
    }

    /// The sources that can be chosen (`unsplash` only with a key), in a stable order.
    var available: [String]
    /// Builds the source named `key`; throws a message the status line shows.
    var make: (String) throws -> Switched
}
