import ArgumentParser
import PhotoCore
import Foundation

/// Options every subcommand takes: where photos come from, logging, colour, caches.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Config file to read.", valueName: "path"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("Base URL of the chosen source's API (Unsplash- or Openverse-compatible).", valueName: "url"))
    var apiURL: String?

    @Flag(name: .long, help: "Use the built-in offline library even when a key is configured.")
    var offline = false

    @Option(name: .long, help: ArgumentHelp("unsplash, openverse, offline or folder:PATH (default: Unsplash with a key, else Openverse when online, else offline).", valueName: "source"))
    var source: String?

    @Option(name: .long, help: ArgumentHelp("trace, debug, info, notice, warning, error or critical.", valueName: "level"))
    var logLevel: String?

    @Flag(name: .long, help: "Draw without colour (same as NO_COLOR=1).")
    var noColor = false

    @Option(name: .long, help: ArgumentHelp("Cache folder (default $XDG_CACHE_HOME/photo-tui).", valueName: "path"))
    var cacheDir: String?

    @Option(name: .long, help: ArgumentHelp("Disk cache limit in MiB (default 512).", valueName: "MiB"))
    var diskCacheMB: Int?

    mutating func validate() throws {
        if let source, SourceChoice(source) == nil {
            guard source.hasPrefix("folder:"), source.count > "folder:".count else {
                throw ValidationError("--source must be one of: \(SourceChoice.names.joined(separator: ", ")) or folder:PATH; got '\(EchoedValue.text(source))'.")
            }
        }
        if let diskCacheMB, diskCacheMB <= 0 {
            throw ValidationError("--disk-cache-mb must be above 0, got \(diskCacheMB).")
        }
    }

    var flags: ConfigurationFlags {
        ConfigurationFlags(
            configFile: config, apiURL: apiURL, logLevel: logLevel, noColor: noColor,
            cacheDirectory: cacheDir, diskCacheMegabytes: diskCacheMB, offline: offline,
            source: source.flatMap { $0.hasPrefix("folder:") ? nil : $0 },
            folderPaths: source.flatMap { $0.hasPrefix("folder:") ? [String($0.dropFirst("folder:".count))] : nil } ?? [])
    }

    /// Resolves the configuration from these flags, the process environment and the config file,
    /// and starts logging to the log file.
    /// - Parameter folder: a folder given as the browser's argument (`photo-tui ~/Pictures`).
    /// - Parameters: color, symbols, graphics: the browser's `--color`, `--symbols` and `--graphics`.
    /// - Parameter downloads: `--size` and `--exec`, for the commands that save photos.
    /// - Parameter plain: `--plain`, for the browser and the picker.
    func resolveConfiguration(
        folder: String? = nil, color: String? = nil, symbols: String? = nil, graphics: String? = nil, downloads: DownloadFlags? = nil,
        plain: Bool = false
    ) throws -> Configuration {
        var flags = self.flags
        flags.plain = plain
        flags.downloadSize = downloads?.size
        flags.exec = downloads?.exec
        if let folder { flags.folderPaths = [folder] }
        flags.color = color
        flags.symbols = symbols
        flags.graphics = graphics
        let configuration = try Configuration.resolve(
            flags: flags, environment: ProcessInfo.processInfo.environment,
            readFile: Configuration.readFileIfPresent)
        AppLogging.bootstrap(configuration)
        return configuration
    }
}
