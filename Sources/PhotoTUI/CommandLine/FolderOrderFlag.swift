import ArgumentParser
import PhotoCore

/// `--order name|date|size`: a folder's order for the browser and the picker (over `[folder]
/// order`). Other sources are ordered in the filters overlay.
struct FolderOrderFlag: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "A folder's order: name, date (newest taken first) or size (largest first); default [folder] order, else name.",
        valueName: "order"))
    var order: String?

    mutating func validate() throws {
        if let order, FolderOrder(rawValue: order.lowercased()) == nil {
            throw ValidationError("--order must be one of: \(FolderOrder.allCases.map(\.rawValue).joined(separator: ", ")); got '\(order)'.")
        }
    }

    /// `configuration` with the order given, when its source is a folder.
    func apply(to configuration: inout Configuration) throws {
        guard let order = order.flatMap({ FolderOrder(rawValue: $0.lowercased()) }) else { return }
        guard configuration.source.id == .folder else {
            throw CommandFailure("--order orders a folder's photos; other sources are ordered in the filters (f).")
        }
        configuration.folderOrder = order
    }
}
