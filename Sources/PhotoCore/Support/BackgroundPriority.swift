import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Background work (decodes, resampling, cell conversion, the offline library's renders) runs
/// below the event loop's priority: `nice` ``niceness`` more than the loop thread, which Linux
/// applies per thread. Without it, on a busy machine the loop shares its process's slice of the
/// CPU evenly with every decode in flight, and a frame that is ready in 2 ms reaches the
/// terminal 50–170 ms later (#25: `n` in the full-screen view, which starts the next photo's
/// decode and render at each key). The folder index's threads do the same (`IndexWorkers`).
///
/// A thread cannot be raised again without privileges, so only threads that run nothing but
/// background work are lowered (the work pool's and the server's), and never the main thread.
public enum BackgroundPriority {
    /// How much nicer than the main thread background threads run: 10, or
    /// `PHOTO_TUI_BACKGROUND_NICE` (0 turns it off, to measure what it does).
    public static let niceness: Int32 = niceness(environment: ProcessInfo.processInfo.environment)

    /// The niceness `environment` asks for: its `PHOTO_TUI_BACKGROUND_NICE` from 0 to 19, else 10.
    static func niceness(environment: [String: String]) -> Int32 {
        environment["PHOTO_TUI_BACKGROUND_NICE"].flatMap { Int32($0) }.map { max(0, min(19, $0)) } ?? 10
    }

    /// Lowers the calling thread to the main thread's `nice` plus ``niceness`` (at most 19),
    /// unless it is there already or it is the main thread. Two system calls when there already.
    public static func lowerCurrentThread() {
        #if os(Linux)
        guard niceness > 0, !Thread.isMainThread else { return }
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        // The main thread's id is the process's: its nice is the base.
        let target = min(19, getpriority(which, id_t(getpid())) + niceness)
        // Linux applies PRIO_PROCESS with who 0 to the calling thread alone.
        if getpriority(which, 0) < target { _ = setpriority(which, 0, target) }
        #endif
    }
}
