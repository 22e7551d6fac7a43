/// tmux's `allow-passthrough` for the pane, as `tmux show -Apv allow-passthrough` or the format
/// `#{allow-passthrough}` answers it: whether an escape sequence wrapped for the terminal outside
/// tmux can reach it.
public enum TmuxPassthroughSetting: Equatable, Sendable {
    /// `on` (visible panes) or `all` (every pane): the outer terminal hears the probe.
    case on
    /// `off`, tmux's default: whatever is wrapped is dropped, nothing will answer.
    case off
    /// No answer (tmux before 3.3 has no such option, or tmux could not be asked).
    case unknown

    /// The setting from tmux's answer (nil when tmux could not be asked).
    public init(answer: String?) {
        switch answer?.lowercased() {
        case "on", "all", "1": self = .on
        case "off", "0": self = .off
        default: self = .unknown
        }
    }
}
