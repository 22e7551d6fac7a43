import Foundation
import PhotoCore
import Terminal

/// The save hook as the commands run it (`download`, `pick --download`): waited for, its outcome
/// on stderr (`photo-tui: swww exited 0`), never its output.
enum SaveHookRun {
    /// Runs `hook` with the file at `path` and waits until it ends; says how on stderr when it
    /// worked, and returns the line to fail with when it did not.
    static func run(_ hook: SaveHook, path: URL, timeout: TimeInterval = SaveHook.defaultTimeout) -> String? {
        let ended = BlockingResult<SaveHookOutcome>()
        hook.run(path: path.path, timeout: timeout) { ended.set(.success($0)) }
        guard case .success(let outcome)? = ended.wait() else { return "\(hook.programName) did not report how it ended" }
        let line = SaveHookSummary.line(for: outcome)
        guard outcome.succeeded else { return line }
        FileHandle.standardError.write(Data("photo-tui: \(line)\n".utf8))
        return nil
    }

    /// Says on stderr why `photo` is saved at another size than asked, if it is.
    static func warnAboutSize(_ plan: DownloadPlan, of photo: Photo) {
        guard let note = plan.note else { return }
        FileHandle.standardError.write(Data("photo-tui: \(Sanitizer.sanitize(photo.photoID.description)): \(note)\n".utf8))
    }
}
