import PhotoCore

/// What `photo-tui [browse]` was asked for, as plain values, and running it: from ArgumentParser's
/// ``BrowseCommand``, or from ``BrowseFastPath`` for a launch with only common options.
struct BrowseLaunch: Equatable {
    /// The global options and the browser's own that the configuration resolves (colour,
    /// symbols, graphics, downloads, plain, the folder).
    var flags = ConfigurationFlags()
    /// `-q`: a search to start with.
    var query: String?
    /// `--graphics-trace`.
    var graphicsTrace: String?
    /// `--order`.
    var order: FolderOrder?
    /// `--follow-links`.
    var followLinks = false

    /// The defaults: `photo-tui` with no arguments.
    init() {}

    /// What `command`'s options hold.
    init(_ command: BrowseCommand) {
        flags = command.global.commandFlags(
            folder: command.folder, color: command.color, symbols: command.symbols, graphics: command.graphics,
            downloads: command.downloadFlags, plain: command.plain.plain)
        query = command.query
        graphicsTrace = command.graphicsTrace
        order = command.folderOrder.order
        followLinks = command.folderOrder.followLinks
    }

    /// Resolves the configuration and runs the browser until it quits.
    func run() throws {
        var configuration = try GlobalOptions.resolve(flags)
        try FolderOrderFlag.apply(order: order, followLinks: followLinks, to: &configuration)
        TimingLog.process.stampOnce("launch_configured")
        let environment = try AppEnvironment(configuration: configuration, opensOnHomeFeed: (query ?? "").isEmpty)
        TimingLog.process.stampOnce("launch_environment")
        // Not before the environment: while libcurl loads, a new thread waits for the loader's lock.
        if configuration.source.asksOverHTTP { CurlTransport.loadLibraryInBackground() }
        defer { environment.shutDown() }
        let app = try BrowserApp(query: query, environment: environment, color: configuration.color, symbols: configuration.imageSymbols,
                                 graphicsTrace: graphicsTrace)
        // After the terminal's handlers: a signal removes unfinished downloads, then restores the terminal.
        PartialFiles.installSignalCleanup()
        PartialFiles.sweep(environment.downloadsDirectory)
        app.run()
    }
}
