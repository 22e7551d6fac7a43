/// One setting's names in each layer it may be given in, first match wins: the flag, then the
/// environment variable, then the config file's dotted key, then the default (``SettingLayers``).
/// The list below is every layered setting; `Configuration.resolve` reads them by these names.
struct Setting: Equatable, Sendable {
    /// The command-line flag, when there is one (`--graphics`).
    var flag: String?
    /// The environment variable, when there is one (`PHOTO_TUI_GRAPHICS`).
    var variable: String?
    /// The config file's dotted key, when there is one (`graphics`, `downloads.size`).
    var key: String?

    static let logLevel = Setting(flag: "--log-level", variable: "PHOTO_TUI_LOG_LEVEL", key: "log_level")
    static let apiURL = Setting(flag: "--api-url", variable: "PHOTO_TUI_API_URL", key: "api_url")
    static let accessKey = Setting(variable: "UNSPLASH_ACCESS_KEY", key: "access_key")
    static let source = Setting(flag: "--source", variable: "PHOTO_TUI_SOURCE", key: "source")
    static let color = Setting(flag: "--color", variable: "PHOTO_TUI_COLOR", key: "color")
    static let symbols = Setting(flag: "--symbols", variable: "PHOTO_TUI_SYMBOLS", key: "symbols")
    static let graphics = Setting(flag: "--graphics", variable: "PHOTO_TUI_GRAPHICS", key: "graphics")
    static let tmuxPassthrough = Setting(variable: "PHOTO_TUI_TMUX_PASSTHROUGH", key: "tmux_passthrough")
    static let plain = Setting(flag: "--plain", variable: "PHOTO_TUI_PLAIN", key: "plain")
    static let downloadSize = Setting(flag: "--size", variable: "PHOTO_TUI_DOWNLOAD_SIZE", key: "downloads.size")
    static let folderOrder = Setting(flag: "--order", key: "folder.order")
    static let cacheDirectory = Setting(flag: "--cache-dir", key: "cache.directory")
    static let diskCacheMegabytes = Setting(flag: "--disk-cache-mb", key: "cache.disk_mb")

    /// Every layered setting, for the documentation's table and its test.
    static let all: [Setting] = [
        logLevel, apiURL, accessKey, source, color, symbols, graphics, tmuxPassthrough, plain, downloadSize, folderOrder,
        cacheDirectory, diskCacheMegabytes,
    ]

    /// Every setting's environment variable, for the help.
    static var variables: [String] { all.compactMap(\.variable) }
}
