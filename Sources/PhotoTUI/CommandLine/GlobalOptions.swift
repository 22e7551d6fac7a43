import ArgumentParser
import Foundation

/// Options every subcommand takes: where photos come from, logging, colour, caches.
struct GlobalOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Config file to read.", valueName: "path"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("Base URL of an Unsplash-compatible API.", valueName: "url"))
    var apiURL: String?

    @Flag(name: .long, help: "Use the built-in offline library even when a key is configured.")
    var offline = false

    @Option(name: .long, help: ArgumentHelp("Where photos come from: folder:PATH browses a local folder.", valueName: "source"))
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
        if let source {
            guard source.hasPrefix("folder:"), source.count > "folder:".count else {
                throw ValidationError("--source must be folder:PATH (a local folder), got '\(source)'.")
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
            folderPaths: source.map { [String($0.dropFirst("folder:".count))] } ?? [])
    }

    /// Resolves the configuration from these flags, the process environment and the config file,
    /// and starts logging to the log file.
    /// - Parameter folder: a folder given as the browser's argument (`photo-tui ~/Pictures`).
    func resolveConfiguration(folder: String? = nil) throws -> Configuration {
        var flags = self.flags
        if let folder { flags.folderPaths = [folder] }
        let configuration = try Configuration.resolve(
            flags: flags, environment: ProcessInfo.processInfo.environment,
            readFile: Configuration.readFileIfPresent)
        AppLogging.bootstrap(configuration)
        return configuration
    }
}
