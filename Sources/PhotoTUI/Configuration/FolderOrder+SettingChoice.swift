import ArgumentParser
import PhotoCore

/// `--order` (`[folder] order`): how a folder's photos are listed.
extension FolderOrder: ExpressibleByArgument, SettingChoice {
    public init?(argument: String) { self.init(named: argument) }
    public static var allValueDescriptions: [String: String] { helpByValue }
    static var kind: String { "a folder's order" }

    var help: String {
        switch self {
        case .name: return "folder by folder, files by name"
        case .date: return "the timeline, newest taken first (the default)"
        case .size: return "largest first"
        }
    }
}
