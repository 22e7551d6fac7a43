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
    /// Where each layered setting came from, by its config file key (``Setting/key``); a key not
    /// here took its default. `doctor` lists them (``SettingReport``).
    var origins: [String: SettingOrigin] = [:]

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
    /// or `nil` when it does not exist. Each setting is looked up flag → environment → file →
    /// default by ``SettingLayers``, which names where a bad value came from.
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
        let explicitFile = flags.configFile.map(expand)
        let configPath = explicitFile ?? (env["XDG_CONFIG_HOME"] ?? home + "/.config") + "/photo-tui/config.toml"
        let file = try readConfigFile(configPath, explicit: explicitFile != nil, readFile: readFile)
        let layers = SettingLayers(environment: env, file: file.values, filePath: configPath)

        let logLevel = try layers.choice(.logLevel, flag: flags.logLevel, default: .info)
        let apiURL = try layers.value(.apiURL, flagText: flags.apiURL, parse: httpURL) {
            "\(SettingLayers.quoted($0)) is not an http(s) URL"
        }
        let accessKey = layers.text(.accessKey).flatMap { $0.text.isEmpty ? nil : $0.text }
        let credentials = try openverseCredentials(file, configPath: configPath)
        let (source, tryOpenverseFirst) = try resolveSource(
            flags: flags, layers: layers, apiURL: apiURL, accessKey: accessKey, credentials: credentials,
            configFolders: (file.folderPaths ?? []).map(expand), expand: expand)
        // --no-color and NO_COLOR win over any colour setting.
        var color = try layers.choice(.color, flag: flags.color, default: .auto)
        if flags.noColor || env["NO_COLOR"] != nil { color = .none }
        let downloadSize = try layers.value(.downloadSize, flagText: flags.downloadSize, parse: DownloadSizeSetting.init(parsing:)) {
            "\(SettingLayers.quoted($0)) is not a size (use \(DownloadSizeSetting.accepted))"
        }?.value ?? .original
        var theme = try resolveTheme(file: file, configPath: configPath)
        if color == .none { theme = .monochrome }

        return Configuration(
            source: source,
            logLevel: logLevel,
            colorEnabled: color != .none,
            color: color,
            imageSymbols: try layers.choice(.symbols, flag: flags.symbols, default: .blocks),
            graphics: try layers.choice(.graphics, flag: flags.graphics, default: .auto),
            tmuxPassthrough: try layers.isOn(.tmuxPassthrough),
            theme: theme,
            keyRemaps: try resolveKeys(file: file, configPath: configPath),
            plain: try layers.isOn(.plain, flag: flags.plain),
            configFile: configPath,
            cacheDirectory: flags.cacheDirectory.map(expand) ?? file.cacheDirectory.map(expand)
                ?? (env["XDG_CACHE_HOME"] ?? home + "/.cache") + "/photo-tui",
            stateDirectory: (env["XDG_STATE_HOME"] ?? home + "/.local/state") + "/photo-tui",
            downloadsDirectory: file.downloadsDirectory.map(expand)
                ?? (env["XDG_PICTURES_DIR"].map(expand) ?? home + "/Pictures") + "/photo-tui",
            downloadSize: downloadSize,
            onSave: try resolveOnSave(flags: flags, file: file, configPath: configPath, home: home),
            diskCacheBytes: (flags.diskCacheMegabytes ?? file.diskCacheMegabytes ?? defaultDiskCacheMegabytes) * 1_048_576,
            memoryCacheBytes: (file.memoryCacheMegabytes ?? defaultMemoryCacheMegabytes) * 1_048_576,
            tryOpenverseFirst: tryOpenverseFirst, openverseCredentials: credentials, apiURLOverride: apiURL?.value,
            unsplashAccessKey: accessKey, folderOrder: try layers.choice(.folderOrder, flag: nil, default: .date),
            folderFollowsLinks: file.folderFollowLinks ?? false, writesXMP: file.libraryWritesXMP ?? false,
            origins: origins(flags: flags, layers: layers, file: file))
    }

    /// The config file at `path`, empty when there is none and none was named (`--config`).
    private static func readConfigFile(
        _ path: String, explicit: Bool, readFile: (String) throws -> String?
    ) throws(ConfigurationError) -> ConfigFile {
        let contents: String?
        do {
            contents = try readFile(path)
        } catch let refusal as ConfigFileReader.Refusal {
            throw ConfigurationError(file: path, message: refusal.message)
        } catch {
            throw ConfigurationError(file: path, message: "cannot be read: \(error.localizedDescription)")
        }
        if let contents { return try ConfigFile.parse(contents, path: path) }
        if explicit { throw ConfigurationError(file: path, message: "no such file") }
        return ConfigFile()
    }

    /// An http or https URL with a host.
    private static func httpURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              url.host != nil
        else { return nil }
        return url
    }

    /// `[openverse] client_id/client_secret`: both or neither.
    private static func openverseCredentials(_ file: ConfigFile, configPath: String) throws(ConfigurationError) -> OpenverseCredentials? {
        if (file.openverseClientID == nil) != (file.openverseClientSecret == nil) {
            throw ConfigurationError(
                file: configPath, key: file.openverseClientID == nil ? "openverse.client_id" : "openverse.client_secret",
                message: "give both client_id and client_secret under [openverse], or neither")
        }
        return file.openverseClientID.flatMap { id in
            file.openverseClientSecret.map { OpenverseCredentials(clientID: id, clientSecret: $0) }
        }
    }

    /// Where photos come from, in the order `SourceOrderHelp` tells, and whether to try Openverse
    /// first (nothing was named and there is no key).
    private static func resolveSource(
        flags: ConfigurationFlags, layers: SettingLayers, apiURL: SettingLayers.Layered<URL>?, accessKey: String?,
        credentials: OpenverseCredentials?, configFolders: [String], expand: (String) -> String
    ) throws(ConfigurationError) -> (PhotoSourceSetting, tryOpenverseFirst: Bool) {
        let named = try layers.value(.source, flag: flags.source, parse: SourceChoice.init(argument:)) {
            SettingLayers.notOneOf($0, kind: SourceChoice.kind, names: SourceChoice.allValueStrings)
        }
        var folders = flags.folderPaths
        if case .folder(let path)? = named?.value, folders.isEmpty { folders = [path] }
        let choice = flags.offline ? .offline : named?.value
        // The file's folders give way to a server named by flag or variable, not to the file's own.
        let apiURLOutsideTheFile = if case .file? = apiURL?.origin { false } else { apiURL != nil }
        if !folders.isEmpty { return (.folder(paths: folders.map { absolute(expand($0)) }), false) }
        switch choice {
        case .offline?: return (.offline, false)
        case .library(let shelf)?: return (.library(shelf: shelf), false)
        case .openverse?: return (.openverse(apiURL: apiURL?.value ?? OpenverseClient.publicAPI, credentials: credentials), false)
        case .unsplash? where apiURL == nil && accessKey == nil:
            throw ConfigurationError(
                origin: named?.origin ?? .defaultValue, key: "source",
                message: "Unsplash needs an access key: set UNSPLASH_ACCESS_KEY or access_key in the config file")
        case nil where !configFolders.isEmpty && !apiURLOutsideTheFile && layers.environment["UNSPLASH_ACCESS_KEY"] == nil:
            return (.folder(paths: configFolders.map(absolute)), false)
        default: break
        }
        if let url = apiURL?.value {
            let isUnsplash = url.host == PhotoSourceSetting.unsplashAPI.host && accessKey != nil
            return (isUnsplash ? .unsplash(apiURL: url, accessKey: accessKey!) : .server(apiURL: url, accessKey: accessKey), false)
        }
        if let accessKey { return (.unsplash(apiURL: PhotoSourceSetting.unsplashAPI, accessKey: accessKey), false) }
        return (.offline, true)
    }

    /// `[theme]`: the base theme with any colours the file sets.
    private static func resolveTheme(file: ConfigFile, configPath: String) throws(ConfigurationError) -> Theme {
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
        return theme
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
