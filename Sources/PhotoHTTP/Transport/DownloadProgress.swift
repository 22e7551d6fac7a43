/// How far a download has come.
public struct DownloadProgress: Sendable, Equatable {
    /// Bytes written so far.
    public var received: Int64
    /// The announced size, or `nil` while unknown.
    public var expected: Int64?

    /// Creates a progress report.
    public init(received: Int64, expected: Int64?) {
        self.received = received
        self.expected = expected
    }

    /// 0...1 when the size is known.
    public var fraction: Double? {
        guard let expected, expected > 0 else { return nil }
        return min(1, Double(received) / Double(expected))
    }
}
