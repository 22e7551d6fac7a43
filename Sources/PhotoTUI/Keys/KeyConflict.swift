import Terminal

/// Two commands on one key in one place: `[keys] star = "q"` would leave `q` meaning both star
/// and quit in the list. The program refuses to start rather than let one silently win.
struct KeyConflict: Error, Equatable {
    let key: Key
    let context: KeyContext
    /// The two commands, the one `[keys]` moved there first when there is one.
    let commands: [BrowserCommand]

    /// "'q' is already the key of quit in the list".
    var message: String {
        let names = commands.map(KeyRemap.name(of:))
        return "'\(KeyName.configName(key))' would be the key of both \(names[0]) and \(names[1]) in \(context.name)"
    }
}
