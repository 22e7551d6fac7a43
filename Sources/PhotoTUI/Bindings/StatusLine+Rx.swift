import EventStream
import PhotoCore

extension Reactive where Base: StatusLine {
    /// The last error with its retry hint; nil clears it.
    var errorMessage: Binder<String?> { binder { line, message in line.errorMessage = message } }

    /// Requests left this hour.
    var rateLimit: Binder<RateLimit?> { binder { line, limit in line.rateLimit = limit } }

    /// A download's progress or result; nil clears it.
    var notice: Binder<String?> { binder { line, notice in line.notice = notice } }

    /// Cache figures.
    var cacheSummary: Binder<String> { binder { line, summary in line.cacheSummary = summary } }
}
