import ArgumentParser
import PhotoCore
import Foundation
import Logging
import Terminal

/// Options every subcommand takes: where photos come from, logging, colour, caches.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Config file to read.", valueName: "path"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("Base URL of the chosen source's API (Unsplash- or Openverse-compatible).", valueName: "url"))
    var apiURL: String?

    @Flag(name: .long, help: "Use the built-in offline library even when a key is configured.")
    var offline = false

    @Option(name: .long, help: ArgumentHelp(
        "Where photos come from (default: Unsplash with a key, else Openverse when online, else offline; PHOTO_TUI_SOURCE, source).",
        valueName: "source"))
    var source: SourceChoice?

    @Option(name: .long, help: ArgumentHelp("What the log file records (default info; PHOTO_TUI_LOG_LEVEL, log_level).", valueName: "level"))
    var logLevel: Logger.Level?

    @Flag(name: .long, help: "Draw without colour (same as NO_COLOR=1).")
    var noColor = false

    @Option(name: .long, help: ArgumentHelp("Cache folder (default $XDG_CACHE_HOME/photo-tui).", valueName: "path"))
    var cacheDir: String?

    @Option(name: .long, help: ArgumentHelp("Disk cache limit in MiB (default 512).", valueName: "MiB"))
    var diskCacheMB: Int?

    mutating func validate() throws {
        if let diskCacheMB, diskCacheMB <= 0 {
            throw ValidationError("--disk-cache-mb must be above 0, got \(diskCacheMB).")
        }
    }

    var flags: ConfigurationFlags {
        ConfigurationFlags(
            configFile: config, apiURL: apiURL, logLevel: logLevel, noColor: noColor,
            cacheDirectory: cacheDir, diskCacheMegabytes: diskCacheMB, offline: offline,
            source: source.flatMap { if case .folder = $0 { nil } else { $0 } },
            folderPaths: source.flatMap { if case .folder(let path) = $0 { [path] } else { nil } } ?? [])
    }

    /// Resolves the configuration from these flags, the process environment and the config file,
    /// and starts logging to the log file.
    /// - Parameter folder: a folder given as the browser's argument (`photo-tui ~/Pictures`).
    /// - Parameters: color, symbols, graphics: the browser's `--color`, `--symbols` and `--graphics`.
    /// - Parameter downloads: `--size` and `--exec`, for the commands that save photos.
    /// - Parameter plain: `--plain`, for the browser and the picker.
    func resolveConfiguration(
        folder: String? = nil, color: ColorSetting? = nil, symbols: ImageSymbols? = nil, graphics: GraphicsMode? = nil,
        downloads: DownloadFlags? = nil,
        plain: Bool = false
    ) throws -> Configuration {
        try Self.resolve(commandFlags(folder: folder, color: color, symbols: symbols, graphics: graphics, downloads: downloads, plain: plain))
    }

    /// These flags with the command's own that the configuration resolves (as for
    /// ``resolveConfiguration(folder:color:symbols:graphics:downloads:plain:)``).
    func commandFlags(
        folder: String? = nil, color: ColorSetting? = nil, symbols: ImageSymbols? = nil, graphics: GraphicsMode? = nil,
        downloads: DownloadFlags? = nil,
        plain: Bool = false
    ) -> ConfigurationFlags {
        var flags = self.flags
        flags.plain = plain
        flags.downloadSize = downloads?.size
        flags.exec = downloads?.exec
        if let folder { flags.folderPaths = [folder] }
        flags.color = color
        flags.symbols = symbols
        flags.graphics = graphics
        return flags
    }

    /// Resolves the configuration from `flags`, the process environment and the config file,
    /// and starts logging to the log file.
    static func resolve(_ flags: ConfigurationFlags) throws -> Configuration {
        let configuration = try Configuration.resolve(
            flags: flags, environment: ProcessInfo.processInfo.environment,
            readFile: Configuration.readFileIfPresent)
        AppLogging.bootstrap(configuration)
        return configuration
    }
}
