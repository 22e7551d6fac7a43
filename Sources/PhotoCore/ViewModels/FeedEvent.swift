import PhotoModel
/// One change to what the browser's list shows, sent by a search or the home feed; the search
/// view model folds them into its outputs.
enum FeedEvent {
    case rows(RowsUpdate)
    case loading(LoadingState)
    case total(Int?)
    case error(String?)
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
