import Foundation

/// Asks tmux about the program's pane (``TmuxPane``: its place, its client's terminal, its
/// `allow-passthrough`) on a thread of its own, and answers on the loop's thread: the `tmux`
/// child process takes milliseconds to tens of them, which a launch must not wait for.
final class TmuxPaneQuestion: @unchecked Sendable {
    // `answer` is only ever called on the loop's thread (through `post`); the worker thread
    // touches nothing of this object but that call.
    private let answer: (TmuxPane?) -> Void

    /// - Parameter answer: gets tmux's answer (nil when tmux could not say) on the loop's thread.
    init(answer: @escaping (TmuxPane?) -> Void) {
        self.answer = answer
    }

    /// Asks now, answers later.
    /// - Parameters:
    ///   - loop: where the answer is delivered.
    ///   - setPassthrough: turn the pane's `allow-passthrough` on first (the user allowed it).
    ///   - askTmux: runs `tmux ARGUMENTS` and returns its output (``TmuxCommand/run(_:input:)``).
    func ask(on loop: EventLoop, setPassthrough: Bool,
             askTmux: @escaping @Sendable ([String]) -> String? = { TmuxCommand.run($0) }) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            if setPassthrough { _ = askTmux(TmuxPane.setPassthroughArguments) }
            let pane = TmuxPane.current(asking: askTmux)
            loop.post { self.answer(pane) }
        }
    }
}
