import Foundation
import Testing
@testable import PhotoCore
@testable import PhotoModel
@testable import SaveHooks

/// `SaveHook`: `{}` becomes the saved path, the path is one argument whatever it holds, and the
/// hook runs the program itself (no shell).
@Suite struct SaveHookTests {
    static let path = "/home/ada/My Pictures/it's \"here\" $x.jpg"

    @Test func braces() throws {
        #expect(try SaveHook(parsing: "swww img {}").arguments(for: Self.path) == ["swww", "img", Self.path])
        #expect(try SaveHook(parsing: "wall --file={} --also {}").arguments(for: "/a.jpg") == ["wall", "--file=/a.jpg", "--also", "/a.jpg"])
        #expect(try SaveHook(parsing: "'{}'").arguments(for: "/a.jpg") == ["/a.jpg"])
    }

    @Test func withoutBracesThePathGoesLast() throws {
        #expect(try SaveHook(parsing: "feh --bg-fill").arguments(for: Self.path) == ["feh", "--bg-fill", Self.path])
    }

    @Test func theProgramNameIsTheFirstWordsLastComponent() throws {
        #expect(try SaveHook(parsing: "/usr/local/bin/swww img {}").programName == "swww")
        #expect(try SaveHook(parsing: "feh").programName == "feh")
    }

    @Test func aMalformedCommandIsRefused() {
        #expect(throws: CommandWordsError.unclosedQuote("'")) { try SaveHook(parsing: "swww img '{}") }
        #expect(throws: CommandWordsError.empty) { try SaveHook(parsing: " ") }
    }

    @Test func aScriptReceivesThePathAsOneArgumentUntouched() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-hook-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("record args")
        let record = folder.appendingPathComponent("args.txt")
        try "#!/bin/sh\nfor a in \"$@\"; do printf '[%s]\\n' \"$a\" >> \"$(dirname \"$0\")/args.txt\"; done\n"
            .write(to: script, atomically: true, encoding: .utf8)
        chmod(script.path, 0o755)
        let hook = try SaveHook(parsing: "'\(script.path)' --set {} \"two words\"")
        let outcome = await awaitCallback { done in hook.run(path: Self.path, timeout: 20, completion: done) }
        #expect(outcome.program == "record args")
        #expect(outcome.succeeded)
        #expect(try String(contentsOf: record, encoding: .utf8) == "[--set]\n[\(Self.path)]\n[two words]\n")
    }

    @Test func theOutcomeNamesTheProgramAndItsLastErrorLine() async throws {
        let hook = try SaveHook(parsing: #"sh -c 'echo starting >&2; printf "no daemon\n\n  \r" >&2; exit 1' sh"#)
        let outcome = await awaitCallback { done in hook.run(path: "/a.jpg", timeout: 20, completion: done) }
        #expect(outcome.program == "sh")
        #expect(outcome.result.termination == .exited(1))
        #expect(outcome.lastErrorLine() == "no daemon")
        #expect(outcome.lastErrorLine(cleanedBy: { $0.replacingOccurrences(of: "no daemon", with: "") }) == "starting")
    }

    @Test func aHangingHookHitsTheInjectedTimeout() async throws {
        // The path goes last: to the shell's $1, not to `sleep`.
        let hook = try SaveHook(parsing: "sh -c 'sleep 30' sh")
        let outcome = await awaitCallback { done in hook.run(path: "/a.jpg", timeout: 0.2, completion: done) }
        #expect(outcome.result.termination == .timedOut(seconds: 0.2))
    }

    @Test func theOutcomeArrivesAsAStream() async throws {
        let hook = try SaveHook(parsing: "/bin/true")
        let outcomes = await awaitCallback { (done: @escaping @Sendable ([SaveHookOutcome]) -> Void) in
            let seen = Locked<[SaveHookOutcome]>([])
            _ = hook.outcome(path: "/a.jpg", timeout: 20).subscribe(
                onNext: { outcome in seen.withLock { $0.append(outcome) } },
                onCompleted: { done(seen.withLock { $0 }) })
        }
        #expect(outcomes.map(\.result.termination) == [.exited(0)])
    }
}
