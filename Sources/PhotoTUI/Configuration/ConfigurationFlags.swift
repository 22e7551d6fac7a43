/// The configuration a user gave on the command line; `nil` means "not given".
struct ConfigurationFlags: Equatable {
    var configFile: String?
    var apiURL: String?
    var logLevel: String?
    var noColor: Bool = false
    /// `--color`: auto, truecolor, 256, 16 or none.
    var color: String?
    /// `--symbols`: blocks or sextants.
    var symbols: String?
    /// `--graphics`: auto, kitty, sixel, iterm2 or symbols.
    var graphics: String?
    var cacheDirectory: String?
    var diskCacheMegabytes: Int?
    var offline: Bool = false
    /// `--source`: `unsplash`, `openverse` or `offline` (`folder:PATH` goes to `folderPaths`).
    var source: String?
    /// `--size`: original, a width in pixels, or screen.
    var downloadSize: String?
    /// `--exec`: the command run with each saved download (`""` runs none).
    var exec: String?
    /// `--plain`: text only, each row a sentence, the cursor on the selection.
    var plain = false
    /// Folders to browse (`photo-tui PATH` or `--source folder:PATH`).
    var folderPaths: [String] = []
}
