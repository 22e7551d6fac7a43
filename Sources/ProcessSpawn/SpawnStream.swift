/// Where one of a child's standard streams goes (or comes from).
public enum SpawnStream: Sendable, Equatable {
    /// `/dev/null`.
    case null
    /// A copy of this descriptor of ours (a pipe's end).
    case descriptor(Int32)
    /// This file, created (mode 0600) or truncated; for standard output or error.
    case file(String)
    /// Wherever the child's standard output goes; for standard error.
    case standardOutput
}
