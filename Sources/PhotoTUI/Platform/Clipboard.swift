import Foundation
import Terminal

/// Copies text to the system clipboard. Inside tmux through tmux itself (`tmux load-buffer -w -`,
/// which reaches the outer terminal's clipboard with tmux's default `set-clipboard external`);
/// elsewhere through the terminal (OSC 52), which works over SSH but which a terminal may ignore.
/// Either way the result says which path was taken, so the status line can tell the truth.
enum Clipboard {
    /// What copying did.
    struct Outcome: Equatable {
        var copied: Bool
        /// "through tmux", "through the terminal (OSC 52)", or why it failed and what to set.
        var detail: String
    }

    /// The escape sequence that asks the terminal to put `text` on the clipboard.
    static func osc52(_ text: String) -> String {
        "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
    }

    /// What to set when tmux cannot pass the text on.
    static let tmuxAdvice = "tmux could not take it; set `set -g set-clipboard on` in ~/.tmux.conf (tmux 3.2+)"

    /// Copies `text`: through tmux when `environment` has `TMUX`, else as OSC 52 written with `write`.
    /// - Parameter runTmux: runs `tmux ARGS` with `input` on stdin; returns whether it succeeded.
    static func copy(
        _ text: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        write: (String) -> Void = Clipboard.writeToTerminal,
        runTmux: (_ arguments: [String], _ input: Data) -> Bool = Clipboard.runTmux
    ) -> Outcome {
        if environment["TMUX"] != nil {
            // tmux's own path: its buffer, and (-w) the outer terminal's clipboard.
            if runTmux(["load-buffer", "-w", "-"], Data(text.utf8)) {
                return Outcome(copied: true, detail: "through tmux")
            }
            return Outcome(copied: false, detail: tmuxAdvice)
        }
        write(osc52(text))
        return Outcome(copied: true, detail: "through the terminal (OSC 52)")
    }

    private static func writeToTerminal(_ sequence: String) {
        FileHandle.standardOutput.write(Data(sequence.utf8))
    }

    private static func runTmux(_ arguments: [String], _ input: Data) -> Bool {
        TmuxCommand.run(arguments, input: input) != nil
    }
}
