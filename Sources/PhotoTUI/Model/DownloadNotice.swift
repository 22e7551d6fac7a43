import Foundation
import PhotoCore
import Terminal

/// The status line's words for a download.
enum DownloadNotice {
    static func text(for status: DownloadStatus?) -> String? {
        switch status {
        case .inProgress(let photo, let fraction?)?: return "Downloading \(photo.id) \(Int(fraction * 100))%"
        case .inProgress(let photo, nil)?: return "Downloading \(photo.id)…"
        case .finished(let url)?: return "Saved \(url.path)"
        case .saved(let report)?: return savedLine(report)
        case .failed(let message)?: return message
        case nil: return nil
        }
    }

    /// `Saved ~/Pictures/photo-tui/a-2400w.jpg (2400×1600) · swww exited 0`, with any note on the
    /// size between.
    static func savedLine(_ report: DownloadReport, home: String? = ProcessInfo.processInfo.environment["HOME"]) -> String {
        let path = shown(report.path.path, home: home)
        var parts = ["Saved \(path)" + (report.pixelSize.map { " (\($0.width)×\($0.height))" } ?? "")]
        if let note = report.sizeNote { parts.append(note) }
        if let outcome = report.hookOutcome {
            parts.append(SaveHookSummary.line(for: outcome))
        } else if let program = report.hookProgram {
            parts.append("running \(Sanitizer.sanitize(program))…")
        }
        return parts.joined(separator: " · ")
    }

    /// `path` as the status line shows it: under the home folder, from `~`.
    static func shown(_ path: String, home: String?) -> String {
        guard let home, !home.isEmpty, path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }
}
