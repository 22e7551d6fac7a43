import ArgumentParser
import PhotoCore

/// `--size` and `--exec`, taken by the commands that save photos (`browse`, `pick`, `download`).
struct DownloadFlags: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Save downloads as the original (default), WIDTH pixels wide, or the screen's width (Unsplash and the offline library resize; other sources give the original).",
        valueName: "original|WIDTH|screen"))
    var size: String?

    @Option(name: .customLong("exec"), help: ArgumentHelp(
        "Run CMD with each saved file: {} is its path (else it goes last); quotes as in a shell, but no shell runs it. \"\" runs none.",
        valueName: "CMD"))
    var exec: String?

    mutating func validate() throws {
        if let size, DownloadSizeSetting(parsing: size) == nil {
            throw ValidationError("--size must be \(DownloadSizeSetting.accepted); got '\(EchoedValue.text(size))'.")
        }
    }
}
