import Dispatch
import Foundation

/// A span of time, as schedulers and time-based operators take it: `.milliseconds(300)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time on a scheduler's clock.
public typealias RxTime = Date

extension DispatchTimeInterval {
    /// Nanoseconds in this interval; `.never` is `Int64.max`.
    var nanosecondsValue: Int64 {
        switch self {
        case .seconds(let value): return Int64(value) * 1_000_000_000
        case .milliseconds(let value): return Int64(value) * 1_000_000
        case .microseconds(let value): return Int64(value) * 1_000
        case .nanoseconds(let value): return Int64(value)
        case .never: return Int64.max
        @unknown default: return Int64.max
        }
    }

    /// This interval in seconds.
    var secondsValue: TimeInterval {
        self == .never ? .infinity : TimeInterval(nanosecondsValue) / 1e9
    }
}
