import Foundation
import Testing

/// Runs the real binary against its in-process offline library.
@Suite("photo-tui search/show/download/serve end to end", .enabled(if: photoTUIBinary != nil, "SKIPPED: PHOTO_TUI_BIN is not set (make test sets it)"))
struct PhotoCommandsEndToEndTests {
    static var binary: String? { photoTUIBinary }

    private func run(_ arguments: [String], directory: URL? = nil, environment: [String: String] = [:]) throws -> PhotoTUIRun {
        try PhotoTUIRun(arguments, directory: directory, environment: environment)
    }

    @Test func searchInKoreanGivesJSONResults() throws {
        let result = try run(["search", "바다", "--json", "--per-page", "5"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["query"] as? String == "바다")
        let results = try #require(object["results"] as? [[String: Any]])
        #expect(results.count == 5)
        #expect(results.allSatisfy { ($0["alt_description"] as? String)?.contains("바다") == true || ($0["description"] as? String)?.lowercased().contains("sea") == true })
    }

    /// libcurl and its 30 libraries are not mapped at exec but on first use (the loader's own
    /// record, `LD_DEBUG=files`, names each library as it is loaded).
    @Test func libcurlIsLoadedOnFirstUseNotAtExec() throws {
        let version = try run(["--version"], environment: ["LD_DEBUG": "files"])
        #expect(version.status == 0)
        #expect(version.stderr.contains("libchafa.so"), "the loader's record is missing:\n\(version.stderr.prefix(400))")
        #expect(!version.stderr.contains("libcurl"))

        let search = try run(["search", "forest", "--json", "--per-page", "1"], environment: ["LD_DEBUG": "files"])
        #expect(search.status == 0)
        #expect(search.stderr.contains("file=libcurl.so.4"))
        #expect(search.stdout.contains("\"results\""))
    }

    @Test func searchPrintsATable() throws {
        let result = try run(["search", "mountain"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.contains("photos for “mountain”") == true)
        #expect(lines.contains { $0.hasPrefix("ID ") && $0.contains("AUTHOR") })
        #expect(lines.count == 12)
    }

    @Test func showThenDownloadAPhoto() throws {
        let search = try run(["search", "forest", "--json", "--per-page", "1"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [String: Any])
        let id = try #require((object["results"] as? [[String: Any]])?.first?["id"] as? String)
        let show = try run(["show", id])
        #expect(show.status == 0 && show.stdout.contains("Camera") && show.stdout.contains("Location"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-dl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let download = try run(["download", id, "-o", folder.appendingPathComponent("x.jpg").path])
        #expect(download.status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("x.jpg")).starts(with: [0xFF, 0xD8]))
        #expect(download.stderr.isEmpty)  // no progress when stderr is not a terminal
    }

    @Test func aSizedDownloadRunsTheHookAndReportsItOnStderr() throws {
        let search = try run(["search", "forest", "--json", "--per-page", "1"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [String: Any])
        let id = try #require((object["results"] as? [[String: Any]])?.first?["id"] as? String)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-dl-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let hooked = try run(["download", id, "--size", "640", "--exec", "sh -c 'printf %s \"$1\" > marker' sh"], directory: folder)
        #expect(hooked.status == 0, "\(hooked.stderr)")
        let saved = folder.appendingPathComponent("\(id)-640w.jpg")
        #expect(hooked.stdout == saved.path + "\n")
        #expect(hooked.stderr == "photo-tui: sh exited 0\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("marker"), encoding: .utf8) == saved.path)

        // A failing hook fails the command, after the file is saved.
        let failed = try run(["download", id, "--exec", "false"], directory: folder)
        #expect(failed.status != 0)
        #expect(failed.stdout == folder.appendingPathComponent("\(id).jpg").path + "\n")
        #expect(failed.stderr.contains("false exited 1"))
        let missing = try run(["download", id, "--size", "320", "--exec", "photo-tui-no-such-hook {}"], directory: folder)
        #expect(missing.status != 0 && missing.stderr.contains("could not run photo-tui-no-such-hook: No such file or directory"))
    }

    @Test func anUnknownPhotoFailsOnStderrWithNonZeroExit() throws {
        let result = try run(["show", "does-not-exist"])
        #expect(result.status != 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Not found (HTTP 404)"))
    }

    /// 0.0.0.0 is this machine too (so the request fails at once) but not a loopback name, so the
    /// key would leave in clear text: each subcommand says so on stderr, before anything else.
    @Test(arguments: [["search", "sea", "--json"], ["show", "abc"], ["download", "abc"]])
    func aKeyOverPlainHTTPToAnotherHostIsWarnedAbout(_ arguments: [String]) throws {
        let result = try run(
            arguments + ["--api-url", "http://0.0.0.0:1", "--source", "unsplash"],
            environment: ["UNSPLASH_ACCESS_KEY": "secret-key-123", "PHOTO_TUI_SOURCE": "unsplash"])
        #expect(result.stderr.hasPrefix("Warning: the access key is sent unencrypted to 0.0.0.0 (http://); use https."))
        #expect(!result.stderr.contains("secret-key-123") && !result.stdout.contains("secret-key-123"))
        #expect(result.status != 0)
    }

    /// Behind a proxy and with no `no_proxy`, the built-in library on loopback still answers:
    /// loopback never goes through a proxy (one on a dead port here).
    @Test func theOfflineLibraryAnswersBehindAProxy() throws {
        let proxy = "http://127.0.0.1:1"
        let result = try run(["search", "sea", "--per-page", "1"], environment: ["http_proxy": proxy, "HTTPS_PROXY": proxy, "ALL_PROXY": proxy])
        #expect(result.status == 0, "stderr: \(result.stderr)")
        #expect(result.stdout.contains("photos for “sea”"))
    }

    @Test func noWarningOverLoopbackOrWithoutAKey() throws {
        let result = try run(["search", "sea", "--per-page", "1"])
        #expect(result.status == 0)
        #expect(!result.stderr.contains("unencrypted"))
    }

    /// SIGTERM while the original is on its way: the hidden `.partial` file is removed on the way
    /// out and nothing lands at the destination.
    @Test func sigtermMidDownloadLeavesNoPartialFile() throws {
        // Photos trickle at 8 KiB/s, so the download sits with its temporary file open for seconds.
        try serving(["--photos", "20", "--image-rate", "8"]) { api in try signalMidDownload(SIGTERM, api: api) }
    }

    /// Each signal ends the download by that signal, so a shell reports 128+N (130, 129), with
    /// nothing left behind. (SIGQUIT, 131, is handled the same way; its default action dumps core.)
    @Test(arguments: [SIGINT, SIGHUP])
    func aSignalMidDownloadEndsItByThatSignal(_ signal: Int32) throws {
        try serving(["--photos", "20", "--image-rate", "8"]) { api in try signalMidDownload(signal, api: api) }
    }

    /// A signal ignored when the download started (nohup's SIGHUP; SIGINT for `cmd &` in a
    /// script) stays ignored, as for curl or sleep: the download goes on and saves the photo.
    /// It used to remove the temporary file and then fail ("Could not write …"), exit 1.
    @Test(arguments: [SIGINT, SIGHUP])
    func anIgnoredSignalMidDownloadLetsItFinish(_ signal: Int32) throws {
        try serving(["--photos", "20", "--image-rate", "512"]) { api in try signalMidDownload(signal, api: api, ignored: true) }
    }

    private func signalMidDownload(_ signal: Int32, api: String, ignored: Bool = false) throws {
        let listed = try run(["search", "sea", "--json", "--per-page", "1", "--api-url", api], environment: ["PHOTO_TUI_SOURCE": "unsplash"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [String: Any], "\(listed.stderr)")
        let id = try #require((object["results"] as? [[String: Any]])?.first?["id"] as? String)

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-tui-term-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let download = Process()
        let arguments = ["download", id, "-o", folder.appendingPathComponent("photo.jpg").path, "--api-url", api]
        if ignored {
            // The shell sets the signal to "ignore", and exec keeps it so, as nohup does.
            download.executableURL = URL(fileURLWithPath: "/bin/sh")
            download.arguments = ["-c", "trap '' \(signal); exec \"$0\" \"$@\"", Self.binary!] + arguments
        } else {
            download.executableURL = URL(fileURLWithPath: Self.binary!)
            download.arguments = arguments
        }
        download.environment = ["HOME": folder.path, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "PHOTO_TUI_SOURCE": "unsplash"]
        download.standardOutput = FileHandle.nullDevice
        download.standardError = FileHandle.nullDevice
        try download.run()
        func partials() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".partial") }
        }
        var seen = false
        for _ in 0..<1500 where download.isRunning {
            if !partials().isEmpty { seen = true; break }
            usleep(10_000)
        }
        #expect(seen, "the download never had a temporary file open")
        kill(download.processIdentifier, signal)
        download.waitUntilExit()
        #expect(partials().isEmpty)
        let saved = FileManager.default.fileExists(atPath: folder.appendingPathComponent("photo.jpg").path)
        if ignored {
            #expect(download.terminationReason == .exit && download.terminationStatus == 0)
            #expect(saved)
        } else {
            #expect(download.terminationReason == .uncaughtSignal && download.terminationStatus == signal)
            #expect(!saved)
        }
    }

    @Test func serveOnPortZeroPrintsItsURL() throws {
        try serving(["--photos", "50"]) { first in
            #expect(first.range(of: #"^http://127\.0\.0\.1:\d+$"#, options: .regularExpression) != nil)
        }
    }

    @Test func serveOnABusyPortExitsNonZeroNamingThePort() throws {
        try serving(["--photos", "50"]) { first in
            let port = try #require(first.split(separator: ":").last.map(String.init))
            let busy = try run(["serve", "--port", port])
            #expect(busy.status != 0)
            #expect(busy.stderr.contains("port \(port)"), "stderr: \(busy.stderr)")
            #expect(busy.stderr.contains("in use"))
        }
    }

    /// Runs `photo-tui serve --port 0 ARGUMENTS` for the length of `body`, which gets the first
    /// line it printed (its URL).
    private func serving(_ arguments: [String], _ body: (String) throws -> Void) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary!)
        process.arguments = ["serve", "--port", "0"] + arguments
        process.environment = ["HOME": FileManager.default.temporaryDirectory.path, "LANG": "C.UTF-8"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        defer {
            process.terminate()
            process.waitUntilExit()
        }
        var text = ""
        while !text.contains("\n"), case let chunk = out.fileHandleForReading.availableData, !chunk.isEmpty {
            text += String(decoding: chunk, as: UTF8.self)
        }
        try body(String(text.split(separator: "\n").first ?? ""))
    }
}
