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
        let probe = TerminalProbe(budget: 0.5, environment: ["TMUX": "/tmp/tmux-0/default,1,0", "TERM": "tmux-256color"], askTmux: { _ in nil })
        let result = probe.run(input: slave, output: slave)
        answered.wait()
        #expect(result.capabilities.kittyGraphics, "replies: \(result.replies)")
        #expect(!result.passthroughSilent)
    }

    @Test func insideTmuxWithPassthroughOffOnlyTmuxIsAsked() throws {
        var master: Int32 = -1, slave: Int32 = -1
        try #require(openpty(&master, &slave, nil, nil, nil) == 0)
        defer { close(master); close(slave) }
        let terminal = master
        let heard = Heard()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            // tmux answers the first stage (XTVERSION and DA1) itself.
            let count = read(terminal, &buffer, buffer.count)
            if count > 0 { heard.append(buffer[0..<count]) }
            send("\u{1B}P>|tmux 3.3a\u{1B}\\" + "\u{1B}[?1;2c", to: terminal)
            done.signal()
        }
        // A budget no launch should wait: the probe must end at tmux's answer, not at it.
        let probe = TerminalProbe(budget: 30, environment: ["TMUX": "/tmp/tmux-0/default,1,0", "TERM": "tmux-256color"],
                                  askTmux: { $0 == TmuxPane.displayArguments ? "0 0 on bottom 0 /dev/pts/4" : nil })
        let result = probe.run(input: slave, output: slave)
        done.wait()
        var pending: Int32 = 0
        _ = ioctl(terminal, UInt(FIONREAD), &pending)
        #expect(pending == 0, "the wrapped burst was written although tmux would drop it")
        #expect(!heard.text.contains("tmux;"))
        #expect(result.passthroughSilent)
        #expect(!result.timedOut)
        #expect(!result.capabilities.kittyGraphics)
        #expect(result.tmuxClientTTY == "/dev/pts/4")
    }

    @Test(arguments: [("on" as String?, TmuxPassthroughSetting.on), ("all", .on), ("1", .on), ("off", .off), ("0", .off), ("", .unknown), (nil, .unknown)])
    func passthroughSettingFromTmuxsAnswer(answer: String?, setting: TmuxPassthroughSetting) {
        #expect(TmuxPassthroughSetting(answer: answer) == setting)
    }

    private func send(_ text: String, to descriptor: Int32) {
        _ = Array(text.utf8).withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count) }
    }
}

/// What the played terminal read, shared with its thread.
private final class Heard: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    func append(_ more: ArraySlice<UInt8>) { lock.withLock { bytes += more } }
    var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
}
