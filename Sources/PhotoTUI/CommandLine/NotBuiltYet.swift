/// The error a subcommand throws while the part it needs is not built: it says so and exits non-zero.
struct NotBuiltYet: Error, CustomStringConvertible {
    let feature: String
    var description: String { "\(feature) is not built yet in this version of photo-tui." }
}
