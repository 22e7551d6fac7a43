import ArgumentParser
import PhotoCore

/// `--order name|date|size` and `--follow-links`: a folder's order for the browser and the
/// picker (over `[folder] order`), and whether links out of it are followed. Other sources are
/// ordered in the filters overlay.
struct FolderOrderFlag: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "A folder's order: date (the timeline, newest taken first), name or size (largest first); default [folder] order, else date.",
        valueName: "order"))
    var order: String?

    @Flag(name: .long, help: "Follow links that lead out of the folder (by default only links inside it are followed).")
    var followLinks = false

    mutating func validate() throws {
        if let order, FolderOrder(rawValue: order.lowercased()) == nil {
            throw ValidationError("--order must be one of: \(FolderOrder.allCases.map(\.rawValue).joined(separator: ", ")); got '\(order)'.")
        }
    }

    /// `configuration` with the order given, when its source is a folder.
    func apply(to configuration: inout Configuration) throws {
        if followLinks { configuration.folderFollowsLinks = true }
        // The browser and the picker run long enough to see a folder change.
        configuration.watchesFolders = true
        guard let order = order.flatMap({ FolderOrder(rawValue: $0.lowercased()) }) else { return }
        guard configuration.source.id == .folder else {
            throw CommandFailure("--order orders a folder's photos; other sources are ordered in the filters (f).")
        }
        configuration.folderOrder = order
    }
}
