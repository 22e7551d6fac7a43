import Dispatch
import EventStream

extension DispatchTimeInterval {
    /// This interval in whole milliseconds, rounded to the nearest: `TestScheduler`'s ticks.
    /// `.never` is `Int.max`.
    public var millisecondsValue: Int {
        let nanoseconds: Int64
        switch self {
        case .seconds(let value): nanoseconds = Int64(value) * 1_000_000_000
        case .milliseconds(let value): nanoseconds = Int64(value) * 1_000_000
        case .microseconds(let value): nanoseconds = Int64(value) * 1_000
        case .nanoseconds(let value): nanoseconds = Int64(value)
        case .never: return Int.max
        @unknown default: return Int.max
        }
        return Int((nanoseconds + (nanoseconds >= 0 ? 500_000 : -500_000)) / 1_000_000)
    }
}
