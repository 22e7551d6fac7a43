import PhotoCore
import Terminal

/// What the status line says after files went to the Trash or came back: what moved, how to undo
/// it, and each file that stayed and why.
enum TrashNotice {
    /// "Moved IMG_0002.jpg (2.1 MB) to the Trash · u restores", with any file left in place.
    static func moved(_ batch: TrashBatch, bytes: Int, undoKey: String) -> String {
        var parts: [String] = []
        if !batch.items.isEmpty {
            parts.append("Moved \(what(batch.items)) (\(Formatting.bytes(bytes))) to the Trash · \(undoKey) restores")
        }
        if !batch.failures.isEmpty {
            parts.append((batch.items.isEmpty ? "Nothing moved: " : "Not moved: ") + batch.failures.joined(separator: "; "))
        }
        return parts.joined(separator: " · ")
    }

    /// "Restored IMG_0002.jpg from the Trash", with each file that stays there and why.
    static func restored(_ batch: TrashBatch, staying: [String]) -> String {
        let back = batch.items.count - staying.count
        guard !staying.isEmpty else { return "Restored \(what(batch.items)) from the Trash" }
        let head = back > 0 ? "Restored \(back) of \(batch.items.count) files · " : "Nothing restored: "
        return head + staying.joined(separator: "; ")
    }

    /// One file's name, or "3 files".
    private static func what(_ items: [FreedesktopTrash.Item]) -> String {
        guard items.count == 1, let item = items.first else { return "\(items.count) files" }
        // A lossless string keeps "/" as itself: its last part is the name.
        let name = item.originalPath.split(separator: "/").last.map(String.init) ?? item.originalPath
        return Sanitizer.sanitize(FileNameBytes.display(name))
    }
}
