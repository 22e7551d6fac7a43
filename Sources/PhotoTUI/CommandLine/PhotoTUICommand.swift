import ArgumentParser
import PhotoCore
import Terminal

/// `photo-tui`: a terminal photo browser, and the same photo service for scripts.
@main
struct PhotoTUICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photo-tui",
        abstract: "Search and browse photos from the keyboard, in the terminal.",
        discussion: """
            \(SourceOrderHelp.text)

            Global options go before or after the subcommand. Each setting is taken from its flag, \
            else the environment (\(Setting.variables.joined(separator: ", ")), NO_COLOR, XDG_*), \
            else $XDG_CONFIG_HOME/photo-tui/config.toml, else its default; a bad value is refused \
            naming the flag, variable or file line it came from.

            Photos are drawn in real pixels on terminals that can show them (kitty graphics, \
            sixel, iTerm2 images), asked at start; `browse --graphics \(GraphicsMode.allValueStrings.joined(separator: "|"))` \
            chooses, `browse --graphics-trace FILE` records each placement, and `photo-tui doctor` \
            tells what this terminal can do.

            Keys: the browser starts in the list; / goes to the search box, where every printable \
            key types and Esc leaves; j k g G (or the arrows, PgUp PgDn Home End) move; Enter opens; \
            ? lists every key; q quits from the list, Ctrl-C from anywhere. [keys] in the config file \
            moves any command, navigation included (down = "n"); a key two commands would share is \
            refused. --plain (PHOTO_TUI_PLAIN=1, plain = true) shows text only for screen readers: no \
            images or animation, each row a sentence, the terminal's cursor on the selection.
            """,
        version: PhotoTUIVersion.current,
        subcommands: [
            BrowseCommand.self, PickCommand.self, SearchCommand.self, ShowCommand.self, DownloadCommand.self, DuplicatesCommand.self, LibraryCommand.self, ServeCommand.self, DoctorCommand.self,
        ],
        defaultSubcommand: BrowseCommand.self)

    /// Parsed here too, so they may come before the subcommand; each subcommand's own
    /// `@OptionGroup` of the same type receives these values (swift-argument-parser hands a
    /// parent's decoded group to its children).
    @OptionGroup(title: "Global options") var global: GlobalOptions

    /// Runs the command line; a failure is printed safely (``CommandErrorOutput``). The browser's
    /// common launches skip ArgumentParser (``BrowseFastPath``).
    static func main() {
        TimingLog.process.stampOnce("launch_main")
        if let launch = BrowseFastPath.launch(Array(CommandLine.arguments.dropFirst())) {
            CommandErrorOutput.run(Self.self) { try launch.run() }
        }
        CommandErrorOutput.run(Self.self)
    }
}
