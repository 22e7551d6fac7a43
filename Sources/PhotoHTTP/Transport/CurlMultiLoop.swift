import CCurl
import Foundation
import PhotoModel

/// One libcurl multi handle driven by its own thread.
///
/// Other threads hand transfers in (and cancel them) through a locked queue and wake the thread
/// with `curl_multi_wakeup`; the thread adds and removes easy handles, runs `curl_multi_perform`,
/// reports finished transfers and sleeps in `curl_multi_poll` until there is work. Connections
/// stay in the multi handle's pool, so requests to the same host reuse them (and multiplex over
/// HTTP/2 when the server offers it). An idle loop sleeps without waking.
final class CurlMultiLoop: @unchecked Sendable {
    private let multi: UnsafeMutableRawPointer
    /// What other threads hand to the loop thread.
    private struct Handoff {
        var incoming: [CurlTransfer] = []
        var cancelled: [CurlTransfer] = []
        var runningCount = 0
        var threadStarted = false
    }

    private let handoff = Locked(Handoff())

    /// Only touched by the loop thread.
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]

    private static let globalInit: Void = { curl_global_init(Int(CURL_GLOBAL_DEFAULT)) }()

    init(maxConnectionsPerHost: Int = 6) {
        _ = Self.globalInit
        multi = curl_multi_init()
        photo_tui_curl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, maxConnectionsPerHost)
        photo_tui_curl_multi_setopt_long(multi, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
    }

    /// Transfers handed in and not yet finished or cancelled.
    var activeTransferCount: Int { handoff.withLock { $0.runningCount } }

    /// Starts `transfer` on the loop thread.
    func start(_ transfer: CurlTransfer) {
        let startThread = handoff.withLock { handoff in
            handoff.incoming.append(transfer)
            handoff.runningCount += 1
            defer { handoff.threadStarted = true }
            return !handoff.threadStarted
        }
        if startThread {
            let thread = Thread { [self] in run() }
            thread.name = "photo-tui.network"
            thread.start()
        }
        curl_multi_wakeup(multi)
    }

    /// Cancels `transfer`: its completion is never called and its connection work stops.
    func cancel(_ transfer: CurlTransfer) {
        transfer.cancel()
        handoff.withLock { $0.cancelled.append(transfer) }
        curl_multi_wakeup(multi)
    }

    private func run() {
        while true {
            let (added, cancelled) = handoff.withLock { handoff in
                defer {
                    handoff.incoming.removeAll()
                    handoff.cancelled.removeAll()
                }
                return (handoff.incoming, handoff.cancelled)
            }

            for transfer in added {
                if transfer.isCancelled {
                    finished(nil)
                    transfer.afterCancel?()
                } else if transfer.prepare(), let easy = transfer.easy {
                    active[easy] = transfer
                    curl_multi_add_handle(multi, easy)
                } else {
                    finished(nil)
                    transfer.fail(.transport(code: -1, message: "libcurl could not start a transfer"))
                }
            }
            for transfer in cancelled {
                guard let easy = transfer.easy, active.removeValue(forKey: easy) != nil else { continue }
                curl_multi_remove_handle(multi, easy)
                finished(nil)
                transfer.afterCancel?()
            }

            var running: Int32 = 0
            curl_multi_perform(multi, &running)
            var left: Int32 = 0
            while let message = curl_multi_info_read(multi, &left) {
                guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                      let transfer = active.removeValue(forKey: easy)
                else { continue }
                let code = message.pointee.data.result
                curl_multi_remove_handle(multi, easy)
                finished(nil)
                transfer.finish(code: code)
            }

            var timeout = -1
            curl_multi_timeout(multi, &timeout)
            let wait = active.isEmpty ? 60_000 : (timeout < 0 ? 1000 : min(timeout, 1000))
            curl_multi_poll(multi, nil, 0, Int32(wait), nil)
        }
    }

    private func finished(_: Void?) { handoff.withLock { $0.runningCount -= 1 } }
}
