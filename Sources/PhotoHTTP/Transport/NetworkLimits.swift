/// Bounds on what the network may hand us. A body past its bound is aborted while it streams
/// (or before, by its `Content-Length`) and reported as ``PhotoServiceError/bodyTooLarge(host:limit:)``;
/// a server that has not begun to answer ``answerSeconds`` after the request started (connecting
/// included) is reported as ``PhotoServiceError/noAnswer(host:seconds:)``; an answer that then
/// moves almost nothing for ``stallSeconds`` as ``PhotoServiceError/stalled(host:seconds:)``.
public enum NetworkLimits {
    /// An API answer (a page of 30 photos is ~60 KB; Unsplash's largest answers are well under 1 MB).
    public static let apiBodyBytes = 4 << 20
    /// An image shown on screen (thumbnails and previews are asked for at the size the cells need).
    public static let imageBodyBytes = 16 << 20
    /// An original saved by a download (streamed to disk, never held in memory).
    public static let downloadBodyBytes = 1 << 30
    /// The longest a person waits for a server to begin answering: connecting, sending and the
    /// first byte of the answer, and for an API call every retry too (``RequestEngine``).
    public static let answerSeconds = 15
    /// A transfer slower than ``stallBytesPerSecond`` for this long is given up.
    public static let stallSeconds = 15
    /// See ``stallSeconds``.
    public static let stallBytesPerSecond = 1
}
