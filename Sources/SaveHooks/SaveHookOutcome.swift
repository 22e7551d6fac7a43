import Foundation

/// How a ``SaveHook`` ended, for the status line and stderr.
public struct SaveHookOutcome: Sendable, Equatable {
    /// The program's name (`swww`).
    public var program: String
    /// How it ended, with the end of its output.
    public var result: ChildProcessResult

    /// Creates an outcome.
    public init(program: String, result: ChildProcessResult) {
        self.program = program
        self.result = result
    }

    /// It exited with status 0.
    public var succeeded: Bool { result.succeeded }

    /// The last line with text that the program wrote to standard error: what a failing
    /// program says last is usually why.
    /// - Parameter clean: applied to each line before it is judged empty (the output may hold
    ///   escape sequences only the caller's sanitizer knows).
    public func lastErrorLine(cleanedBy clean: (String) -> String = { $0 }) -> String? {
        let text = String(decoding: result.standardError, as: UTF8.self)
        return text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" })
            .map { clean(String($0)).trimmingCharacters(in: .whitespaces) }
            .last { !$0.isEmpty }
    }
}
