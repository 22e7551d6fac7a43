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
///
/// libcurl is loaded on first use (see `Sources/CCurl/curl_loader.c`), and only the loop thread
/// waits for it: it makes the multi handle when the first transfer starts it, so that making a
/// transport never waits, and a launch's screen is drawn while libcurl loads.
final class CurlMultiLoop: @unchecked Sendable {
    /// What other threads hand to the loop thread.
    private struct Handoff {
        var incoming: [CurlTransfer] = []
        var cancelled: [CurlTransfer] = []
        var runningCount = 0
        var threadStarted = false
        /// Made by the loop thread once libcurl is loaded; `nil` before.
        var multi: UnsafeMutableRawPointer?
        /// Why libcurl could not be loaded: every transfer then fails at once, saying so.
        var loadFailure: String?
    }

    private let handoff = Locked(Handoff())
    private let maxConnectionsPerHost: Int
    private let loadLibrary: @Sendable () -> String?

    /// Only touched by the loop thread.
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]

    private static let globalInit: Void = { curl_global_init(Int(CURL_GLOBAL_DEFAULT)) }()

    /// - Parameter loadLibrary: loads libcurl (on the loop thread, when the first transfer
    ///   starts) and says why it could not, `nil` once it is loaded.
    init(maxConnectionsPerHost: Int = 6, loadLibrary: @escaping @Sendable () -> String? = CurlMultiLoop.libraryLoadFailure) {
        self.maxConnectionsPerHost = maxConnectionsPerHost
        self.loadLibrary = loadLibrary
    }

    /// Starts loading libcurl on a thread of its own, so that the first transfer finds it loaded.
    static func loadInBackground() { photo_tui_curl_load_in_background() }

    /// Loads libcurl if it is not yet loaded (waiting for a load under way); `nil` once it is,
    /// else why it could not be.
    @Sendable static func libraryLoadFailure() -> String? { photo_tui_curl_load_failure().map { String(cString: $0) } }

    /// Transfers handed in and not yet finished or cancelled.
    var activeTransferCount: Int { handoff.withLock { $0.runningCount } }

    /// Starts `transfer` on the loop thread.
    func start(_ transfer: CurlTransfer) {
        enum Next { case failed(String), wake(UnsafeMutableRawPointer?, startThread: Bool) }
        let next = handoff.withLock { handoff -> Next in
            if let failure = handoff.loadFailure { return .failed(failure) }
            handoff.incoming.append(transfer)
            handoff.runningCount += 1
            defer { handoff.threadStarted = true }
            return .wake(handoff.multi, startThread: !handoff.threadStarted)
        }
        switch next {
        case .failed(let failure):
            transfer.fail(.transport(code: -1, message: failure))
        case .wake(let multi, let startThread):
            if startThread {
                let thread = Thread { [self] in run() }
                thread.name = "photo-tui.network"
                thread.start()
            }
            // Before the handle is made the thread has not yet read the queue, so it sees this one.
            if let multi { curl_multi_wakeup(multi) }
        }
    }

    /// Cancels `transfer`: its completion is never called and its connection work stops.
    func cancel(_ transfer: CurlTransfer) {
        transfer.cancel()
        let multi = handoff.withLock { handoff -> UnsafeMutableRawPointer? in
            guard handoff.loadFailure == nil else { return nil }
            handoff.cancelled.append(transfer)
            return handoff.multi
        }
        if let multi { curl_multi_wakeup(multi) }
    }

    /// Loads libcurl and makes the multi handle; `nil` (every transfer handed in failed) when
    /// libcurl could not be loaded.
    private func makeMulti() -> UnsafeMutableRawPointer? {
        var failure = loadLibrary()
        var multi: UnsafeMutableRawPointer?
        if failure == nil {
            _ = Self.globalInit
            multi = curl_multi_init()
            if multi == nil { failure = "libcurl could not start a transfer" }
        }
        guard let multi else {
            let message = failure ?? "libcurl could not start a transfer"
            let pending = handoff.withLock { handoff in
                defer {
                    handoff.incoming.removeAll()
                    handoff.cancelled.removeAll()
                    handoff.runningCount = 0
                    handoff.loadFailure = message
                }
                return handoff.incoming
            }
            for transfer in pending { transfer.fail(.transport(code: -1, message: message)) }
            return nil
        }
        photo_tui_curl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, maxConnectionsPerHost)
        photo_tui_curl_multi_setopt_long(multi, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
        handoff.withLock { $0.multi = multi }
        return multi
    }

    private func run() {
        guard let multi = makeMulti() else { return }
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
