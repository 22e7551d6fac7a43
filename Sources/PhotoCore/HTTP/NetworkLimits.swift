/// Bounds on what the network may hand us. A body past its bound is aborted while it streams
/// (or before, by its `Content-Length`) and reported as ``PhotoServiceError/bodyTooLarge(host:limit:)``;
/// a connection that moves almost nothing for ``stallSeconds`` is reported as
/// ``PhotoServiceError/stalled(host:seconds:)``.
public enum NetworkLimits {
    /// An API answer (a page of 30 photos is ~60 KB; Unsplash's largest answers are well under 1 MB).
    public static let apiBodyBytes = 4 << 20
    /// An image shown on screen (thumbnails and previews are asked for at the size the cells need).
    public static let imageBodyBytes = 16 << 20
    /// An original saved by a download (streamed to disk, never held in memory).
    public static let downloadBodyBytes = 1 << 30
    /// A transfer slower than ``stallBytesPerSecond`` for this long is given up.
    public static let stallSeconds = 15
    /// See ``stallSeconds``.
    public static let stallBytesPerSecond = 1
}
