#if canImport(Glibc)
import Glibc
#endif

/// Puts the terminal back the way the shell had it when the process dies without `endwin`:
/// on SIGINT/SIGTERM/SIGHUP/SIGQUIT and on crash signals (a Swift runtime trap is SIGILL or
/// SIGTRAP). The handlers only do async-signal-safe work (write the precomputed reset bytes,
/// `tcsetattr` the saved mode), then let the default action run (exit or core dump).
///
/// SIGWINCH, SIGTSTP and SIGCONT are not handled here: they are turned into a byte on a pipe the
/// event loop watches, so resizing and suspending happen on the loop thread.
enum TerminalRestorer {
    static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]
    static let notifiedSignals: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]

    /// Installs the handlers. `resetBytes` leave the alternate screen, show the cursor, reset
    /// attributes and turn off mouse and paste modes; `mode` is the terminal mode to return to.
    static func install(resetBytes: [UInt8], mode: termios?, notifyPipe: Int32) {
        restoreState.set(resetBytes: resetBytes, mode: mode, notifyPipe: notifyPipe)
        for signal in terminatingSignals + crashSignals { setHandler(signal, restoreAndDie, flags: Int32(bitPattern: UInt32(SA_RESETHAND) | UInt32(SA_NODEFER))) }
        for signal in notifiedSignals { setHandler(signal, notify, flags: Int32(SA_RESTART)) }
        // A launcher may have left these blocked (test runners do); we rely on them arriving.
        var handled = sigset_t()
        sigemptyset(&handled)
        for signal in terminatingSignals + crashSignals + notifiedSignals { sigaddset(&handled, signal) }
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    /// Back to the default handlers (after a clean `endwin`).
    static func uninstall() {
        for signal in terminatingSignals + crashSignals + notifiedSignals { Glibc.signal(signal, SIG_DFL) }
        restoreState.disarm()
    }

    /// SIGTSTP's default action (stop), used while suspending ourselves.
    static func withDefaultStopHandler(_ body: () -> Void) {
        Glibc.signal(SIGTSTP, SIG_DFL)
        body()
        setHandler(SIGTSTP, notify, flags: Int32(SA_RESTART))
    }

    private static func setHandler(_ signal: Int32, _ handler: @escaping @convention(c) (Int32) -> Void, flags: Int32) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        action.sa_flags = flags
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }
}

/// State the signal handlers read: plain memory set up before the handlers are installed.
private final class RestoreState: @unchecked Sendable {
    var resetBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 512)
    var resetCount = 0
    var mode = termios()
    var hasMode = false
    var notifyPipe: Int32 = -1
    var armed = false

    func set(resetBytes bytes: [UInt8], mode: termios?, notifyPipe: Int32) {
        resetCount = min(bytes.count, 512)
        for index in 0..<resetCount { resetBytes[index] = bytes[index] }
        if let mode { self.mode = mode }
        hasMode = mode != nil
        self.notifyPipe = notifyPipe
        armed = true
    }

    func disarm() { armed = false }
}

private let restoreState = RestoreState()

private func restoreAndDie(_ signal: Int32) {
    if restoreState.armed {
        _ = write(STDOUT_FILENO, restoreState.resetBytes, restoreState.resetCount)
        if restoreState.hasMode { _ = tcsetattr(STDIN_FILENO, TCSANOW, &restoreState.mode) }
    }
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
}

private func notify(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    if restoreState.notifyPipe >= 0 { _ = write(restoreState.notifyPipe, &byte, 1) }
    errno = savedErrno
}
