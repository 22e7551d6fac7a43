import ArgumentParser
import Foundation
import PhotoCore

/// How a command line that fails ends: ArgumentParser's words and exit code, but with every
/// control character in them shown (``EchoedValue``), and written in one call.
///
/// Messages quote what was typed or configured (`--source`, a config value, an unknown option),
/// and each value is cut where the message is made; this is the last line of defence for the
/// characters of whatever slipped through (a path, a toml++ message). ArgumentParser's own
/// printing goes to the unbuffered stderr one byte per `write`, which made a 32 MB value take
/// 32 million system calls.
enum CommandErrorOutput {
    /// Parses and runs `command`'s arguments; on an error prints it and exits.
    static func run<Command: ParsableCommand>(_ command: Command.Type) -> Never {
        run(command) {
            var parsed = try command.parseAsRoot()
            try parsed.run()
        }
    }

    /// Runs `body`, a command line of `command` already read (``BrowseFastPath``); a failure
    /// ends as under ``run(_:)``.
    static func run<Command: ParsableCommand>(_ command: Command.Type, _ body: () throws -> Void) -> Never {
        do {
            try body()
            exit(0)
        } catch {
            let code = command.exitCode(for: error)
            // --help and --version print to stdout through ArgumentParser, as before.
            guard code != .success else { command.exit(withError: error) }
            let message = FlagValueSuggestion.adding(to: command.fullMessage(for: error))
            if !message.isEmpty {
                FileHandle.standardError.write(Data((text(message) + "\n").utf8))
            }
            exit(code.rawValue)
        }
    }

    /// `message` as printed: control characters shown, line breaks kept.
    static func text(_ message: String) -> String {
        EchoedValue.escapingControls(message, keepingNewlines: true)
    }
}
