/// The fuzzing package's stand-in for the app's `ColorSetting`, which brings ArgumentParser and
/// the terminal's colour modes with it: `ConfigFile` only needs the names for a message, and what
/// they are does not matter to a crash.
enum ColorSetting {
    static let names = "auto, truecolor, 256, 16, none"
}
