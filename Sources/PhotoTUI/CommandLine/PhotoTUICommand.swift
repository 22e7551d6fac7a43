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
            """,
        version: PhotoTUIVersion.current,
        subcommands: [
            BrowseCommand.self, PickCommand.self, SearchCommand.self, ShowCommand.self, DownloadCommand.self, LibraryCommand.self, ServeCommand.self,
        ],
        defaultSubcommand: BrowseCommand.self)
}
