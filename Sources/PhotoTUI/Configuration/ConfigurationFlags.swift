/// The configuration a user gave on the command line; `nil` means "not given".
struct ConfigurationFlags: Equatable {
    var configFile: String?
    var apiURL: String?
    var logLevel: String?
    var noColor: Bool = false
    var cacheDirectory: String?
    var diskCacheMegabytes: Int?
    var offline: Bool = false
    /// `--source`: `unsplash`, `openverse` or `offline`.
    var source: String?
}
