import Foundation
import PhotoModel

/// The warning due when an access key would travel in clear text: a plain `http://` API address
/// on another machine (loopback is this machine, so the offline library and tests are fine).
public enum InsecureKeyWarning {
    /// One line naming the host, or `nil` when the key is safe (https, loopback or no key).
    public static func message(baseURL: URL, accessKey: String?) -> String? {
        guard accessKey != nil, baseURL.scheme?.lowercased() == "http",
              let host = baseURL.host, !CacheKey.isLoopback(host) else { return nil }
        return "Warning: the access key is sent unencrypted to \(host) (http://); use https."
    }
}
