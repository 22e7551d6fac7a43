import Foundation
import Testing
@testable import PhotoCore
#if canImport(Glibc)
import Glibc
#endif

/// Background threads run nicer than the main thread (the event loop), each lowered once.
@Suite struct BackgroundPriorityTests {
    /// The nice of a new thread after `work` ran on it.
    private static func niceOfAThread(after work: @escaping @Sendable () -> Void) -> Int32 {
        let result = Locked<Int32>(0)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            work()
            result.withLock { $0 = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) }
            done.signal()
        }
        thread.start()
        done.wait()
        return result.withLock { $0 }
    }

    @Test func theNicenessIsTenUnlessTheEnvironmentSaysOtherwise() {
        #expect(BackgroundPriority.niceness(environment: [:]) == 10)
        #expect(BackgroundPriority.niceness(environment: ["PHOTO_TUI_BACKGROUND_NICE": "0"]) == 0)
        #expect(BackgroundPriority.niceness(environment: ["PHOTO_TUI_BACKGROUND_NICE": "25"]) == 19)
        #expect(BackgroundPriority.niceness(environment: ["PHOTO_TUI_BACKGROUND_NICE": "x"]) == 10)
    }

    @Test func aBackgroundThreadIsLoweredBelowTheMainThreadOnceAndTheMainThreadIsNot() {
        #if os(Linux)
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        let main = getpriority(which, id_t(getpid()))
        let lowered = Self.niceOfAThread { BackgroundPriority.lowerCurrentThread() }
        #expect(lowered == min(19, main + BackgroundPriority.niceness))
        // Asked again on the same thread: no lower still.
        #expect(Self.niceOfAThread { BackgroundPriority.lowerCurrentThread(); BackgroundPriority.lowerCurrentThread() } == lowered)
        #expect(getpriority(which, id_t(getpid())) == main)
        #endif
    }
}
