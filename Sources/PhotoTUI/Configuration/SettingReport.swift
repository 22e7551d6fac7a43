import Foundation
import Terminal

/// Each layered setting's value and where it came from, as `photo-tui doctor` lists them:
/// `graphics  auto  (the default)`, `color  none  ($NO_COLOR)`. The access key's value is never
/// shown, only whether it is set; a URL is shown without any user or password in it.
struct SettingReport: Equatable {
    /// One setting: its config file key, its value as text, and its origin.
    struct Line: Equatable {
        var key: String
        var value: String
        var origin: SettingOrigin
    }

    var lines: [Line]

    init(_ configuration: Configuration) {
        let megabytes = { (bytes: Int) in "\(bytes / 1_048_576) MiB" }
        let onOff = { (on: Bool) in on ? "on" : "off" }
        let values: [(Setting, String)] = [
            (.source, configuration.source.description),
            (.apiURL, configuration.apiURLOverride.map(\.shownWithoutCredentials) ?? "(none)"),
            (.accessKey, configuration.unsplashAccessKey == nil ? "not set" : "set (not shown)"),
            (.graphics, configuration.graphics.rawValue),
            (.symbols, configuration.imageSymbols.rawValue),
            (.color, configuration.color.rawValue),
            (.tmuxPassthrough, onOff(configuration.tmuxPassthrough)),
            (.plain, onOff(configuration.plain)),
            (.logLevel, configuration.logLevel.rawValue),
            (.downloadSize, configuration.downloadSize.description),
            (.folderOrder, configuration.folderOrder.rawValue),
            (.cacheDirectory, configuration.cacheDirectory),
            (.diskCacheMegabytes, megabytes(configuration.diskCacheBytes)),
        ]
        lines = values.compactMap { setting, value in
            setting.key.map { key in
                Line(key: key, value: Sanitizer.sanitize(value), origin: configuration.origins[key] ?? .defaultValue)
            }
        }
    }

    /// The lines as a table: key, value, origin in parentheses, the columns aligned.
    var text: [String] {
        let keyWidth = lines.map(\.key.count).max() ?? 0
        let valueWidth = min(48, lines.map(\.value.count).max() ?? 0)
        return lines.map { line in
            let key = line.key.padding(toLength: keyWidth, withPad: " ", startingAt: 0)
            let value = line.value.count < valueWidth ? line.value.padding(toLength: valueWidth, withPad: " ", startingAt: 0) : line.value
            return "  \(key)  \(value)  (\(line.origin))"
        }
    }
}
