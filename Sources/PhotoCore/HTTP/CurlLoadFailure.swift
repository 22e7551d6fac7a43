/// Why libcurl could not be used: the library is not installed, or lacks a function photo-tui calls.
struct CurlLoadFailure: Error, Equatable, CustomStringConvertible {
    /// The library asked for (`libcurl.so.4`).
    let library: String
    /// The dynamic loader's words, or the function that is missing.
    let reason: String

    var description: String { "libcurl could not be loaded (\(library)): \(reason)" }
}
