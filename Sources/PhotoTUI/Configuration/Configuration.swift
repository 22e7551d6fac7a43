import Foundation
import Logging
import PhotoCore
import Terminal

/// Everything the program is configured with, resolved from flags, then the environment,
/// then `$XDG_CONFIG_HOME/photo-tui/config.toml`, then defaults.
struct Configuration: Equatable, CustomStringConvertible {
    var source: PhotoSourceSetting
    var logLevel: Logger.Level
    var colorEnabled: Bool
    /// The colours to use (`none` whenever `colorEnabled` is false).
    var color: ColorSetting = .auto
    /// The characters images are drawn with.
    var imageSymbols: ImageSymbols = .blocks
    /// Real-pixel images: `auto` asks the terminal; `symbols` draws cells only.
    var graphics: GraphicsMode = .auto
    /// Inside tmux, turn the pane's `allow-passthrough` on (config `tmux_passthrough`).
    var tmuxPassthrough = false
    /// `[theme]`: the base theme with any colours the file sets (monochrome without colour).
    var theme = Theme.standard
    /// `[keys]`: commands given other keys.
    var keyRemaps: [KeyRemap] = []
    /// `--plain`, `PHOTO_TUI_PLAIN=1`, `plain = true`: text only, for screen readers and terminals
    /// without images.
    var plain = false
    /// The config file that was read, or would have been.
    var configFile: String
    /// Root of the caches: images under `images/`, API responses under `api/`.
    var cacheDirectory: String
    /// Where the log file lives.
    var stateDirectory: String
    /// Where `d` (download) writes originals.
    var downloadsDirectory: String
    /// `--size`, `PHOTO_TUI_DOWNLOAD_SIZE`, `[downloads] size`: what downloads are saved at.
    var downloadSize: DownloadSizeSetting = .original
    /// `--exec`, `[downloads] on_save`: run with each saved download.
    var onSave: SaveHook?
    var diskCacheBytes: Int
    var memoryCacheBytes: Int
    /// No source was named and there is no key: try Openverse first when the network answers,
    /// and use `source` (the offline library) when it does not.
    var tryOpenverseFirst = false
    /// `[openverse] client_id/client_secret`, for when Openverse is chosen later (switching sources).
    var openverseCredentials: OpenverseCredentials?
    /// The base URL given with `--api-url`/`PHOTO_TUI_API_URL`/`api_url`, whichever source it is for.
    var apiURLOverride: URL?
    /// The Unsplash access key, whichever source was chosen (switching to Unsplash, or `show` of
    /// an Unsplash photo, uses it). Never logged or shown.
    var unsplashAccessKey: String?
    /// How a folder source lists its photos: the timeline by capture date unless told otherwise.
    var folderOrder: FolderOrder = .date
    /// Follow links out of a folder (`--follow-links`, `[folder] follow_links`).
    var folderFollowsLinks = false
    /// `[library] write_xmp`: a rating given to a folder photo is also written to its XMP sidecar.
    var writesXMP = false
    /// Watch a folder for changes while running (the browser does; a one-shot command does not).
    var watchesFolders = false

    /// The log file's path.
    var logFile: String { stateDirectory + "/photo-tui.log" }

    /// Shown by `--log-level debug` at start; never contains the access key.
    var description: String {
        "source=\(source) log=\(logLevel) color=\(color.rawValue) symbols=\(imageSymbols.rawValue) graphics=\(graphics.rawValue) config=\(configFile) cache=\(cacheDirectory) "
            + "disk=\(diskCacheBytes / 1_048_576)MiB memory=\(memoryCacheBytes / 1_048_576)MiB downloads=\(downloadsDirectory) "
            // The hook's words may hold a token; its program's name is enough for a log.
            + "size=\(downloadSize) on_save=\(onSave?.programName ?? "none")"
    }

    static let defaultDiskCacheMegabytes = 512

    /// A share of physical memory for decoded pixels: 1/16, between 64 and 256 MiB.
    static var defaultMemoryCacheMegabytes: Int {
        let physical = Int(ProcessInfo.processInfo.physicalMemory / 1_048_576)
        return max(64, min(256, physical / 16))
    }

    /// Resolves the configuration. Pure apart from `readFile`, which returns a file's contents
    /// or `nil` when it does not exist.
    static func resolve(
        flags: ConfigurationFlags,
        environment: [String: String],
        readFile: (String) throws -> String?
    ) throws(ConfigurationError) -> Configuration {
        let env = environment.filter { !$0.value.isEmpty }
        guard let home = env["HOME"] else {
            throw ConfigurationError(message: "HOME is not set; set HOME or the XDG_*_HOME variables")
        }
        let expand = { (path: String) in path == "~" ? home : path.hasPrefix("~/") ? home + path.dropFirst() : path }

        let configHome = env["XDG_CONFIG_HOME"] ?? home + "/.config"
        let explicitFile = flags.configFile.map(expand)
        let configPath = explicitFile ?? configHome + "/photo-tui/config.toml"
        let file: ConfigFile
        let contents: String?
        do {
            contents = try readFile(configPath)
        } catch let refusal as ConfigFileReader.Refusal {
            throw ConfigurationError(file: configPath, message: refusal.message)
        } catch {
            throw ConfigurationError(file: configPath, message: "cannot be read: \(error.localizedDescription)")
        }
        if let contents {
            file = try ConfigFile.parse(contents, path: configPath)
        } else if explicitFile != nil {
            throw ConfigurationError(file: configPath, message: "no such file")
        } else {
            file = ConfigFile()
        }

        let logName = flags.logLevel ?? env["PHOTO_TUI_LOG_LEVEL"] ?? file.logLevel ?? "info"
        guard let logLevel = Logger.Level(rawValue: logName.lowercased()) else {
            let levels = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
            throw ConfigurationError(
                file: flags.logLevel == nil && env["PHOTO_TUI_LOG_LEVEL"] == nil ? configPath : nil,
                key: "log_level", message: "'\(EchoedValue.text(logName))' is not a log level (use one of: \(levels))")
        }

        let accessKey = env["UNSPLASH_ACCESS_KEY"] ?? file.accessKey.flatMap { $0.isEmpty ? nil : $0 }
        let apiText = flags.apiURL ?? env["PHOTO_TUI_API_URL"] ?? file.apiURL
        var apiURL: URL?
        if let apiText {
            guard let url = URL(string: apiText), let scheme = url.scheme?.lowercased(),
                  scheme == "http" || scheme == "https", url.host != nil
            else {
                throw ConfigurationError(
                    file: flags.apiURL == nil && env["PHOTO_TUI_API_URL"] == nil ? configPath : nil,
                    key: "api_url", message: "'\(EchoedValue.text(apiText))' is not an http(s) URL")
            }
            apiURL = url
        }
        let credentials = file.openverseClientID.flatMap { id in
            file.openverseClientSecret.map { OpenverseCredentials(clientID: id, clientSecret: $0) }
        }
        if (file.openverseClientID == nil) != (file.openverseClientSecret == nil) {
            throw ConfigurationError(
                file: configPath, key: file.openverseClientID == nil ? "openverse.client_id" : "openverse.client_secret",
                message: "give both client_id and client_secret under [openverse], or neither")
        }
        let sourceText = flags.source ?? env["PHOTO_TUI_SOURCE"] ?? file.source
        var choice: SourceChoice?
        var namedFolders = flags.folderPaths
        if let sourceText, sourceText.hasPrefix("folder:"), namedFolders.isEmpty {
            namedFolders = [String(sourceText.dropFirst("folder:".count))]
        } else if let sourceText {
            guard let parsed = SourceChoice(sourceText) else {
                throw ConfigurationError(
                    file: flags.source == nil && env["PHOTO_TUI_SOURCE"] == nil ? configPath : nil, key: "source",
                    message: "'\(EchoedValue.text(sourceText))' is not a source (use one of: \(SourceChoice.names.joined(separator: ", ")))")
            }
            choice = parsed
        }
        if flags.offline { choice = .offline }
        var tryOpenverseFirst = false
        let source: PhotoSourceSetting
        let configFolders = (file.folderPaths ?? []).map(expand)
        if !namedFolders.isEmpty {
            source = .folder(paths: namedFolders.map { absolute(expand($0)) })
        } else if choice == .offline {
            source = .offline
        } else if case .library(let shelf)? = choice {
            source = .library(shelf: shelf)
        } else if choice == .openverse {
            source = .openverse(apiURL: apiURL ?? OpenverseClient.publicAPI, credentials: credentials)
        } else if choice == .unsplash && apiURL == nil && accessKey == nil {
            throw ConfigurationError(
                key: "source", message: "Unsplash needs an access key: set UNSPLASH_ACCESS_KEY or access_key in the config file")
        } else if choice == nil && !configFolders.isEmpty && flags.apiURL == nil && env["PHOTO_TUI_API_URL"] == nil
                    && env["UNSPLASH_ACCESS_KEY"] == nil {
            source = .folder(paths: configFolders.map(absolute))
        } else if let url = apiURL {
            source = url.host == PhotoSourceSetting.unsplashAPI.host && accessKey != nil
                ? .unsplash(apiURL: url, accessKey: accessKey!) : .server(apiURL: url, accessKey: accessKey)
        } else if let accessKey {
            source = .unsplash(apiURL: PhotoSourceSetting.unsplashAPI, accessKey: accessKey)
        } else {
            source = .offline
            tryOpenverseFirst = true
        }

        let folderOrder: FolderOrder
        if let order = file.folderOrder {
            guard let parsed = FolderOrder(rawValue: order.lowercased()) else {
                let orders = FolderOrder.allCases.map(\.rawValue).joined(separator: ", ")
                throw ConfigurationError(file: configPath, key: "folder.order", message: "'\(EchoedValue.text(order))' is not a folder's order (use \(orders))")
            }
            folderOrder = parsed
        } else {
            folderOrder = .date
        }

        let cacheDirectory = flags.cacheDirectory.map(expand)
            ?? file.cacheDirectory.map(expand)
            ?? (env["XDG_CACHE_HOME"] ?? home + "/.cache") + "/photo-tui"
        let stateDirectory = (env["XDG_STATE_HOME"] ?? home + "/.local/state") + "/photo-tui"
        let downloadsDirectory = file.downloadsDirectory.map(expand)
            ?? (env["XDG_PICTURES_DIR"].map(expand) ?? home + "/Pictures") + "/photo-tui"

        let downloadSize = try resolveDownloadSize(flags: flags, env: env, file: file, configPath: configPath)
        let onSave = try resolveOnSave(flags: flags, file: file, configPath: configPath, home: home)

        // --no-color and NO_COLOR win over any colour setting; then flag, environment, file.
        let colorText = flags.color ?? env["PHOTO_TUI_COLOR"] ?? file.color ?? "auto"
        guard var color = ColorSetting(parsing: colorText) else {
            throw ConfigurationError(
                file: flags.color == nil && env["PHOTO_TUI_COLOR"] == nil ? configPath : nil,
                key: "color", message: "'\(EchoedValue.text(colorText))' is not a colour setting (use one of: \(ColorSetting.names))")
        }
        if flags.noColor || env["NO_COLOR"] != nil { color = .none }
        let symbolsText = flags.symbols ?? env["PHOTO_TUI_SYMBOLS"] ?? file.symbols ?? "blocks"
        guard let symbols = ImageSymbols(rawValue: symbolsText.lowercased()) else {
            throw ConfigurationError(
                file: flags.symbols == nil && env["PHOTO_TUI_SYMBOLS"] == nil ? configPath : nil,
                key: "symbols", message: "'\(EchoedValue.text(symbolsText))' is not a symbol set (use blocks or sextants)")
        }

        let graphicsText = flags.graphics ?? env["PHOTO_TUI_GRAPHICS"] ?? file.graphics ?? "auto"
        guard let graphics = GraphicsMode(rawValue: graphicsText.lowercased()) else {
            throw ConfigurationError(
                file: flags.graphics == nil && env["PHOTO_TUI_GRAPHICS"] == nil ? configPath : nil,
                key: "graphics", message: "'\(EchoedValue.text(graphicsText))' is not a graphics mode (use auto, kitty, sixel, iterm2 or symbols)")
        }

        var theme = Theme.standard
        if let base = file.themeBase {
            guard let named = Theme.named(base.value) else {
                throw ConfigurationError(file: configPath, line: base.line, key: "theme.base",
                                         message: "'\(EchoedValue.text(base.value))' is not a theme (use dark, light or mono)")
            }
            theme = named
        }
        for (role, entry) in file.themeColors {
            guard let colour = Color(name: entry.value) else {
                throw ConfigurationError(file: configPath, line: entry.line, key: "theme.\(role)",
                                         message: "'\(EchoedValue.text(entry.value))' is not a colour (a name such as blue or bright-blue, 0-255, or #rrggbb)")
            }
            let target: Role = role == "accent" ? .accent : role == "dim" ? .dim : .error
            theme[target] = Style(foreground: colour, attributes: theme[target].attributes)
        }
        if color == .none { theme = .monochrome }
        let keyRemaps = try resolveKeys(file: file, configPath: configPath)
        let plain = try resolvePlain(flags: flags, env: env, file: file)

        return Configuration(
            source: source,
            logLevel: logLevel,
            colorEnabled: color != .none,
            color: color,
            imageSymbols: symbols,
            graphics: graphics,
            tmuxPassthrough: file.tmuxPassthrough ?? false,
            theme: theme,
            keyRemaps: keyRemaps,
            plain: plain,
            configFile: configPath,
            cacheDirectory: cacheDirectory,
            stateDirectory: stateDirectory,
            downloadsDirectory: downloadsDirectory,
            downloadSize: downloadSize,
            onSave: onSave,
            diskCacheBytes: (flags.diskCacheMegabytes ?? file.diskCacheMegabytes ?? defaultDiskCacheMegabytes) * 1_048_576,
            memoryCacheBytes: (file.memoryCacheMegabytes ?? defaultMemoryCacheMegabytes) * 1_048_576,
            tryOpenverseFirst: tryOpenverseFirst, openverseCredentials: credentials, apiURLOverride: apiURL,
            unsplashAccessKey: accessKey, folderOrder: folderOrder, folderFollowsLinks: file.folderFollowLinks ?? false,
            writesXMP: file.libraryWritesXMP ?? false)
    }

    /// `[keys]`, each name to a key, in the order of the file; a key that would mean two commands
    /// in one place is refused with the line that put it there and both commands.
    private static func resolveKeys(file: ConfigFile, configPath: String) throws(ConfigurationError) -> [KeyRemap] {
        var remaps: [KeyRemap] = []
        for (command, entry) in file.keys.sorted(by: { $0.key < $1.key }) {
            guard let key = KeyName.key(entry.value) else {
                throw ConfigurationError(file: configPath, line: entry.line, key: "keys.\(command)",
                                         message: "'\(EchoedValue.text(entry.value))' is not a key (a character, ctrl-x, enter, esc, tab, space, an arrow, f1…f12)")
            }
            remaps.append(KeyRemap(name: command, key: key, line: entry.line))
        }
        do throws(KeyConflict) {
            _ = try KeyTable(remapping: remaps)
        } catch {
            // The line to change is the last of those that moved a key there.
            let involved = remaps.filter { remap in error.commands.contains { $0 == remap.command } }
            let culprit = involved.max { ($0.line ?? 0) < ($1.line ?? 0) }
            let other = error.commands.first { $0 != culprit?.command } ?? error.commands[0]
            let otherName = KeyRemap.name(of: other)
            let otherRemap = remaps.first { $0.command == other }
            let name = culprit?.name ?? KeyRemap.name(of: error.commands[0])
            let already = "'\(KeyName.configName(error.key))' is already the key of \(otherName) in \(error.context.name)"
            let fix = otherRemap.map { " (line \($0.line ?? 0)): give \(name) another key" }
                ?? ": give \(name) another key, or move \(otherName) too (\(otherName) = \"…\")"
            throw ConfigurationError(file: configPath, line: culprit?.line, key: "keys.\(name)", message: already + fix)
        }
        return remaps
    }

    /// `--plain`, then `PHOTO_TUI_PLAIN` (1 or 0), then `plain` in the file; off by default.
    private static func resolvePlain(flags: ConfigurationFlags, env: [String: String], file: ConfigFile) throws(ConfigurationError) -> Bool {
        if flags.plain { return true }
        if let text = env["PHOTO_TUI_PLAIN"] {
            switch text.lowercased() {
            case "1", "true", "yes", "on": return true
            case "0", "false", "no", "off": return false
            default: throw ConfigurationError(key: "PHOTO_TUI_PLAIN", message: "'\(EchoedValue.text(text))' is not 1 or 0")
            }
        }
        return file.plain ?? false
    }

    /// `--size`, then `PHOTO_TUI_DOWNLOAD_SIZE`, then `[downloads] size`; `original` by default.
    private static func resolveDownloadSize(
        flags: ConfigurationFlags, env: [String: String], file: ConfigFile, configPath: String
    ) throws(ConfigurationError) -> DownloadSizeSetting {
        let fromFile = flags.downloadSize == nil && env["PHOTO_TUI_DOWNLOAD_SIZE"] == nil
        let text = flags.downloadSize ?? env["PHOTO_TUI_DOWNLOAD_SIZE"] ?? file.downloadSize?.value ?? "original"
        guard let size = DownloadSizeSetting(parsing: text) else {
            throw ConfigurationError(
                file: fromFile ? configPath : nil, line: fromFile ? file.downloadSize?.line : nil, key: "downloads.size",
                message: "'\(EchoedValue.text(text))' is not a size (use \(DownloadSizeSetting.accepted))")
        }
        return size
    }

    /// `--exec` (an empty one runs nothing, whatever the file says), else `[downloads] on_save`.
    private static func resolveOnSave(
        flags: ConfigurationFlags, file: ConfigFile, configPath: String, home: String
    ) throws(ConfigurationError) -> SaveHook? {
        if let exec = flags.exec {
            guard !exec.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
            do {
                return try SaveHook(parsing: exec, home: home)
            } catch {
                throw ConfigurationError(message: "--exec: \(error.message)")
            }
        }
        guard let entry = file.onSave else { return nil }
        do {
            return try SaveHook(parsing: entry.value, home: home)
        } catch {
            throw ConfigurationError(file: configPath, line: entry.line, key: "downloads.on_save", message: error.message)
        }
    }

    /// `path` made absolute against the working folder, `.` and `..` resolved.
    private static func absolute(_ path: String) -> String {
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    /// Reads the config file, returning `nil` when it does not exist (``ConfigFileReader``).
    static func readFileIfPresent(_ path: String) throws -> String? {
        try ConfigFileReader.read(path)
    }
}
