import FlyingSocks
import Foundation

/// FlyingFox's socket pool with Nagle's algorithm turned off on every socket it waits on.
///
/// FlyingFox writes a response's head and body separately; with Nagle on, the body waits for the
/// client's delayed ACK of the head, adding ~40 ms to every keep-alive request on loopback.
/// Sockets pass through `suspendSocket` when they would block (the listener before each accept,
/// a connection before its next request), which is where the option is set; Linux copies it from
/// the listener to accepted connections.
struct NoDelaySocketPool<Base: AsyncSocketPool>: AsyncSocketPool {
    let base: Base

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        var on: Int32 = 1
        _ = setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
