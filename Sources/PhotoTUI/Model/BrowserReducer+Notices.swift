/// The status line's notice: one at a time, a transient one clearing itself after
/// ``BrowserModel/noticeLifetime`` (its timer clears only the notice it was started for).
extension BrowserReducer {
    /// A notice replaces the one before.
    static func notice(_ text: String, isTransient: Bool, in state: inout BrowserState) -> [BrowserEffect] {
        state.noticeSerial += 1
        state.notice = Notice(text: text, isTransient: isTransient, serial: state.noticeSerial)
        return [isTransient ? .startNoticeTimer(serial: state.noticeSerial) : .cancelNoticeTimer]
    }

    static func clearNotice(in state: inout BrowserState) -> [BrowserEffect] {
        state.noticeSerial += 1
        state.notice = nil
        return [.cancelNoticeTimer]
    }

    /// The timer of the notice `serial` fired: it goes, unless another replaced it.
    static func expireNotice(_ serial: Int, in state: inout BrowserState) -> [BrowserEffect] {
        if state.notice?.serial == serial { state.notice = nil }
        return []
    }

    /// The spinner turns while loading; idle, no timer runs. Plain mode says "loading" in words:
    /// nothing turns.
    static func spin(_ loading: Bool, in state: inout BrowserState) -> [BrowserEffect] {
        guard loading != state.isSpinning, !state.isPlain else { return [] }
        state.isSpinning = loading
        return [loading ? .startSpinner : .stopSpinner]
    }
}
