import Foundation

/// Runs the `tmux` client the program lives under (`tmux show`, `tmux display`, `load-buffer`),
/// waiting for it: the probe, doctor and the clipboard ask tmux this way. Its errors are
/// swallowed: tmux's answer is advice, never needed to run.
public enum TmuxCommand {
    /// Runs `tmux ARGUMENTS` with `input` on its standard input (none when nil); its standard
    /// output, trimmed, or nil when it could not run or failed.
    @discardableResult
    public static func run(_ arguments: [String], input: Data? = nil) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux"] + arguments
        let output = Pipe()
        let feed = input.map { _ in Pipe() }
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = feed ?? FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        if let feed, let input {
            feed.fileHandleForWriting.write(input)
            try? feed.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
