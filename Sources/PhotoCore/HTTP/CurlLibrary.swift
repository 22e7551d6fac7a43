import CCurl

/// libcurl, opened with `dlopen` the first time a transfer needs it, rather than linked.
///
/// Why: libcurl brings some thirty libraries (OpenSSL, GnuTLS, Kerberos, LDAP, SSH, …) whose
/// relocations the dynamic loader would otherwise do before `main`, on the critical path of every
/// launch. Loaded here, that work happens on the network thread, beside the screen's set-up, and
/// not at all for a command that never fetches.
///
/// The functions photo-tui calls are looked up once into a table (`photo_tui_curl_api`); the
/// methods call through it. Only the network thread of a ``CurlMultiLoop`` calls them, except
/// ``errorText(_:)``.
struct CurlLibrary: @unchecked Sendable {
    /// The name Debian's libcurl4 (OpenSSL flavour) answers to: what `-lcurl` recorded when linked.
    static let soname = "libcurl.so.4"

    /// The process's libcurl, opened and initialised (`curl_global_init`) on first use, on the
    /// thread that asks; or why it could not be.
    static let shared: Result<CurlLibrary, CurlLoadFailure> = load(soname)

    private let api: UnsafePointer<photo_tui_curl_api>

    /// Opens `soname`, finds every function photo-tui calls and initialises libcurl; a failure
    /// names the library and what went wrong (not found, or a function it lacks).
    static func load(_ soname: String) -> Result<CurlLibrary, CurlLoadFailure> {
        let api = UnsafeMutablePointer<photo_tui_curl_api>.allocate(capacity: 1)
        api.initialize(to: photo_tui_curl_api())
        if let failure = photo_tui_curl_load(soname, api) {
            api.deallocate()
            return .failure(CurlLoadFailure(library: soname, reason: String(cString: failure)))
        }
        let code = api.pointee.global_init(Int(CURL_GLOBAL_DEFAULT))
        guard code == CURLE_OK else {
            api.deallocate()
            return .failure(CurlLoadFailure(library: soname, reason: "curl_global_init failed (\(code.rawValue))"))
        }
        // Kept for the life of the process, as a linked library's functions would be.
        return .success(CurlLibrary(api: UnsafePointer(api)))
    }

    /// libcurl's words for `code`; a plain description when libcurl cannot be loaded.
    static func errorText(_ code: CURLcode) -> String {
        guard case .success(let curl) = shared else { return "libcurl error \(code.rawValue)" }
        return curl.api.pointee.easy_strerror(code).map { String(cString: $0) } ?? "libcurl error \(code.rawValue)"
    }

    // MARK: - Multi handles

    func multiInit() -> UnsafeMutableRawPointer? { api.pointee.multi_init() }

    func multiSetopt(_ multi: UnsafeMutableRawPointer, _ option: CURLMoption, _ value: Int) {
        _ = photo_tui_curl_multi_setopt_long(api, multi, option, value)
    }

    func multiWakeup(_ multi: UnsafeMutableRawPointer) { _ = api.pointee.multi_wakeup(multi) }

    func multiAdd(_ multi: UnsafeMutableRawPointer, _ easy: UnsafeMutableRawPointer) { _ = api.pointee.multi_add_handle(multi, easy) }

    func multiRemove(_ multi: UnsafeMutableRawPointer, _ easy: UnsafeMutableRawPointer) { _ = api.pointee.multi_remove_handle(multi, easy) }

    func multiPerform(_ multi: UnsafeMutableRawPointer, _ running: UnsafeMutablePointer<Int32>) { _ = api.pointee.multi_perform(multi, running) }

    func multiInfoRead(_ multi: UnsafeMutableRawPointer, _ left: UnsafeMutablePointer<Int32>) -> UnsafeMutablePointer<CURLMsg>? {
        api.pointee.multi_info_read(multi, left)
    }

    func multiTimeout(_ multi: UnsafeMutableRawPointer, _ milliseconds: UnsafeMutablePointer<Int>) { _ = api.pointee.multi_timeout(multi, milliseconds) }

    func multiPoll(_ multi: UnsafeMutableRawPointer, timeoutMilliseconds: Int32) { _ = api.pointee.multi_poll(multi, nil, 0, timeoutMilliseconds, nil) }

    // MARK: - Easy handles

    func easyInit() -> UnsafeMutableRawPointer? { api.pointee.easy_init() }

    func easyCleanup(_ easy: UnsafeMutableRawPointer) { api.pointee.easy_cleanup(easy) }

    func setopt(_ easy: UnsafeMutableRawPointer, _ option: CURLoption, _ value: Int) {
        _ = photo_tui_curl_setopt_long(api, easy, option, value)
    }

    func setopt(_ easy: UnsafeMutableRawPointer, _ option: CURLoption, _ value: String) {
        _ = photo_tui_curl_setopt_string(api, easy, option, value)
    }

    func setopt(_ easy: UnsafeMutableRawPointer, _ option: CURLoption, pointer: UnsafeMutableRawPointer?) {
        _ = photo_tui_curl_setopt_pointer(api, easy, option, pointer)
    }

    func setopt(_ easy: UnsafeMutableRawPointer, _ option: CURLoption, list: UnsafeMutablePointer<curl_slist>?) {
        _ = photo_tui_curl_setopt_slist(api, easy, option, list)
    }

    func setWriteFunction(_ easy: UnsafeMutableRawPointer, _ function: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int) {
        _ = photo_tui_curl_setopt_write_function(api, easy, function)
    }

    func setHeaderFunction(_ easy: UnsafeMutableRawPointer, _ function: @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int) {
        _ = photo_tui_curl_setopt_header_function(api, easy, function)
    }

    func setTransferInfoFunction(
        _ easy: UnsafeMutableRawPointer,
        _ function: @convention(c) (UnsafeMutableRawPointer?, curl_off_t, curl_off_t, curl_off_t, curl_off_t) -> Int32
    ) {
        _ = photo_tui_curl_setopt_xferinfo_function(api, easy, function)
    }

    func getinfo(_ easy: UnsafeMutableRawPointer, _ info: CURLINFO, _ value: UnsafeMutablePointer<Int>) {
        _ = photo_tui_curl_getinfo_long(api, easy, info, value)
    }

    func getinfo(_ easy: UnsafeMutableRawPointer, _ info: CURLINFO, pointer: UnsafeMutablePointer<UnsafeMutableRawPointer?>) {
        _ = photo_tui_curl_getinfo_pointer(api, easy, info, pointer)
    }

    func slistAppend(_ list: UnsafeMutablePointer<curl_slist>?, _ string: String) -> UnsafeMutablePointer<curl_slist>? {
        string.withCString { api.pointee.slist_append(list, $0) }
    }

    func slistFreeAll(_ list: UnsafeMutablePointer<curl_slist>) { api.pointee.slist_free_all(list) }
}
