import ArgumentParser
import PhotoCore

/// `photo-tui`: a terminal photo browser, and the same photo service for scripts.
@main
struct PhotoTUICommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photo-tui",
        abstract: "Search and browse photos from the keyboard, in the terminal.",
        discussion: """
            With no UNSPLASH_ACCESS_KEY and no --api-url, photos come from the built-in offline \
            library, served on a loopback port. Configuration: flags, then the environment \
            (UNSPLASH_ACCESS_KEY, PHOTO_TUI_API_URL, NO_COLOR, XDG_*), then \
            $XDG_CONFIG_HOME/photo-tui/config.toml.

            Photos are drawn in real pixels on terminals that can show them (kitty graphics, \
            sixel, iTerm2 images), asked at start; `browse --graphics auto|kitty|sixel|iterm2|symbols` \
            chooses, `browse --graphics-trace FILE` records each placement, and `photo-tui doctor` \
            tells what this terminal can do.
            """,
        version: PhotoTUIVersion.current,
        subcommands: [
            BrowseCommand.self, PickCommand.self, SearchCommand.self, ShowCommand.self, DownloadCommand.self, DuplicatesCommand.self, LibraryCommand.self, ServeCommand.self, DoctorCommand.self,
        ],
        defaultSubcommand: BrowseCommand.self)
}
