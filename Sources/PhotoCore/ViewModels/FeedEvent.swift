import PhotoModel

/// One change to what a list shows, sent by a search, the home feed or a screen's list
/// (``SearchViewModel/events``). Nothing keeps a copy: whoever shows the list folds the events
/// into its own state (the browser's reducer does).
public enum FeedEvent: Equatable, Sendable {
    /// The rows, and how they changed since the previous `.rows` (appends are ranges, never a
    /// full reload). Every update carries all rows.
    case rows(RowsUpdate)
    /// What is loading now.
    case loading(LoadingState)
    /// The number of results of the search ("N photos"); `nil` on the home feed or while unknown.
    case total(Int?)
    /// The latest failure in one line, with a retry hint; `nil` when a load starts again.
    case error(String?)
    /// The API quota figures of a response (or a refusal) that carried them.
    case rateLimit(RateLimit)
    /// The home feed's topics, for its topic bar.
    case topics([Topic])
    /// Whether a later page may still come (the list has not reached its end).
    case more(Bool)

    /// The events that report `error`: its message, and the quota figures a rate limit carries.
    static func failure(_ error: Error) -> [FeedEvent] {
        var events: [FeedEvent] = [.error(ErrorMessage.line(for: error))]
        if case PhotoServiceError.rateLimited(let limit?) = error { events.append(.rateLimit(limit)) }
        return events
    }
}
