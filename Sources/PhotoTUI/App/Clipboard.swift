import Foundation

/// Copies text to the system clipboard through the terminal (OSC 52), which works over SSH and
/// inside tmux (with `set-clipboard on`); terminals that do not support it ignore the sequence.
enum Clipboard {
    /// The escape sequence that asks the terminal to put `text` on the clipboard.
    static func osc52(_ text: String) -> String {
        "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
    }

    /// Writes the sequence straight to the terminal; it moves no cursor, so the screen is intact.
    static func copy(_ text: String, write: (String) -> Void = Clipboard.writeToTerminal) {
        write(osc52(text))
    }

    private static func writeToTerminal(_ sequence: String) {
        // Inside tmux the sequence must be wrapped to pass through to the outer terminal.
        let wrapped = ProcessInfo.processInfo.environment["TMUX"] != nil
            ? "\u{1B}Ptmux;\(sequence.replacingOccurrences(of: "\u{1B}", with: "\u{1B}\u{1B}"))\u{1B}\\"
            : sequence
        FileHandle.standardOutput.write(Data(wrapped.utf8))
    }
}
