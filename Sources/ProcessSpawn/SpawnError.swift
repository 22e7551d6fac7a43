#if canImport(Glibc)
import Glibc
#endif

/// `posix_spawn`'s failure: the errno it returned (the program missing, not executable…).
public struct SpawnError: Error, Equatable, CustomStringConvertible {
    /// The errno.
    public let code: Int32

    /// Creates the error for `code`.
    public init(code: Int32) { self.code = code }

    /// `strerror`'s text.
    public var description: String { String(cString: strerror(code)) }
}
