/// A subcommand's failure, printed to stderr as one line; the process exits non-zero.
struct CommandFailure: Error, CustomStringConvertible {
    let message: String

    init(_ message: String) { self.message = message }

    var description: String { message }
}
