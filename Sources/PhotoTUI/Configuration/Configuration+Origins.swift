extension Configuration {
    /// Where each layered setting came from, by config file key: the flag when it was given,
    /// else the first of the environment and the file that has it, else the default (absent).
    /// Follows `resolve`'s own rules where it has special ones (`--no-color` and `NO_COLOR` win
    /// over any colour; `--offline` and a folder argument name the source).
    static func origins(flags: ConfigurationFlags, layers: SettingLayers, file: ConfigFile) -> [String: SettingOrigin] {
        var origins: [String: SettingOrigin] = [:]
        for setting in Setting.all {
            guard let key = setting.key, let origin = layers.text(setting)?.origin else { continue }
            origins[key] = origin
        }
        let flagsGiven: [(Setting, Bool)] = [
            (.logLevel, flags.logLevel != nil), (.apiURL, flags.apiURL != nil), (.source, flags.source != nil),
            (.color, flags.color != nil), (.symbols, flags.symbols != nil), (.graphics, flags.graphics != nil),
            (.plain, flags.plain), (.downloadSize, flags.downloadSize != nil),
            (.cacheDirectory, flags.cacheDirectory != nil), (.diskCacheMegabytes, flags.diskCacheMegabytes != nil),
        ]
        for (setting, given) in flagsGiven where given {
            if let key = setting.key, let flag = setting.flag { origins[key] = .flag(flag) }
        }
        // The file's cache settings are typed values of their own, not layered text.
        if flags.cacheDirectory == nil, file.cacheDirectory != nil {
            origins["cache.directory"] = .file(path: layers.filePath, key: "cache.directory", line: nil)
        }
        if flags.diskCacheMegabytes == nil, file.diskCacheMegabytes != nil {
            origins["cache.disk_mb"] = .file(path: layers.filePath, key: "cache.disk_mb", line: nil)
        }
        if layers.environment["NO_COLOR"] != nil { origins["color"] = .environment("NO_COLOR") }
        if flags.noColor { origins["color"] = .flag("--no-color") }
        if !flags.folderPaths.isEmpty, flags.source == nil { origins["source"] = .flag("a folder on the command line") }
        if flags.offline { origins["source"] = .flag("--offline") }
        return origins
    }
}
