import ArgumentParser
import PhotoCore

/// `--order` and `--follow-links`: a folder's order for the browser and the
/// picker (over `[folder] order`), and whether links out of it are followed. Other sources are
/// ordered in the filters overlay.
struct FolderOrderFlag: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("A folder's order (over [folder] order).", valueName: "order"))
    var order: FolderOrder?

    @Flag(name: .long, help: "Follow links that lead out of the folder (by default only links inside it are followed).")
    var followLinks = false

    /// `configuration` with the order given, when its source is a folder.
    func apply(to configuration: inout Configuration) throws {
        try Self.apply(order: order, followLinks: followLinks, to: &configuration)
    }

    /// `configuration` with `order` and `followLinks` (`--order`, `--follow-links`).
    static func apply(order: FolderOrder?, followLinks: Bool, to configuration: inout Configuration) throws {
        if followLinks { configuration.folderFollowsLinks = true }
        // The browser and the picker run long enough to see a folder change.
        configuration.watchesFolders = true
        guard let order else { return }
        guard configuration.source.id == .folder else {
            throw CommandFailure("--order orders a folder's photos; other sources are ordered in the filters (f).")
        }
        configuration.folderOrder = order
        configuration.origins["folder.order"] = .flag("--order")
    }
}
