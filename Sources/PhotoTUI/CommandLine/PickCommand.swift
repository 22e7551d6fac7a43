import ArgumentParser
import Foundation
import PhotoCore
import Terminal

/// `photo-tui pick [QUERY]`: the full browser on the terminal; Enter prints the chosen photo to
/// standard output and exits 0, so other programs can ask a person for a photo:
/// `wallpaper "$(photo-tui pick --download sea)"`.
struct PickCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: "Choose photos in the browser and print them (the screen is drawn on /dev/tty).",
        discussion: """
            Enter prints the selected photo (or every photo marked with Tab) and exits 0; in the list, \
            Esc, q or Ctrl-C print nothing and exit 1 (in the search box, Esc goes back to the list). By default each photo is printed as the address of its \
            full-size image, and a photo of a folder as its path.

            \(SourceOrderHelp.text)
            """)

    @OptionGroup(title: "Global options") var global: GlobalOptions
    @OptionGroup var downloadFlags: DownloadFlags
    @OptionGroup var folderOrder: FolderOrderFlag
    @OptionGroup var plain: PlainFlag

    @Argument(help: ArgumentHelp(
        "A search to start with instead of the home feed; a folder's path instead (with a slash: ./shoot, ~/Pictures/trip) picks from that folder.",
        valueName: "query"))
    var query: String?

    @Flag(help: "Download each chosen photo (the original, or --size) into the current folder and print its path; --exec runs with each file.")
    var download = false

    @Flag(help: "Print each chosen photo as one line of JSON.")
    var json = false

    @Flag(help: "Print each chosen photo's credit line (who made it, where it is from, its licence).")
    var credit = false

    @Option(help: ArgumentHelp("Show only photos you rated at least this many stars (1-5), rejected ones left out (f changes it).",
                               valueName: "stars"))
    var minRating: Int?

    mutating func validate() throws {
        guard [download, json, credit].filter({ $0 }).count <= 1 else {
            throw ValidationError("Choose one of --download, --json and --credit.")
        }
        if let minRating, !(1...PhotoRating.maximumStars).contains(minRating) {
            throw ValidationError("--min-rating takes 1 to 5 stars, not \(minRating).")
        }
    }

    func run() throws {
        let (folder, query) = Self.folderOrQuery(query)
        var configuration = try global.resolveConfiguration(folder: folder, downloads: downloadFlags, plain: plain.plain)
        try folderOrder.apply(to: &configuration)
        let terminal = try ControllingTerminal.takeOver()
        let environment = try AppEnvironment(configuration: configuration)
        if configuration.source.asksOverHTTP { CurlTransport.loadLibraryInBackground() }
        defer { environment.shutDown() }
        let app = try BrowserApp(
            query: query, environment: environment, color: configuration.color, symbols: configuration.imageSymbols, picking: true,
            minimumRating: minRating ?? 0)
        PartialFiles.installSignalCleanup()
        app.run()
        guard let photos = app.model.pickedPhotos, !photos.isEmpty else { throw ExitCode(1) }
        if download {
            let cellPixels = app.application.screen?.cellPixels
            let size = configuration.downloadSize.resolve { ScreenPixelWidth.current(cellPixels: cellPixels) }
            var hookFailure: String?
            let paths = try photos.map { photo in
                SaveHookRun.warnAboutSize(DownloadPlan(photo: photo, size: size), of: photo)
                let path = try Self.download(photo, with: environment, size: size)
                if let hook = configuration.onSave, let failure = SaveHookRun.run(hook, path: path) { hookFailure = hookFailure ?? failure }
                return path.path
            }
            terminal.print(paths)
            if let hookFailure { throw CommandFailure(hookFailure) }
        } else {
            if !json, !credit, photos.contains(where: { $0.provider == .offline }) {
                FileHandle.standardError.write(Data(
                    "photo-tui: offline library: these addresses work only while photo-tui runs; --download saves the photos.\n".utf8))
            }
            terminal.print(bytes: try photos.map { try Self.line(for: $0, json: json, credit: credit) })
        }
    }

    /// What Enter prints for `photo`: one line of JSON, its credit line, or where it is: a file's
    /// path as its bytes are on disk (for `cp`, `feh`, a script), else its full-size image's address.
    static func line(for photo: Photo, json: Bool, credit: Bool) throws -> [UInt8] {
        if json { return Array(try PhotoJSON.encode(PhotoJSON.PhotoOutput(photo, detailed: false), compact: true).utf8) }
        if credit { return Array(Sanitizer.sanitize(photo.creditLine).utf8) }
        if let file = photo.file { return FileNameBytes.bytes(of: file.path) }
        return Array(photo.urls.full.absoluteString.utf8)
    }

    /// The argument as the folder to pick from when it is a path to one (it has a slash, or is
    /// `.` or `..`, and names a folder), as `photo-tui ~/Pictures/trip` browses one; otherwise the
    /// search to start with, so that `pick sea` searches even where a folder `sea` is.
    static func folderOrQuery(_ argument: String?) -> (folder: String?, query: String?) {
        guard let argument, argument.contains("/") || argument == "." || argument == ".." else { return (nil, argument) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else { return (nil, argument) }
        return (argument, nil)
    }

    /// Saves `photo` (its original, or `size`) into the current folder (never over a file already there).
    private static func download(_ photo: Photo, with environment: AppEnvironment, size: DownloadSize) throws -> URL {
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let result = OriginalDownload(service: try environment.startedService(), downloader: environment.downloader)
            .start(photo, requestedName: photo.id, to: .folder(folder), policy: .refuse, size: size)
            .compactMap { event -> URL? in if case .saved(let url) = event { return url } else { return nil } }
            .take(1)
            .asSingle()
            .blockingResult()
        return try CommandOutput.unwrap(result)
    }
}
