import Foundation
import PhotoCore

/// The hourly API quota as the browser spends it: the latest figures, when the current hour
/// began (the first response of a window, as seen from here), and whether to be frugal: with 10
/// requests left (a tenth of a large quota) the side pane stops fetching full records until a
/// detail is opened.
struct RequestBudget: Equatable {
    /// Unsplash's window: the quota counts requests per hour.
    static let hourly: TimeInterval = 3600

    /// The window the quota counts in; `nil` when not known (no reset time is shown).
    var window: TimeInterval? = RequestBudget.hourly

    /// The budget of a source whose quota counts in `quota`. Openverse counts by the day and says
    /// when in its throttle answers, so only an hourly window shows a reset time.
    init(quota: QuotaWindow?) {
        window = quota == .hour ? Self.hourly : nil
    }

    /// An hourly budget.
    init(window: TimeInterval? = RequestBudget.hourly) {
        self.window = window
    }

    private(set) var rateLimit: RateLimit?
    /// When the first response of this window arrived (an estimate of when the hour began).
    private(set) var windowStart: Date?

    /// Takes in the figures of a response that arrived at `time`.
    mutating func update(_ limit: RateLimit?, at time: Date) {
        guard let limit else { return }
        // Clearly more left than before (or a first sighting): a new window began. Answers of
        // requests sent together may arrive out of order, a figure or two apart.
        if rateLimit == nil || limit.remaining > (rateLimit?.remaining ?? 0) + 2 || limit.limit != rateLimit?.limit {
            windowStart = time
        }
        rateLimit = limit
    }

    /// Spend no request that is not asked for.
    var isFrugal: Bool {
        guard let rateLimit, rateLimit.limit > 0 else { return false }
        return rateLimit.remaining <= min(rateLimit.limit / 2, max(10, rateLimit.limit / 10))
    }

    /// When the quota should be whole again, at the latest.
    var resetsBy: Date? {
        guard let window, let windowStart else { return nil }
        return windowStart.addingTimeInterval(window)
    }

    /// The status line's figure: "48/50 left", or, running low, "frugal: 4/50 left until ~20:41".
    func statusText(timeZone: TimeZone = .current) -> String? {
        guard let rateLimit else { return nil }
        let figure = "\(Formatting.grouped(rateLimit.remaining))/\(Formatting.grouped(rateLimit.limit)) left"
        guard isFrugal else { return figure }
        guard let resetsBy else { return "frugal: \(figure)" }
        return "frugal: \(figure), resets by \(Self.clock(resetsBy, timeZone: timeZone))"
    }

    static func clock(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}
