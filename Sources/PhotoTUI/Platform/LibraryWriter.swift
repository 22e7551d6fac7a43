import Dispatch
import PhotoCore

/// Writes to the library in order on a queue of its own, so the event loop never waits for the
/// database: a second instance holding its write lock can make a write wait up to the busy
/// timeout (5 s). Failures go to the caller's handler on the writing thread; the browser hops
/// them to the loop. Reads stay on the loop: in WAL mode they never wait for a writer.
final class LibraryWriter: Sendable {
    let library: PhotoLibrary
    /// `nil`: writes run at once on the caller's thread (headless tests).
    private let queue: DispatchQueue?

    init(library: PhotoLibrary, queue: DispatchQueue?) {
        self.library = library
        self.queue = queue
    }

    /// Runs `write` after the writes before it; a failure is handed to `failed`, a success to
    /// `succeeded` (the browser lifts its "not saved" mark once writes work again).
    func write(_ write: @escaping @Sendable (PhotoLibrary) throws -> Void, failed: @escaping @Sendable (Error) -> Void,
               succeeded: @escaping @Sendable () -> Void = {}) {
        guard let queue else {
            do { try write(library); succeeded() } catch { failed(error) }
            return
        }
        queue.async { [library] in
            do { try write(library); succeeded() } catch { failed(error) }
        }
    }

    /// Waits until every write asked for so far is done (before the program exits).
    func flush() {
        queue?.sync {}
    }
}
