import Foundation

/// Moves the screen to the controlling terminal so that standard output stays free for a result,
/// as fzf does: `$(photo-tui pick sea)` captures only what the picker prints.
///
/// The original standard output is kept on a descriptor of its own; `/dev/tty` takes the places of
/// standard input and output, so the terminal code (which reads and writes descriptors 0 and 1)
/// needs no change.
struct ControllingTerminal {
    /// Where the result goes: the standard output the program was started with.
    let result: FileHandle

    /// Opens `/dev/tty` onto descriptors 0 and 1. Throws when there is no controlling terminal.
    static func takeOver() throws -> ControllingTerminal {
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard tty >= 0 else {
            throw CommandFailure("pick needs a terminal to draw on: /dev/tty cannot be opened (\(String(cString: strerror(errno)))).")
        }
        defer { close(tty) }
        let saved = dup(STDOUT_FILENO)
        guard saved >= 0 else { throw CommandFailure("pick could not keep standard output: \(String(cString: strerror(errno))).") }
        _ = fcntl(saved, F_SETFD, FD_CLOEXEC)
        fflush(stdout)
        guard dup2(tty, STDIN_FILENO) >= 0, dup2(tty, STDOUT_FILENO) >= 0 else {
            close(saved)
            throw CommandFailure("pick could not draw on the terminal: \(String(cString: strerror(errno))).")
        }
        return ControllingTerminal(result: FileHandle(fileDescriptor: saved, closeOnDealloc: true))
    }

    /// Writes `lines` to the original standard output, one per line.
    func print(_ lines: [String]) {
        print(bytes: lines.map { Array($0.utf8) })
    }

    /// Writes `lines` of bytes (a file's path as it is on disk, UTF-8 or not), one per line.
    func print(bytes lines: [[UInt8]]) {
        guard !lines.isEmpty else { return }
        result.write(Data(lines.flatMap { $0 + [0x0A] }))
    }
}
