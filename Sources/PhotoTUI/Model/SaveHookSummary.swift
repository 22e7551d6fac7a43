import Foundation
import PhotoCore
import Terminal

/// How a save hook ended, in one sanitized line for the status line and stderr:
/// `swww exited 0`, `swww exited 1: daemon not running`, `swww took over 60 s and was stopped`,
/// `could not run swww: No such file or directory`.
enum SaveHookSummary {
    /// The longest stderr excerpt shown, in characters.
    static let maximumDetail = 120

    /// The line for `outcome`.
    static func line(for outcome: SaveHookOutcome) -> String {
        let program = Sanitizer.sanitize(outcome.program)
        switch outcome.result.termination {
        case .exited(let status):
            return "\(program) exited \(status)" + (status == 0 ? "" : detail(outcome))
        case .signalled(let signal):
            let name = strsignal(signal).map { String(cString: $0) } ?? "signal \(signal)"
            return "\(program) ended by signal \(signal) (\(name))" + detail(outcome)
        case .timedOut(let seconds):
            let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(format: "%.1f", seconds)
            return "\(program) took over \(shown) s and was stopped"
        case .couldNotStart(let reason):
            return "could not run \(program): \(Sanitizer.sanitize(reason))"
        }
    }

    /// `: ` and the last line of stderr, sanitized and shortened; empty when it said nothing.
    private static func detail(_ outcome: SaveHookOutcome) -> String {
        guard let last = outcome.lastErrorLine(cleanedBy: { Sanitizer.sanitize($0) }) else { return "" }
        return ": " + (last.count > maximumDetail ? String(last.prefix(maximumDetail - 1)) + "…" : last)
    }
}
