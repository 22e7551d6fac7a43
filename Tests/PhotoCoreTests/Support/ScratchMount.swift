import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file system mounted for one test, where what it tests needs a real one: a tiny tmpfs to
/// fill (a full disk), or a read-only view of a folder (a read-only file system, which even root
/// cannot write, unlike a file chmod'ed 0444). Mounting needs the right to (root, in a sandbox
/// that allows it): tests that need one are enabled by ``isAvailable`` and say so when skipped.
/// Unmounted (lazily, so an open file cannot keep it) and removed at deinit. PhotoTUITests
/// compiles this same file through a symbolic link (test targets cannot share a module).
final class ScratchMount {
    /// Where it is mounted.
    let url: URL

    private init?(source: String, type: String?, flags: Int, options: String?) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-mount-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)) != nil else { return nil }
        guard mount(source, url.path, type, UInt(flags), options) == 0 else {
            try? FileManager.default.removeItem(at: url)
            return nil
        }
    }

    deinit {
        umount2(url.path, Int32(MNT_DETACH))
        try? FileManager.default.removeItem(at: url)
    }

    /// An empty tmpfs of `bytes`.
    static func tmpfs(bytes: Int) -> ScratchMount? {
        ScratchMount(source: "tmpfs", type: "tmpfs", flags: 0, options: "size=\(bytes),mode=0700")
    }

    /// `folder` again, read-only: a bind mount, then remounted read-only (Linux needs the two steps).
    static func readOnlyView(of folder: URL) -> ScratchMount? {
        guard let view = ScratchMount(source: folder.path, type: nil, flags: MS_BIND, options: nil) else { return nil }
        guard mount(nil, view.url.path, nil, UInt(MS_BIND | MS_REMOUNT | MS_RDONLY), nil) == 0 else { return nil }
        return view
    }

    /// Whether this process may mount (tried once).
    static let isAvailable: Bool = tmpfs(bytes: 65_536) != nil

    /// Fills the file system holding `folder` to its last byte (a file named `filler`).
    static func fill(_ folder: URL) {
        let descriptor = open(folder.appendingPathComponent("filler").path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        defer { close(descriptor) }
        let block = [UInt8](repeating: 0x55, count: 4096)
        while block.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) > 0 {}
        var byte: UInt8 = 0x55
        while write(descriptor, &byte, 1) > 0 {}
    }
}
