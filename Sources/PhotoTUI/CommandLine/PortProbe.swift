import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether a TCP port can be listened on, asked before `serve` starts its server, so a busy port
/// fails at once with the port named instead of after the server's start-up timeout.
enum PortProbe {
    /// `nil` when `host:port` can be bound now; otherwise why not ("in use").
    static func problem(host: String, port: Int) -> String? {
        guard port != 0 else { return nil }
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var reuse: Int32 = 1
        // As the server does: a port in TIME_WAIT is free to take.
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { return nil }
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard result != 0 else { return nil }
        let code = errno
        return code == EADDRINUSE ? "it is in use" : String(cString: strerror(code))
    }
}
