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

extension DispatchTimeInterval {
    /// What is left of this interval once the time from `earlier` to `later` has passed, in
    /// this interval's own unit, rounded to the nearest (so `.milliseconds(200)` after 0.2 s
    /// measured as 0.19999999 s is `.milliseconds(0)`, not a sliver); never negative.
    func remaining(afterSpanFrom earlier: RxTime, to later: RxTime) -> DispatchTimeInterval {
        let elapsed = later.timeIntervalSince(earlier)
        func left(_ value: Int, _ unitsPerSecond: Double) -> Int {
            let remainder = Double(value) - elapsed * unitsPerSecond
            return remainder > 0 ? Int(remainder.rounded(.toNearestOrAwayFromZero)) : 0
        }
        switch self {
        case .seconds(let value): return .seconds(left(value, 1))
        case .milliseconds(let value): return .milliseconds(left(value, 1e3))
        case .microseconds(let value): return .microseconds(left(value, 1e6))
        case .nanoseconds(let value): return .nanoseconds(left(value, 1e9))
        case .never: return .never
        @unknown default: return .never
        }
    }

    /// Whether this interval is zero.
    var isNow: Bool { self != .never && nanosecondsValue == 0 }
}
