import CTurboJPEG

/// Opens a TurboJPEG handle for the duration of `body` and always destroys it.
func withHandle<Result>(_ open: () -> tjhandle?, _ body: (tjhandle) throws -> Result) throws -> Result {
    guard let handle = open() else {
        throw JPEGError.corrupt(String(cString: tjGetErrorStr2(nil)))
    }
    defer { tjDestroy(handle) }
    return try body(handle)
}
