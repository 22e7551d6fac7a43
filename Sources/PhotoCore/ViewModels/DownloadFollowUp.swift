import EventStream
import Foundation
import ImagePipeline
import PhotoDownloads
import PhotoModel

/// What happens after a download is saved: the status says so at once (`finished`, which the
/// browser records in the library), then, when a size was asked for or a hook is configured,
/// a ``DownloadReport`` with the file's pixels and any note; with a hook, the report again once
/// the hook has ended (it runs on a thread of its own, never the event loop).
///
/// The hook's run is separate from the statuses so that the download queue does not wait for
/// it: the next download starts while a slow hook (an upload, a wallpaper fade) still runs.
enum DownloadFollowUp {
    /// What to report about saving `path`: `nil` for an original saved with no hook, which
    /// `finished` says all of.
    static func report(path: URL, plan: DownloadPlan, options: DownloadOptions) -> DownloadReport? {
        guard options.hook != nil || plan.requested != .original else { return nil }
        return DownloadReport(path: path, pixelSize: pixelSize(of: path), sizeNote: plan.note, hookProgram: options.hook?.programName)
    }

    /// The statuses that follow saving `path`, at once.
    static func statuses(path: URL, report: DownloadReport?) -> [DownloadStatus] {
        [.finished(path)] + (report.map { [.saved($0)] } ?? [])
    }

    /// The hook run on the saved file, ending in the report with its outcome; `nil` with no hook.
    static func hookRun(_ report: DownloadReport?, options: DownloadOptions) -> Observable<DownloadStatus>? {
        guard let hook = options.hook, let report else { return nil }
        return hook.outcome(path: report.path.path, timeout: options.hookTimeout).map { outcome in
            var ended = report
            ended.hookOutcome = outcome
            return DownloadStatus.saved(ended)
        }
    }

    /// The JPEG's size from its header (the file is mapped, not read); `nil` for another format.
    static func pixelSize(of path: URL) -> PixelSize? {
        guard let data = try? Data(contentsOf: path, options: .alwaysMapped) else { return nil }
        return try? JPEGDecoder().size(of: data)
    }
}
