import ArgumentParser
import EventStream
import Foundation
import PhotoCore
import Terminal

/// `photo-tui download ID`: the original image, with Unsplash's download tracking.
struct DownloadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "download", abstract: "Download a photo's original image.",
        discussion: """
            Tells Unsplash about the download (required by its API terms), then writes the file without \
            replacing anything: the file is named from the ID you typed, and an existing path is refused \
            unless --force is given (which replaces only a regular file, never a symlink, pipe or device). \
            With --size WIDTH the file is named ID-WIDTHw.jpg. A hook (--exec or [downloads] on_save) runs \
            with the saved file; its outcome goes to stderr, and the command fails when it fails.

            \(SourceOrderHelp.text) A folder's photos are files already: download refuses them.
            """)

    @OptionGroup(title: "Global options") var global: GlobalOptions
    @OptionGroup var downloadFlags: DownloadFlags

    @Argument(help: "The photo's id, or its page's address.") var id: String
    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the file (default ./ID.jpg; a folder means ID.jpg in it).", valueName: "path"))
    var output: String?
    @Flag(name: .long, help: "Replace an existing regular file at the destination.") var force = false

    mutating func validate() throws {
        guard let reference = PhotoReference(parsing: id) else {
            throw ValidationError("Give a photo id such as Dwu85P9SOIk (or openverse:UUID, offline:ID, or a photo page's address).")
        }
        guard reference.provider != .folder else {
            throw ValidationError("\(id) is a file on this computer already: there is nothing to download.")
        }
    }

    func run() throws {
        let configuration = try global.resolveConfiguration(downloads: downloadFlags)
        // The id `search --json` printed, or a photo page: asked of the source that has it.
        let reference = PhotoReference(parsing: id)!
        let made = try PhotoServiceFactory.source(for: reference, configuration: configuration)
        CommandOutput.warnBeforeRunning(made)
        defer { withExtendedLifetime(made.service) {} }
        if made.service.traits.photosAreFiles {
            throw CommandFailure("Photos from a folder are already files on this computer; nothing to download.")
        }
        PartialFiles.installSignalCleanup()
        let client = made.service
        let answer = client.photo(id: PhotoServiceFactory.id(of: reference, in: made)).blockingResult()
        let photo = try CommandOutput.unwrap(answer.mapError { PhotoServiceFactory.explain($0, reference: reference, in: made) })
        // The file is named from what was typed, never from the id the server answered with.
        let destination: DownloadDestination = output.map { .path(URL(fileURLWithPath: $0)) }
            ?? .folder(URL(fileURLWithPath: FileManager.default.currentDirectoryPath))

        let size = configuration.downloadSize.resolve { ScreenPixelWidth.current(cellPixels: nil) }
        SaveHookRun.warnAboutSize(DownloadPlan(photo: photo, size: size), of: photo)

        let showProgress = isatty(STDERR_FILENO) == 1
        let outcome = BlockingResult<URL>()
        let subscription = OriginalDownload(service: client, downloader: HTTPOriginalDownloader(transport: CurlTransport.shared))
            .start(photo, requestedName: reference.id, to: destination, policy: force ? .replaceRegularFile : .refuse, size: size)
            .subscribe(
                onNext: { event in
                    switch event {
                    case .progress(let progress):
                        guard showProgress else { return }
                        let amount = progress.fraction.map { String(format: "%3.0f%%", $0 * 100) } ?? "\(progress.received / 1024) KiB"
                        FileHandle.standardError.write(Data("\rDownloading \(Sanitizer.sanitize(reference.id)): \(amount)   ".utf8))
                    case .saved(let path):
                        outcome.set(.success(path))
                    }
                },
                onError: { outcome.set(.failure($0)) })
        let result = outcome.wait()!
        subscription.dispose()
        if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        switch result {
        case .success(let path):
            print(path.path)
            // The credit a Creative Commons licence asks for (also in the `.xmp` beside the file).
            if photo.provider.creditRule == .creativeCommons { print(Sanitizer.sanitize(photo.creditLine)) }
            if let hook = configuration.onSave, let failure = SaveHookRun.run(hook, path: path) {
                throw CommandFailure(failure)
            }
        case .failure(let error as DownloadPlacementError):
            let hint = if case .exists = error { " Use --force to replace it." } else { "" }
            throw CommandFailure(Sanitizer.sanitize(error.userMessage) + hint)
        case .failure(let error):
            try CommandOutput.unwrap(Result<Void, Error>.failure(error))
        }
    }
}
