import ArgumentParser
import Logging
import PhotoCore
import Terminal

/// The browser's common launches (`photo-tui`, `photo-tui -q sea --graphics symbols`,
/// `photo-tui --offline ~/Pictures`) read without ArgumentParser.
///
/// Why: ArgumentParser reflects every option group of the command tree and casts each property
/// to its protocols; on Linux each new cast scans all the protocol conformances of the static
/// binary (Foundation's included), millions of instructions before the first frame.
///
/// Only what is read here exactly as ArgumentParser reads it is taken: the options below, each at
/// most once, as `--name value`, `--name=value` or `-q value`, a value that does not start with
/// `-` nor is a subcommand's name, and one folder that names a path (has a `/`, so it is no
/// subcommand's name either: ArgumentParser may take such a word for the subcommand). Anything else
/// (a subcommand, help, a value an option refuses, an option that needs checking) gives `nil`,
/// and ArgumentParser parses the command line as before, with its messages.
enum BrowseFastPath {
    /// `arguments` (without the program's name) as a browse launch, or `nil` for ArgumentParser.
    static func launch(_ arguments: [String]) -> BrowseLaunch? {
        var launch = BrowseLaunch()
        var seen: Set<String> = []
        var folder: String?
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            guard argument.hasPrefix("-") else {
                guard folder == nil, argument.contains("/") else { return nil }
                folder = argument
                continue
            }
            var name = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            let canonical = name == "-q" ? "--query" : name
            guard seen.insert(canonical).inserted else { return nil }
            if let flag = flags[canonical] {
                guard attached == nil else { return nil }
                flag(&launch)
                continue
            }
            guard let option = options[canonical] else { return nil }
            let value: String
            if let attached {
                // ArgumentParser refuses `--query=` (no value).
                guard !attached.isEmpty else { return nil }
                value = attached
            } else {
                guard index < arguments.endIndex, !arguments[index].hasPrefix("-") else { return nil }
                value = arguments[index]
                index += 1
            }
            guard !subcommandNames.contains(value) else { return nil }
            guard option(&launch, value) else { return nil }
        }
        if let folder { launch.flags.folderPaths = [folder] }
        return launch
    }

    /// `PhotoTUICommand`'s subcommands and `help` (a test holds this to the configuration).
    static let subcommandNames: Set<String> = [
        "browse", "pick", "search", "show", "download", "duplicates", "library", "serve", "doctor", "help",
    ]

    private static let flags: [String: (inout BrowseLaunch) -> Void] = [
        "--offline": { $0.flags.offline = true },
        "--no-color": { $0.flags.noColor = true },
        "--plain": { $0.flags.plain = true },
        "--follow-links": { $0.followLinks = true },
    ]

    /// An option read as ArgumentParser reads its type (`String` as is, an enum by its choices)
    /// into `field`; `false` when the value is refused.
    private static func option<Value: ExpressibleByArgument>(
        _ field: WritableKeyPath<BrowseLaunch, Value?>
    ) -> (inout BrowseLaunch, String) -> Bool {
        { launch, text in
            guard let value = Value(argument: text) else { return false }
            launch[keyPath: field] = value
            return true
        }
    }

    /// Each option's reading of its value; `false` when the value is refused.
    private static let options: [String: (inout BrowseLaunch, String) -> Bool] = [
        "--query": option(\.query),
        "--graphics-trace": option(\.graphicsTrace),
        "--config": option(\.flags.configFile),
        "--api-url": option(\.flags.apiURL),
        "--cache-dir": option(\.flags.cacheDirectory),
        "--graphics": option(\.flags.graphics),
        "--color": option(\.flags.color),
        "--symbols": option(\.flags.symbols),
        "--log-level": option(\.flags.logLevel),
        "--order": option(\.order),
        "--source": { launch, value in
            // As GlobalOptions.flags: a folder goes to the folders, any other to the source.
            switch SourceChoice(argument: value) {
            case nil: return false
            case .folder(let path): launch.flags.folderPaths = [path]
            case let source?: launch.flags.source = source
            }
            return true
        },
    ]
}
