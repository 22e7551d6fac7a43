import Foundation
import Glibc
import Testing
@testable import Terminal

/// The probe run against a pseudo-terminal whose other end plays the terminal: what it answers
/// and when is driven by what the probe sends, not by the clock.
@Suite struct TerminalProbeTests {
    @Test func insideTmuxALateTmuxAnswerIsNotTakenForTheTerminalsEnd() throws {
        var master: Int32 = -1, slave: Int32 = -1
        try #require(openpty(&master, &slave, nil, nil, nil) == 0)
        defer { close(master); close(slave) }
        // tmux says nothing to the first stage until the wrapped burst comes (its first-stage
        // wait ends); then its DA1, and after it the outer terminal's replies.
        let terminal = master, client = slave
        let answered = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var seen = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !String(decoding: seen, as: UTF8.self).contains("tmux;") {
                let count = read(terminal, &buffer, buffer.count)
                guard count > 0 else { return }
                seen += buffer[0..<count]
            }
            send("\u{1B}[?1;2c", to: terminal)
            // The terminal's replies only once the probe has taken tmux's answer on its own.
            var pending: Int32 = 1
            while pending > 0 {
                _ = ioctl(client, UInt(FIONREAD), &pending)
                sched_yield()
            }
            send("\u{1B}_Gi=31;OK\u{1B}\\" + "\u{1B}[?62;4c", to: terminal)
            answered.signal()
        }
        let probe = TerminalProbe(budget: 0.5, environment: ["TMUX": "/tmp/tmux-0/default,1,0", "TERM": "tmux-256color"])
        let result = probe.run(input: slave, output: slave)
        answered.wait()
        #expect(result.capabilities.kittyGraphics, "replies: \(result.replies)")
        #expect(!result.passthroughSilent)
    }

    private func send(_ text: String, to descriptor: Int32) {
        _ = Array(text.utf8).withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count) }
    }
}
