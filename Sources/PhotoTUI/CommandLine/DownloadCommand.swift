import ArgumentParser
import EventStream
import Foundation
import PhotoCore
import Terminal

/// `photo-tui download ID`: the original image, with Unsplash's download tracking.
struct DownloadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "download", abstract: "Download a photo's original image.",
        discussion: "Tells Unsplash about the download (required by its API terms), then writes the file atomically.")

    @OptionGroup var global: GlobalOptions

    @Argument(help: "The photo's id.") var id: String
    @Option(name: .shortAndLong, help: ArgumentHelp("Where to write the file (default ./ID.jpg).", valueName: "path")) var output: String?

    mutating func validate() throws {
        guard !id.isEmpty, !id.contains("/") else { throw ValidationError("Give a photo id such as Dwu85P9SOIk.") }
    }

    func run() throws {
        let configuration = try global.resolveConfiguration()
        let made = try PhotoServiceFactory.make(configuration)
        defer { withExtendedLifetime(made.offlineServer) {} }
        if case .folder = made.source {
            throw CommandFailure("Photos from a folder are already files on this computer; nothing to download.")
        }
        let client = made.service
        let photo = try CommandOutput.unwrap(client.photo(id: PhotoID(parsing: id, defaultProvider: made.provider).value).blockingResult())
        let link = try CommandOutput.unwrap(client.trackDownload(of: photo).blockingResult())
        let destination = URL(fileURLWithPath: output ?? "\(photo.id).jpg")
        var isFolder: ObjCBool = false
        let target = FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder) && isFolder.boolValue
            ? destination.appendingPathComponent("\(photo.id).jpg") : destination

        let showProgress = isatty(STDERR_FILENO) == 1
        let outcome = BlockingResult<Void>()
        let subscription = made.downloadOriginal(link, to: target).subscribe(
            onNext: { progress in
                guard showProgress else { return }
                let amount = progress.fraction.map { String(format: "%3.0f%%", $0 * 100) } ?? "\(progress.received / 1024) KiB"
                FileHandle.standardError.write(Data("\rDownloading \(photo.id): \(amount)   ".utf8))
            },
            onError: { outcome.set(.failure($0)) },
            onCompleted: { outcome.set(.success(())) })
        let result = outcome.wait()!
        subscription.dispose()
        if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        try CommandOutput.unwrap(result)
        try CreditSidecar.write(for: photo, beside: target)
        print(target.path)
        print(Sanitizer.sanitize(photo.creditLine))
    }
}
