import Foundation

/// Times a piece of work over many iterations and reports the median, so that one slow
/// iteration (a page fault, the other core busy) does not move the figure.
public enum Stopwatch {
    /// Nanoseconds on a monotonic clock.
    @inline(__always)
    public static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Runs `body` `warmup` times untimed, then `iterations` times timed; returns each run's
    /// nanoseconds, sorted.
    public static func samples(iterations: Int, warmup: Int = 3, _ body: () throws -> Void) rethrows -> [UInt64] {
        for _ in 0..<warmup { try body() }
        var samples: [UInt64] = []
        samples.reserveCapacity(iterations)
        for _ in 0..<iterations {
            let start = now()
            try body()
            samples.append(now() - start)
        }
        return samples.sorted()
    }

    /// The median of sorted samples, in nanoseconds.
    public static func median(_ sorted: [UInt64]) -> UInt64 {
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// Formats nanoseconds as the most readable unit.
    public static func format(nanoseconds: UInt64) -> String {
        switch nanoseconds {
        case ..<10_000: return "\(nanoseconds) ns"
        case ..<10_000_000: return String(format: "%.3f ms", Double(nanoseconds) / 1e6)
        default: return String(format: "%.1f ms", Double(nanoseconds) / 1e6)
        }
    }
}
