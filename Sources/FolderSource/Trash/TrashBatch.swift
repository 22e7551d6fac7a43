/// Files a person chose to discard, moved to the freedesktop Trash together: what went (to put
/// back with `u`) and, for each file that could not go, why (it stays where it was).
public struct TrashBatch: Sendable, Equatable {
    /// The files in the Trash now, in the order asked.
    public var items: [FreedesktopTrash.Item] = []
    /// One line per file left in place: gone, on another disk, a read-only folder…
    public var failures: [String] = []

    public init(items: [FreedesktopTrash.Item] = [], failures: [String] = []) {
        self.items = items
        self.failures = failures
    }

    /// Moves each of `paths` into `trash`; a failure leaves that file where it was and the
    /// others still go.
    public static func move(_ paths: [String], to trash: FreedesktopTrash) -> TrashBatch {
        var batch = TrashBatch()
        for path in paths {
            do {
                batch.items.append(try trash.trash(path))
            } catch {
                batch.failures.append(String(describing: error))
            }
        }
        return batch
    }

    /// Puts every item back; returns a line per item that stays in the Trash (its place taken).
    public func restore(from trash: FreedesktopTrash) -> [String] {
        items.compactMap { item in
            do {
                try trash.restore(item)
                return nil
            } catch {
                return String(describing: error)
            }
        }
    }
}
