import Foundation
import PhotoModel

/// Where a folder's index lives: `$XDG_CACHE_HOME/photo-tui/index/<hash of the folder's real
/// path>.sqlite`, one file per folder, never in the folder itself. It is a cache: deleting it
/// costs one walk of the folder.
public enum FolderIndexLocation: Sendable, Equatable {
    /// Under this cache folder (`$XDG_CACHE_HOME/photo-tui`).
    case cache(URL)
    /// In memory for this run only (tests, `--no-index`).
    case memory

    /// The index file of `root` (its real path, links resolved, so two spellings share one).
    public func file(forRoot root: String) -> URL? {
        guard case .cache(let directory) = self else { return nil }
        let name = String(SHA256.hex(Array(root.utf8)).prefix(32))
        return directory.appendingPathComponent("index", isDirectory: true).appendingPathComponent(name + ".sqlite")
    }
}
