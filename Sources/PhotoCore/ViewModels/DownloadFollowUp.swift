import EventStream
import Foundation

/// What happens after a download is saved: the status says so at once (`finished`, which the
/// browser records in the library), then, when a size was asked for or a hook is configured,
/// a ``DownloadReport`` with the file's pixels and any note; with a hook, the report again once
/// the hook has ended (it runs on a thread of its own, never the event loop).
enum DownloadFollowUp {
    /// The statuses that follow saving `path`.
    static func statuses(path: URL, plan: DownloadPlan, options: DownloadOptions) -> Observable<DownloadStatus> {
        guard options.hook != nil || plan.requested != .original else { return .just(.finished(path)) }
        let report = DownloadReport(path: path, pixelSize: pixelSize(of: path), sizeNote: plan.note,
                                    hookProgram: options.hook?.programName)
        let saved = Observable<DownloadStatus>.of(.finished(path), .saved(report))
        guard let hook = options.hook else { return saved }
        return saved.concat(hook.outcome(path: path.path, timeout: options.hookTimeout).map { outcome in
            var ended = report
            ended.hookOutcome = outcome
            return DownloadStatus.saved(ended)
        })
    }

    /// The JPEG's size from its header (the file is mapped, not read); `nil` for another format.
    static func pixelSize(of path: URL) -> PixelSize? {
        guard let data = try? Data(contentsOf: path, options: .alwaysMapped) else { return nil }
        return try? JPEGDecoder().size(of: data)
    }
}
