import Foundation
import PhotoCore

/// `d` with marks: the downloads of one batch told as one line from the first file's progress to
/// the last file saved ("Downloading 3 photos… 2/3 · 40%", then "Saved 3 photos in
/// ~/Pictures/photo-tui"), where each file's own line would replace the batch's at once.
/// Downloads run one at a time in the order asked, so a status without a photo (saved, failed)
/// belongs to the one last seen in progress; a file of the batch is known again by its path when
/// its size note or its hook's outcome comes later.
struct DownloadBatch: Equatable {
    /// The photos asked for, by id, in order.
    let photoIDs: [String]
    /// Marked photos that are files on this computer already, and were not asked for.
    let alreadyFiles: Int
    private(set) var saved = 0
    /// Each failed file's line, in order.
    private(set) var failures: [String] = []
    /// Where the batch's files were saved.
    private(set) var savedPaths: Set<String> = []
    /// The folder they went to, as shown (`~/Pictures/photo-tui`).
    private(set) var folder: String?
    /// The last word of a batch file's on-save hook ("swww exited 0").
    private(set) var hookLine: String?
    /// The photo whose download is in progress, when it is one of the batch's.
    private var current: String?

    init(photoIDs: [String], alreadyFiles: Int = 0) {
        self.photoIDs = photoIDs
        self.alreadyFiles = alreadyFiles
    }

    /// Every file asked for has been saved or has failed.
    var isOver: Bool { saved + failures.count >= photoIDs.count }

    /// Takes `status` in and gives the status line for it, or nil when it is not about the batch
    /// (a photo downloaded on its own after it: its own line shows).
    mutating func notice(for status: DownloadStatus, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String? {
        switch status {
        case .inProgress(let photo, let fraction):
            current = photoIDs.contains(photo.id) && !isOver ? photo.id : nil
            guard current != nil else { return nil }
            return progress(fraction: fraction)
        case .finished(let url):
            guard current != nil else { return nil }
            current = nil
            saved += 1
            savedPaths.insert(url.path)
            folder = DownloadNotice.shown(url.deletingLastPathComponent().path, home: home)
        case .failed(let message):
            guard current != nil else { return nil }
            current = nil
            failures.append(message)
        case .saved(let report):
            guard savedPaths.contains(report.path.path) else { return nil }
            if let outcome = report.hookOutcome { hookLine = SaveHookSummary.line(for: outcome) }
        }
        return isOver ? summary : progress(fraction: nil)
    }

    /// "Downloading 3 photos… 2/3 · 40%", with the failures so far.
    private func progress(fraction: Double?) -> String {
        let position = min(photoIDs.count, saved + failures.count + (current == nil ? 0 : 1))
        var line = "Downloading \(Formatting.count(photoIDs.count, "photo"))… \(position)/\(photoIDs.count)"
        if let fraction { line += " · \(Int(fraction * 100))%" }
        if !failures.isEmpty { line += " · \(failures.count) failed" }
        return line
    }

    /// "Saved 3 photos in ~/Pictures/photo-tui", or how many failed and the first one's reason.
    private var summary: String {
        let total = photoIDs.count
        var line: String
        if failures.isEmpty {
            line = "Saved \(Formatting.count(total, "photo"))" + (folder.map { " in \($0)" } ?? "")
        } else if saved == 0 {
            line = (total == 1 ? "The photo was not downloaded: " : "None of the \(total) photos downloaded: ") + failures[0]
        } else {
            line = "Saved \(saved) of \(Formatting.count(total, "photo"))" + (folder.map { " in \($0)" } ?? "")
                + "; \(failures.count) failed: " + failures[0]
        }
        if alreadyFiles > 0 {
            line += alreadyFiles == 1 ? "; 1 is already a file on this computer" : "; \(alreadyFiles) are already files on this computer"
        }
        return hookLine.map { line + " · " + $0 } ?? line
    }
}
