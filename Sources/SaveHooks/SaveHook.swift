import EventStream
import Foundation
import PhotoModel

/// The command run with each saved download (`[downloads] on_save = "swww img {}"`, `--exec`),
/// such as a wallpaper setter.
///
/// The command is split into words once, when the configuration is read (``CommandWords``:
/// quotes and backslashes as a shell reads them, nothing else), and run directly through
/// ``ChildProcess``: no shell unless the person wrote one (`sh -c '…' sh {}`). A `{}` in any word
/// becomes the saved file's path (one word, whatever it contains); with no `{}` the path is
/// the last argument.
///
/// ```swift
/// let hook = try SaveHook(parsing: "swww img {}")
/// hook.arguments(for: "/home/ada/Pictures/a.jpg")  // ["swww", "img", "/home/ada/Pictures/a.jpg"]
/// ```
public struct SaveHook: Sendable, Equatable {
    /// The command's words, `{}` unreplaced.
    public let words: [String]

    /// A hook has this long to finish before it is killed.
    public static let defaultTimeout: TimeInterval = 60

    /// Splits `command` into the hook's words.
    /// - Parameter home: the home folder, for a leading `~`.
    /// - Throws: ``CommandWordsError`` for an empty command, an unclosed quote, a trailing
    ///   backslash or an unquoted shell character.
    public init(parsing command: String, home: String? = nil) throws(CommandWordsError) {
        words = try CommandWords.split(command, home: home)
    }

    /// The program's name, for messages: `swww` for `/usr/bin/swww img {}`.
    public var programName: String {
        let name = (words[0] as NSString).lastPathComponent
        return name.isEmpty ? words[0] : name
    }

    /// The program and its arguments for the file at `path`.
    public func arguments(for path: String) -> [String] {
        guard words.contains(where: { $0.contains("{}") }) else { return words + [path] }
        return words.map { $0.replacingOccurrences(of: "{}", with: path) }
    }

    /// Runs the hook for the file at `path` and calls `completion`, on another thread, with how
    /// it ended.
    public func run(path: String, timeout: TimeInterval = defaultTimeout, completion: @escaping @Sendable (SaveHookOutcome) -> Void) {
        let program = programName
        ChildProcess.run(arguments(for: path), timeout: timeout) { result in
            completion(SaveHookOutcome(program: program, result: result))
        }
    }

    /// Runs the hook when subscribed; sends how it ended (from another thread), then completes.
    /// Disposing does not stop the program: the file is saved, and the hook is the person's.
    public func outcome(path: String, timeout: TimeInterval = defaultTimeout) -> Observable<SaveHookOutcome> {
        Observable.create { observer in
            let callback = CrossThreadObserver(observer)
            run(path: path, timeout: timeout) { outcome in
                callback.observer.onNext(outcome)
                callback.observer.onCompleted()
            }
            return Disposables.create()
        }
    }
}
