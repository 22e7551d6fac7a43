import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Puts a finished temporary file at its destination without ever destroying what is there.
///
/// `link(2)` gives the temporary file its final name only if that name is free: it fails with
/// `EEXIST` for an existing file, a symlink (dangling or not), a FIFO or a device, and never
/// follows a symlink. There is no moment when neither file exists. On file systems without
/// hard links the name is reserved with `open(O_CREAT|O_EXCL|O_NOFOLLOW)` and the temporary
/// file renamed over that reservation. With ``ExistingFilePolicy/replaceRegularFile`` an
/// existing regular file is replaced by `rename(2)`, which swaps the directory entry in one
/// step (it never writes through a symlink or into a device).
public enum DownloadPlacement {
    /// Moves `temporary` to `destination` according to `policy`; `temporary` is gone afterwards
    /// on success, and left for the caller to remove on failure.
    public static func place(_ temporary: URL, at destination: URL, policy: ExistingFilePolicy) throws(DownloadPlacementError) {
        let target = destination.path
        if link(temporary.path, target) == 0 {
            unlink(temporary.path)
            return
        }
        let linkErrno = errno
        switch linkErrno {
        case EEXIST:
            try replaceExisting(temporary, at: target, policy: policy)
        case EPERM, ENOTSUP, EOPNOTSUPP, EXDEV, EMLINK, ENOSYS:
            try reserveThenRename(temporary, at: target, policy: policy)
        default:
            throw .fileSystem(path: target, message: String(cString: strerror(linkErrno)))
        }
    }

    /// The kind of what is at `path` without following a symlink: `nil` when nothing is there.
    public static func kind(at path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return kind(mode: info.st_mode)
    }

    /// The kind a `stat` mode names: "regular file", "named pipe", "character device", "folder"…
    public static func kind(mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: return "regular file"
        case S_IFLNK: return "symbolic link"
        case S_IFIFO: return "named pipe"
        case S_IFCHR: return "character device"
        case S_IFBLK: return "block device"
        case S_IFSOCK: return "socket"
        case S_IFDIR: return "folder"
        default: return "special file"
        }
    }

    private static func replaceExisting(_ temporary: URL, at target: String, policy: ExistingFilePolicy) throws(DownloadPlacementError) {
        let existing = kind(at: target) ?? "file"
        guard existing == "regular file" else { throw .notRegularFile(path: target, kind: existing) }
        guard policy == .replaceRegularFile else { throw .exists(path: target) }
        guard rename(temporary.path, target) == 0 else {
            throw .fileSystem(path: target, message: String(cString: strerror(errno)))
        }
    }

    private static func reserveThenRename(_ temporary: URL, at target: String, policy: ExistingFilePolicy) throws(DownloadPlacementError) {
        let descriptor = open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            let openErrno = errno
            if openErrno == EEXIST || openErrno == ELOOP {
                try replaceExisting(temporary, at: target, policy: policy)
                return
            }
            throw .fileSystem(path: target, message: String(cString: strerror(openErrno)))
        }
        close(descriptor)
        guard rename(temporary.path, target) == 0 else {
            let renameErrno = errno
            unlink(target)
            throw .fileSystem(path: target, message: String(cString: strerror(renameErrno)))
        }
    }
}
