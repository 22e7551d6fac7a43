import CCurl
import Foundation

/// One libcurl multi handle driven by its own thread.
///
/// Other threads hand transfers in (and cancel them) through a locked queue and wake the thread
/// with `curl_multi_wakeup`; the thread adds and removes easy handles, runs `curl_multi_perform`,
/// reports finished transfers and sleeps in `curl_multi_poll` until there is work. Connections
/// stay in the multi handle's pool, so requests to the same host reuse them (and multiplex over
/// HTTP/2 when the server offers it). An idle loop sleeps without waking.
///
/// The thread starts with the first transfer (or ``warmUp()``) and opens libcurl itself
/// (``CurlLibrary``), so that no other thread waits for the library to load. Transfers handed in
/// meanwhile wait in the queue; if libcurl cannot be loaded, each fails naming why.
final class CurlMultiLoop: @unchecked Sendable {
    /// What other threads hand to the loop thread.
    private struct Handoff {
        var incoming: [CurlTransfer] = []
        var cancelled: [CurlTransfer] = []
        var runningCount = 0
        var threadStarted = false
        /// libcurl and the multi handle, once the thread has them: until then nothing needs waking
        /// (the thread reads the queue when it is ready).
        var ready: (curl: CurlLibrary, multi: UnsafeMutableRawPointer)?
        /// Set when libcurl could not be had; the thread then fails what comes in.
        var failure: CurlLoadFailure?
    }

    private let handoff = Locked(Handoff())
    private let maxConnectionsPerHost: Int
    private let library: @Sendable () -> Result<CurlLibrary, CurlLoadFailure>
    /// Wakes the thread when there is no multi handle to wake (libcurl failed to load).
    private let wakeWithoutCurl = DispatchSemaphore(value: 0)

    /// Only touched by the loop thread.
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]

    /// - Parameter library: libcurl, asked for on the loop thread (the process's, loaded then).
    init(maxConnectionsPerHost: Int = 6, library: @escaping @Sendable () -> Result<CurlLibrary, CurlLoadFailure> = { CurlLibrary.shared }) {
        self.maxConnectionsPerHost = maxConnectionsPerHost
        self.library = library
    }

    /// Transfers handed in and not yet finished or cancelled.
    var activeTransferCount: Int { handoff.withLock { $0.runningCount } }

    /// Starts the thread, and with it the loading of libcurl, ahead of the first transfer.
    func warmUp() {
        if handoff.withLock({ handoff in
            defer { handoff.threadStarted = true }
            return !handoff.threadStarted
        }) {
            startThread()
        }
    }

    /// Starts `transfer` on the loop thread.
    func start(_ transfer: CurlTransfer) {
        let (startThread, ready) = handoff.withLock { handoff in
            handoff.incoming.append(transfer)
            handoff.runningCount += 1
            defer { handoff.threadStarted = true }
            return (!handoff.threadStarted, handoff.ready)
        }
        if startThread { self.startThread() }
        wake(ready)
    }

    /// Cancels `transfer`: its completion is never called and its connection work stops.
    func cancel(_ transfer: CurlTransfer) {
        transfer.cancel()
        let ready = handoff.withLock { handoff in
            handoff.cancelled.append(transfer)
            return handoff.ready
        }
        wake(ready)
    }

    private func wake(_ ready: (curl: CurlLibrary, multi: UnsafeMutableRawPointer)?) {
        if let ready { ready.curl.multiWakeup(ready.multi) } else { wakeWithoutCurl.signal() }
    }

    private func startThread() {
        let thread = Thread { [self] in run() }
        thread.name = "photo-tui.network"
        thread.start()
    }

    private func run() {
        let failure: CurlLoadFailure
        switch library() {
        case .success(let curl):
            if let multi = curl.multiInit() {
                curl.multiSetopt(multi, CURLMOPT_MAX_HOST_CONNECTIONS, maxConnectionsPerHost)
                curl.multiSetopt(multi, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
                handoff.withLock { $0.ready = (curl, multi) }
                serve(curl, multi)
            }
            failure = CurlLoadFailure(library: CurlLibrary.soname, reason: "curl_multi_init failed")
        case .failure(let why):
            failure = why
        }
        handoff.withLock { $0.failure = failure }
        failEverything(failure)
    }

    /// Without libcurl: every transfer handed in fails, naming why; a cancelled one only ends.
    private func failEverything(_ failure: CurlLoadFailure) -> Never {
        while true {
            let (added, cancelled) = takeQueue()
            for transfer in added {
                finished()
                if transfer.isCancelled {
                    transfer.afterCancel?()
                } else {
                    transfer.fail(.transport(code: -1, message: failure.description))
                }
            }
            _ = cancelled  // never added, so nothing to remove
            wakeWithoutCurl.wait()
        }
    }

    private func takeQueue() -> (added: [CurlTransfer], cancelled: [CurlTransfer]) {
        handoff.withLock { handoff in
            defer {
                handoff.incoming.removeAll()
                handoff.cancelled.removeAll()
            }
            return (handoff.incoming, handoff.cancelled)
        }
    }

    private func serve(_ curl: CurlLibrary, _ multi: UnsafeMutableRawPointer) -> Never {
        while true {
            let (added, cancelled) = takeQueue()

            for transfer in added {
                if transfer.isCancelled {
                    finished()
                    transfer.afterCancel?()
                } else if transfer.prepare(with: curl), let easy = transfer.easy {
                    active[easy] = transfer
                    curl.multiAdd(multi, easy)
                } else {
                    finished()
                    transfer.fail(.transport(code: -1, message: "libcurl could not start a transfer"))
                }
            }
            for transfer in cancelled {
                guard let easy = transfer.easy, active.removeValue(forKey: easy) != nil else { continue }
                curl.multiRemove(multi, easy)
                finished()
                transfer.afterCancel?()
            }

            var running: Int32 = 0
            curl.multiPerform(multi, &running)
            var left: Int32 = 0
            while let message = curl.multiInfoRead(multi, &left) {
                guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                      let transfer = active.removeValue(forKey: easy)
                else { continue }
                let code = message.pointee.data.result
                curl.multiRemove(multi, easy)
                finished()
                transfer.finish(code: code)
            }

            var timeout = -1
            curl.multiTimeout(multi, &timeout)
            let wait = active.isEmpty ? 60_000 : (timeout < 0 ? 1000 : min(timeout, 1000))
            curl.multiPoll(multi, timeoutMilliseconds: Int32(wait))
        }
    }

    private func finished() { handoff.withLock { $0.runningCount -= 1 } }
}
