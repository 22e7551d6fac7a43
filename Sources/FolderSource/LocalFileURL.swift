import Foundation
import PhotoModel

/// `file://` addresses of local photos that keep their paths' bytes: each byte that is not a
/// plain ASCII path character is percent-encoded as itself, so a Latin-1 name (`caf%E9.jpg`)
/// survives the image loader's caches and comes back as the bytes `open` needs.
public enum LocalFileURL {
    /// The address of the file at `path` (a lossless string, ``FileNameBytes``) with `query`.
    public static func make(path: String, query: [URLQueryItem] = []) -> URL {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/!$&'()*+,;=:@".utf8)
        var encoded = ""
        for byte in FileNameBytes.bytes(of: path) {
            if allowed.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += String(format: "%%%02X", byte)
            }
        }
        var components = URLComponents()
        components.scheme = "file"
        components.host = ""
        components.percentEncodedPath = encoded
        if !query.isEmpty { components.queryItems = query }
        return components.url ?? URL(fileURLWithPath: FileNameBytes.display(path))
    }

    /// The path of a `file://` address as a lossless string (its percent-encoded bytes decoded).
    public static func path(of url: URL) -> String {
        guard let encoded = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedPath else { return url.path }
        var bytes: [UInt8] = []
        var iterator = Array(encoded.utf8).makeIterator()
        while let byte = iterator.next() {
            if byte == 0x25, let high = iterator.next(), let low = iterator.next(),
               let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) {
                bytes.append(value)
            } else {
                bytes.append(byte)
            }
        }
        return FileNameBytes.string(fromBytes: bytes)
    }
}
