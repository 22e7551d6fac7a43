import Foundation

/// The proxy settings of the environment, read the way libcurl reads them, with one change:
/// loopback addresses (the offline library, `--api-url http://127.0.0.1:…`) never go through a
/// proxy, whatever `no_proxy` says. A corporate `http_proxy` cannot reach the program's own
/// server on 127.0.0.1, and sending it there would fail at first run.
///
/// libcurl's rules: `http_proxy` (lowercase only, as a CGI program's `HTTP_PROXY` may come from a
/// request header), `https_proxy` or `HTTPS_PROXY`, then `all_proxy` or `ALL_PROXY`; `no_proxy` or
/// `NO_PROXY` lists hosts, domains and (libcurl 7.86 and later) CIDR ranges that go direct, `*`
/// meaning all. Each transfer is given its proxy and its exclusions explicitly, so what the
/// environment said is decided once, here, and a test can hand in an environment of its own.
public struct ProxyEnvironment: Sendable, Equatable {
    /// `http_proxy`, or `nil`.
    public let httpProxy: String?
    /// `https_proxy` or `HTTPS_PROXY`, or `nil`.
    public let httpsProxy: String?
    /// `all_proxy` or `ALL_PROXY`, or `nil`.
    public let allProxy: String?
    /// `no_proxy` or `NO_PROXY` as given, or `nil`.
    public let userNoProxy: String?

    /// What loopback is, in `no_proxy` terms.
    static let loopbackEntries = ["localhost", "127.0.0.0/8", "::1"]

    /// Reads the variables from `environment`; empty values count as unset.
    public init(environment: [String: String]) {
        func value(_ names: String...) -> String? {
            for name in names {
                if let text = environment[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty { return text }
            }
            return nil
        }
        httpProxy = value("http_proxy")
        httpsProxy = value("https_proxy", "HTTPS_PROXY")
        allProxy = value("all_proxy", "ALL_PROXY")
        userNoProxy = value("no_proxy", "NO_PROXY")
    }

    /// The process's environment, read once.
    public static let process = ProxyEnvironment(environment: ProcessInfo.processInfo.environment)

    /// The proxy for a request to `url` before exclusions, or "" for none (which also stops
    /// libcurl from reading the environment itself).
    public func proxy(for url: URL) -> String {
        let scheme = url.scheme?.lowercased()
        let specific = scheme == "https" ? httpsProxy : scheme == "http" ? httpProxy : nil
        return specific ?? allProxy ?? ""
    }

    /// The hosts that go direct: the person's `no_proxy` with loopback added, and the request's
    /// own host when it is loopback (for a libcurl that does not read CIDR ranges).
    public func noProxy(for url: URL) -> String {
        if userNoProxy == "*" { return "*" }
        var entries = userNoProxy.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } } ?? []
        entries = entries.filter { !$0.isEmpty }
        for entry in Self.loopbackEntries where !entries.contains(entry) { entries.append(entry) }
        if let host = url.host.map(Self.bare), Self.isLoopback(host: host), !entries.contains(host) { entries.append(host) }
        return entries.joined(separator: ",")
    }

    /// Whether `host` names this machine: `localhost` (and `*.localhost`), 127.0.0.0/8, `::1`.
    public static func isLoopback(host: String) -> Bool {
        let host = bare(host).lowercased()
        if host == "localhost" || host.hasSuffix(".localhost") { return true }
        var address = in_addr()
        if inet_pton(AF_INET, host, &address) == 1 { return UInt32(bigEndian: address.s_addr) >> 24 == 127 }
        var address6 = in6_addr()
        if inet_pton(AF_INET6, host, &address6) == 1 {
            return withUnsafeBytes(of: &address6) { bytes in bytes.prefix(15).allSatisfy { $0 == 0 } && bytes[15] == 1 }
        }
        return false
    }

    /// `host` without the brackets of an IPv6 literal.
    private static func bare(_ host: String) -> String {
        host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
    }
}
