import Foundation
import PhotoCore
#if canImport(Glibc)
import Glibc
#endif

/// Reads the config file, refusing what cannot be one before anything parses it: a path that is
/// not a regular file (a FIFO, `/dev/zero`, a folder) is named for what it is, and never blocks
/// (the FIFO is opened non-blocking and refused on its type); a file over ``maximumBytes`` is
/// refused by its size, read no further. A config file is a few hundred bytes: the limit only
/// stops a mistaken path or a hostile value (a 32 MB one took 26.7 s to parse and echo).
enum ConfigFileReader {
    /// The largest config file read: 1 MiB.
    static let maximumBytes = 1 << 20

    /// Why the file at a path cannot be the config file, in words for after its path.
    struct Refusal: Error, Equatable {
        let message: String
    }

    /// The file's text, or `nil` when nothing is at `path`.
    static func read(_ path: String) throws(Refusal) -> String? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw Refusal(message: "cannot be read: \(String(cString: strerror(code)))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Refusal(message: "cannot be read: \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw Refusal(message: "is a \(DownloadPlacement.kind(mode: info.st_mode)), not a regular file: give a config file")
        }
        guard Int(info.st_size) <= maximumBytes else { throw tooLarge(Int(info.st_size)) }
        // Read one byte past the limit: a file that grows while it is read is refused too.
        var bytes = [UInt8](repeating: 0, count: maximumBytes + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw Refusal(message: "cannot be read: \(String(cString: strerror(errno)))") }
            if got == 0 { break }
            count += got
        }
        guard count <= maximumBytes else { throw tooLarge(count) }
        guard let text = String(validating: bytes[..<count], as: UTF8.self) else {
            throw Refusal(message: "is not UTF-8 text: a config file is TOML, which is UTF-8")
        }
        return text
    }

    private static func tooLarge(_ bytes: Int) -> Refusal {
        Refusal(message: "is \(GroupedNumber.text(bytes)) bytes, more than a config file may hold (\(maximumBytes >> 20) MiB)")
    }
}
