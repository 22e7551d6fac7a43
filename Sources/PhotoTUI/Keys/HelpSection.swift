/// A group of the help overlay ("Search box", "List and detail"): keys and what they do, in the
/// order of the key table. `HelpLayout` flows them into as many columns as fit.
struct HelpSection: Equatable {
    /// One line of the help: "↑ ↓ k j" and "move".
    struct Entry: Equatable {
        var keys: String
        var text: String
    }

    var title: String
    var entries: [Entry]
}
