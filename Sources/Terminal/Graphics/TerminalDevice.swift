import Glibc

/// Writes to a terminal device by path (`/dev/pts/3`), once and without waiting: for the few
/// bytes tmux will not pass on to its client's terminal. Anything but a terminal is refused.
public enum TerminalDevice {
    /// Writes `bytes` to the terminal at `path` in one call; false when it is not a terminal,
    /// cannot be opened, or would block.
    @discardableResult
    public static func write(_ bytes: [UInt8], to path: String) -> Bool {
        guard path.hasPrefix("/dev/"), !bytes.isEmpty else { return false }
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard isatty(descriptor) == 1 else { return false }
        let written = bytes.withUnsafeBufferPointer { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        return written == bytes.count
    }
}
