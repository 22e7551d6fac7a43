import Logging
import Terminal

/// The configuration a user gave on the command line, as ArgumentParser parsed it; `nil` means
/// "not given". ``Configuration/resolve(flags:environment:readFile:)`` layers these over the
/// environment and the config file.
struct ConfigurationFlags: Equatable {
    var configFile: String?
    /// `--api-url`, checked when resolved (its message names the flag).
    var apiURL: String?
    var logLevel: Logger.Level?
    var noColor: Bool = false
    var color: ColorSetting?
    var symbols: ImageSymbols?
    var graphics: GraphicsMode?
    var cacheDirectory: String?
    var diskCacheMegabytes: Int?
    var offline: Bool = false
    /// `--source` (`folder:PATH` goes to `folderPaths`).
    var source: SourceChoice?
    /// `--size`: original, a width in pixels, or screen, checked when resolved.
    var downloadSize: String?
    /// `--exec`: the command run with each saved download (`""` runs none).
    var exec: String?
    /// `--plain`: text only, each row a sentence, the cursor on the selection.
    var plain = false
    /// Folders to browse (`photo-tui PATH` or `--source folder:PATH`).
    var folderPaths: [String] = []
}
