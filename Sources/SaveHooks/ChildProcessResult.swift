import Foundation

/// How a program run by ``ChildProcess`` ended, with the end of what it wrote.
public struct ChildProcessResult: Sendable, Equatable {
    /// How the program ended.
    public enum Termination: Sendable, Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal ended it (not ours).
        case signalled(Int32)
        /// It ran past the timeout and was killed, with its process group.
        case timedOut(seconds: TimeInterval)
        /// It never started; the system's reason (`No such file or directory`).
        case couldNotStart(String)
    }

    /// How the program ended.
    public var termination: Termination
    /// The last bytes it wrote to standard output (at most the runner's limit).
    public var standardOutput: Data
    /// The last bytes it wrote to standard error (at most the runner's limit).
    public var standardError: Data

    /// Creates a result.
    public init(termination: Termination, standardOutput: Data = Data(), standardError: Data = Data()) {
        self.termination = termination
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// It exited with status 0.
    public var succeeded: Bool { termination == .exited(0) }
}
