import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A deliberately hostile HTTP/1.1 server on a loopback port, written with plain sockets so a
/// test can misbehave in ways a real server library would not: bodies of hundreds of megabytes,
/// a `Content-Length` that lies, headers and then silence, ids that climb out of folders.
///
/// Each connection gets its own thread; every answer but a kept-alive one closes the connection.
final class HostileServer: @unchecked Sendable {
    /// What to answer to a request.
    enum Answer {
        /// A complete answer.
        case body(status: Int, headers: [(String, String)], Data)
        /// `total` bytes streamed in chunks, announced as `announced` bytes (`nil`: no
        /// `Content-Length`, the end is the close).
        case stream(total: Int, announced: Int?)
        /// Headers for `announced` bytes, then nothing until the client gives up.
        case hang(announced: Int)
        /// A complete answer on a connection kept open for the next request (HTTP/1.1 keep-alive).
        case keepAlive(status: Int, headers: [(String, String)], Data)
        /// Nothing at all, not even a status line, until the client gives up: a stopped process
        /// whose kernel still accepts connections and takes requests.
        case silence
    }

    let port: UInt16
    var url: URL { URL(string: "http://127.0.0.1:\(port)")! }
    private let listener: Int32
    private let route: @Sendable (_ path: String) -> Answer
    private let lock = NSLock()
    private var paths: [String] = []
    private let arrivals = AsyncStream<String>.makeStream()
    /// Each request's path as it arrives: a test awaits the one it needs instead of polling.
    var requests: AsyncStream<String> { arrivals.stream }
    private var stopped = false
    private var bytesSent = 0
    private var connections = 0
    /// Connections being served, shut down by `stop()` (a kept-alive one would wait forever).
    private var open: Set<Int32> = []

    /// Starts listening; `route` answers each request by its path (with query).
    init(route: @escaping @Sendable (_ path: String) -> Answer) throws {
        self.route = route
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 16) == 0 else { throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        self.listener = listener
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    deinit { stop() }

    /// Every request path seen so far.
    var requestedPaths: [String] {
        lock.lock()
        defer { lock.unlock() }
        return paths
    }

    /// Connections accepted so far.
    var connectionCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return connections
    }

    /// Body bytes written so far.
    var bodyBytesSent: Int {
        lock.lock()
        defer { lock.unlock() }
        return bytesSent
    }

    func stop() {
        lock.lock()
        let wasStopped = stopped
        stopped = true
        lock.unlock()
        if !wasStopped { shutdown(listener, Int32(SHUT_RDWR)); close(listener) }
        lock.lock()
        for connection in open { shutdown(connection, Int32(SHUT_RDWR)) }
        lock.unlock()
    }

    private var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }

    private func acceptLoop() {
        while !isStopped {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            lock.lock()
            connections += 1
            open.insert(connection)
            lock.unlock()
            var noSigpipe: Int32 = 1
            setsockopt(connection, SOL_SOCKET, SO_KEEPALIVE, &noSigpipe, socklen_t(MemoryLayout<Int32>.size))
            let thread = Thread { [self] in serve(connection) }
            thread.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer {
            lock.lock()
            open.remove(connection)
            lock.unlock()
            close(connection)
        }
        while let path = readRequest(connection) {
            lock.lock()
            paths.append(path)
            lock.unlock()
            arrivals.continuation.yield(path)
            guard answer(route(path), on: connection) else { return }
        }
    }

    /// The path of the next request on `connection`, or `nil` when it closed.
    private func readRequest(_ connection: Int32) -> String? {
        var request = [UInt8]()
        var byte: UInt8 = 0
        // Byte by byte, so nothing of a next request on a kept-alive connection is read early.
        while !request.suffix(4).elementsEqual("\r\n\r\n".utf8) {
            guard recv(connection, &byte, 1, 0) == 1, request.count < 65536 else { return nil }
            request.append(byte)
        }
        let line = String(decoding: request, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = line.split(separator: " ")
        return parts.count > 1 ? String(parts[1]) : "/"
    }

    /// Sends `answer`; `true` when the connection stays open for another request.
    private func answer(_ answer: Answer, on connection: Int32) -> Bool {
        switch answer {
        case .body(let status, let headers, let body):
            var head = "HTTP/1.1 \(status) X\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            guard send(connection, Array((head + "\r\n").utf8)) else { return false }
            _ = send(connection, Array(body))
        case .stream(let total, let announced):
            var head = "HTTP/1.1 200 OK\r\nContent-Type: image/jpeg\r\nConnection: close\r\n"
            if let announced { head += "Content-Length: \(announced)\r\n" }
            guard send(connection, Array((head + "\r\n").utf8)) else { return false }
            let chunk = [UInt8](repeating: 0xAB, count: 1 << 16)
            var sent = 0
            while sent < total, !isStopped {
                let size = min(chunk.count, total - sent)
                guard send(connection, Array(chunk[0..<size])) else { return false }
                sent += size
            }
        case .hang(let announced):
            let head = "HTTP/1.1 200 OK\r\nContent-Length: \(announced)\r\nConnection: close\r\n\r\n"
            guard send(connection, Array(head.utf8)) else { return false }
            // Silence until the client hangs up or the server stops.
            var byte: UInt8 = 0
            while !isStopped, recv(connection, &byte, 1, 0) > 0 {}
        case .keepAlive(let status, let headers, let body):
            var head = "HTTP/1.1 \(status) X\r\nContent-Length: \(body.count)\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            return send(connection, Array((head + "\r\n").utf8) + Array(body))
        case .silence:
            var byte: UInt8 = 0
            while !isStopped, recv(connection, &byte, 1, 0) > 0 {}
        }
        return false
    }

    private func send(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { return false }
            offset += written
        }
        lock.lock()
        bytesSent += bytes.count
        lock.unlock()
        return true
    }
}
