/// The fuzzing package's stand-in for the app's `KeyRemap`, which brings the whole key table with
/// it: `ConfigFile` only needs the command names `[keys]` accepts. A few of them are enough for the
/// parser's paths (known, unknown, did-you-mean); which ones does not matter to a crash.
enum KeyRemap {
    static let names = ["back", "down", "help", "open", "quit", "search", "star", "up"]
}
