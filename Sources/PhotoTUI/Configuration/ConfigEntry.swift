/// A value from the config file with the line it is on, for settings that are checked after
/// the file is read (their error must still name the line).
struct ConfigEntry: Equatable {
    let value: String
    let line: Int?
}
