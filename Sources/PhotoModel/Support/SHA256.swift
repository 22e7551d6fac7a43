import CGLib

/// SHA-256, for naming cache files after their URL, through GLib's `GChecksum` (GLib is already
/// on every machine photo-tui runs on: chafa depends on it).
public enum SHA256 {
    /// The 32-byte digest of `bytes`.
    public static func digest<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        let message = Array(bytes)
        guard let checksum = g_checksum_new(G_CHECKSUM_SHA256) else { preconditionFailure("GLib has no SHA-256") }
        defer { g_checksum_free(checksum) }
        message.withUnsafeBufferPointer { buffer in
            g_checksum_update(checksum, buffer.baseAddress, gssize(buffer.count))
        }
        var digest = [UInt8](repeating: 0, count: 32)
        var length = gsize(digest.count)
        digest.withUnsafeMutableBufferPointer { buffer in
            g_checksum_get_digest(checksum, buffer.baseAddress, &length)
        }
        return Array(digest.prefix(Int(length)))
    }

    /// The digest of `bytes` as 64 lowercase hexadecimal digits.
    public static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(64)
        for byte in digest(bytes) {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
